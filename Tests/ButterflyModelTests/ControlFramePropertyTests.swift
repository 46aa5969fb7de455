import ButterflyModel
import ButterflyPhysics
import Foundation
import PropertyBased
import Testing
import _ButterflyShims

/// The frame description as properties over random controls, gestures, states and times.
@Suite struct ControlFramePropertyTests {
  /// Cases per property: at least 2,000 per run, more with `BB_PROPERTY_CASES=N`.
  static let cases = max(2_000, getenv("BB_PROPERTY_CASES").flatMap { Int(String(cString: $0)) } ?? 0)
  /// Closed-form geometry compared with itself after a few operations (pt or dimensionless).
  static let tolerance = 1e-9
  /// Angles this close to edge-on (|cos θ|) are left out of the sign test: there the rounding-based
  /// definition and `cos` may disagree in the last bit, and either face is a line.
  static let edgeOnCosine = 1e-12

  @Test func visibleFaceIsTheStartFaceExactlyWhileCosineIsPositive() async {
    await propertyCheck(count: Self.cases, input: FrameCase.generator()) { example in
      let scene = example.scene
      let frame = ControlFrames(scene: scene).frame(at: example.time)
      #expect(frame.visibleFace == scene.motion.visibleFace(at: example.time), "\(example)")
      switch scene.motion {
      case .spin(let trajectory):
        let cosine = cos(frame.angle)
        if abs(cosine) > Self.edgeOnCosine {
          #expect((frame.visibleFace == example.startFace) == (cosine > 0), "\(example)")
        }
        #expect(frame.visibleFace == trajectory.visibleFace(at: example.time), "\(example)")
        #expect(frame.medallion.faces.map(\.face) == [frame.visibleFace], "\(example)")
      case .swap(let timeline):
        let swap = timeline.entry(at: example.time).swap
        #expect(frame.angle == 0)
        #expect(frame.visibleFace == (swap.progress(at: example.time) >= 0.5 ? swap.toFace : swap.fromFace))
      case .rest: Issue.record("a generated scene always moves")
      }
    }
  }

  @Test func discIsTheOrthographicProjectionAndContentIsNeverMirrored() async {
    await propertyCheck(count: Self.cases, input: FrameCase.generator()) { example in
      let frames = ControlFrames(scene: example.scene)
      let medallion = frames.frame(at: example.time).medallion
      let r = frames.layout.geometry.medallionDiameter / 2
      let c = abs(cos(frames.frame(at: example.time).angle))
      #expect(abs(medallion.semiAxisAlongAxle - r) < Self.tolerance, "\(example)")
      #expect(abs(medallion.semiAxisAcrossAxle - r * c) < Self.tolerance, "\(example)")
      let m = medallion.contentTransform
      #expect(m.determinant >= 0, "\(example)")
      #expect(abs(m.determinant - medallion.foreshortening) < Self.tolerance, "\(example)")
      // The map is rotate(φ)·scale(1, f)·rotate(−φ), the form SVG writes it in.
      let phi = medallion.rotation
      let rotate = PlanarTransform(a: cos(phi), b: sin(phi), c: -sin(phi), d: cos(phi))
      let back = PlanarTransform(a: cos(phi), b: -sin(phi), c: sin(phi), d: cos(phi))
      let composed = rotate.concatenating(PlanarTransform(a: 1, b: 0, c: 0, d: medallion.foreshortening))
        .concatenating(back)
      for (x, y) in [(m.a, composed.a), (m.b, composed.b), (m.c, composed.c), (m.d, composed.d)] {
        #expect(abs(x - y) < Self.tolerance, "\(example)")
      }
      #expect(abs(abs(medallion.rimOffset) - 2 * abs(sin(frames.frame(at: example.time).angle))) < Self.tolerance)
    }
  }

  @Test func everythingLiesInsideTheBoundsAndTheMedallionInsideTheMount() async {
    await propertyCheck(count: Self.cases, input: FrameCase.generator()) { example in
      let frame = ControlFrames(scene: example.scene).frame(at: example.time)
      let bounds = frame.bounds
      let slack = Self.tolerance
      #expect(bounds.contains(frame.mount.rect, tolerance: slack), "\(example)")
      #expect(bounds.contains(frame.title.box, tolerance: slack), "\(example)")
      let halo = bounds.insetBy(dx: -ControlFrame.maximumOverhang, dy: -ControlFrame.maximumOverhang)
      for ring in [frame.mount.outline, frame.mount.focusRing].compactMap({ $0 }) {
        #expect(halo.contains(ring.rect, tolerance: slack), "\(example)")
      }
      let interior = frame.mount.interior
      #expect(frame.mount.rect.contains(interior, tolerance: slack))
      for box in Self.medallionExtents(frame.medallion) {
        #expect(interior.contains(box, tolerance: 1e-7), "\(example): \(box) outside \(interior)")
      }
      let disc = ButterflyRect(
        center: frame.medallion.center,
        size: ButterflySize(width: 2 * frame.medallion.semiAxisAlongAxle, height: 2 * frame.medallion.semiAxisAlongAxle)
      )
      for face in frame.medallion.faces {
        let boxes = [face.labelBox] + [face.imageBox, face.cue?.box].compactMap { $0 }
        for box in boxes { #expect(disc.contains(box, tolerance: slack), "\(example)") }
      }
      let segment = frame.axle.segment
      #expect(interior.contains(segment.start) && interior.contains(segment.end))
    }
  }

  @Test func reduceMotionCrossFadesWithinBoundsAndNeverRotates() async {
    await propertyCheck(count: Self.cases, input: FrameCase.generator()) { example in
      guard example.reduceMotion else { return }
      let frame = ControlFrames(scene: example.scene).frame(at: example.time)
      let faces = frame.medallion.faces
      #expect(frame.angle == 0 && frame.medallion.foreshortening == 1 && !frame.medallion.showsRim)
      #expect(faces.map(\.face) == [example.startFace, example.startFace.opposite])
      #expect(abs(faces.map(\.opacity).reduce(0, +) - 1) < Self.tolerance, "\(example)")
      for face in faces {
        #expect((0...1).contains(face.opacity), "\(example)")
        #expect(face.scale <= 1 && face.scale >= 1 - ReduceMotionSwap.defaultScaleDepth - Self.tolerance)
        #expect(face.scale == faces[0].scale)
      }
    }
  }

  @Test func frameAtATimeDoesNotDependOnTheFramesBeforeIt() async {
    await propertyCheck(count: Self.cases / 10, input: FrameCase.generator()) { example in
      let frames = ControlFrames(scene: example.scene)
      let end = 1.2 * example.scene.motion.duration
      // The same instants reached at 30, 60 and 120 Hz and in a shuffled order.
      let times = (0...12).map { end * Double($0) / 12 }
      let direct = times.map { frames.frame(at: $0) }
      for rate in [30.0, 60, 120] {
        var sequence: [Double] = []
        var t = 0.0
        while t < end {
          sequence.append(t)
          t += 1 / rate
        }
        _ = sequence.map { frames.frame(at: $0) }
        #expect(times.map { frames.frame(at: $0) } == direct)
      }
      for (time, frame) in zip(times, direct).shuffled() {
        #expect(ControlFrames(scene: example.scene).frame(at: time) == frame, "\(example) at \(time)")
        #expect(example.scene.frame(at: time) == frame)
      }
    }
  }

  @Test func everyFrameEncodesAsFiniteJSONAndDecodesToItself() async throws {
    await propertyCheck(count: Self.cases / 10, input: FrameCase.generator()) { example in
      let frame = ControlFrames(scene: example.scene).frame(at: example.time)
      do {
        let data = try JSONEncoder().encode(frame)
        #expect(try JSONDecoder().decode(ControlFrame.self, from: data) == frame, "\(example)")
      } catch {
        Issue.record("\(example): \(error)")
      }
    }
  }

  /// The axis-aligned boxes of everything the medallion draws: outline, rim, band corners, shadow.
  static func medallionExtents(_ medallion: MedallionFrame) -> [ButterflyRect] {
    let phi = medallion.rotation
    let u = PlanarVector(x: cos(phi), y: sin(phi))
    let v = PlanarVector(x: -sin(phi), y: cos(phi))
    func ellipse(_ centre: PlanarVector, _ a: Double, _ b: Double) -> ButterflyRect {
      let hx = (a * a * u.x * u.x + b * b * v.x * v.x).squareRoot()
      let hy = (a * a * u.y * u.y + b * b * v.y * v.y).squareRoot()
      return ButterflyRect(x: centre.x - hx, y: centre.y - hy, width: 2 * hx, height: 2 * hy)
    }
    let c = medallion.center
    let a = medallion.semiAxisAlongAxle
    let b = medallion.semiAxisAcrossAxle
    let band = medallion.rimBand
    let corners = [(band.minX, band.minY), (band.maxX, band.minY), (band.minX, band.maxY), (band.maxX, band.maxY)]
      .map { c + $0.0 * u + $0.1 * v }
    let shadow = medallion.shadow
    return [
      ellipse(c, a, b), ellipse(c + medallion.rimOffset * v, a, b),
      ellipse(shadow.center, shadow.semiAxisAlongAxle, shadow.semiAxisAcrossAxle),
    ] + corners.map { ButterflyRect(x: $0.x, y: $0.y, width: 0, height: 0) }
  }
}
