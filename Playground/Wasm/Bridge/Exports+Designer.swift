import ButterflyModel
import ButterflyPhysics

// The module's C-ABI for the page's designer tools (export.js, feels.js, compare.js, gesture-input.js);
// as in Exports.swift, every function only marshals.
//
//   bb_feels() → length                  the gallery of named feels (FeelGallery): JSON
//        [{"name", "summary", "tuning": {name: value}}]
//   bb_export(formatLength, error) → length   the spin the plot shows written in a format (name in the
//        buffer: css, web-animations, compose, lottie) by SpinExport, |θ − model| ≤ error degrees
//        (PageExport); 0 for an unknown format or a Reduce Motion swap
//   bb_rest(isOn)                        a new session with the current settings at rest on the top
//        face (isOn 1) or the bottom one (0): a pinned tuning starts where the page's control rests
//   bb_typed(vx, vy, px, py) → length    a typed gesture (release velocity pt/s, end point pt from the
//        medallion's centre) as the pointer interaction the page passes on (TypedGesture): JSON
//        {"start", "end", "velocity", "duration_s"} in control coordinates

@_expose(wasm, "bb_feels") @_cdecl("bb_feels")
func bbFeels() -> Int32 { buffer.write(FeelGallery.json) }

@_expose(wasm, "bb_export") @_cdecl("bb_export")
func bbExport(formatLength: Int32, error: Double) -> Int32 {
  let format = buffer.text(from: 0, count: Int(formatLength))
  guard let current = session, let text = PageExport.text(format: format, session: current, error: error) else {
    return 0
  }
  return buffer.write(text)
}

@_expose(wasm, "bb_rest") @_cdecl("bb_rest")
func bbRest(isOn: Int32) {
  session = PageSession(input: SceneInput(page: settings), face: isOn != 0 ? .top : .bottom)
}

@_expose(wasm, "bb_typed") @_cdecl("bb_typed")
func bbTyped(velocityX: Double, velocityY: Double, pointX: Double, pointY: Double) -> Int32 {
  guard let centre = session?.mountCentre else { return 0 }
  let gesture = TypedGesture(
    velocity: PlanarVector(x: velocityX, y: velocityY), point: PlanarVector(x: pointX, y: pointY))
  return buffer.write(gesture.json(centre: centre))
}
