import ButterflyModel
import ButterflyPhysics
import ButterflyRender

/// What the page shows beside the control, from the model: every clamp the model made (the
/// configuration's, the layout's, the last spin's re-planned with the current settings) and every contrast warning, one line each, and the
/// colour each colour setting resolves to (`#rrggbb`, the palette's own where the settings give none:
/// what a colour well shows), as JSON:
///
/// ```
/// {"notes": ["sideLength: 4 is below 20; using 20 pt", …],
///  "colors": {"tint": "#007aff", "medallionTopColor": "#007aff", …}}
/// ```
struct PageNotes {
  /// The JSON object.
  let json: String

  init(session: PageSession) {
    let scene = session.scene
    let palette = session.palette
    var trajectory: [ParameterAdjustment] = []
    if case .spin(let spin) = session.replannedLastMotion { trajectory = spin.adjustments }
    var lines: [String] = []
    let adjustments = scene.configuration.adjustments + scene.layout.adjustments + trajectory
    for line in adjustments.map({ $0.description }) + palette.warnings.map({ $0.message }) where !lines.contains(line) {
      lines.append(line)
    }
    var colors = JSONText()
    let resolved: [(String, SRGBColor)] = [
      ("tint", scene.tint.resolved(in: scene.displaySettings.appearance)), ("medallionTopColor", palette.medallionTop),
      ("medallionBottomColor", palette.medallionBottom), ("medallionEdgeColor", palette.medallionEdge),
      ("medallionLabelColor", palette.medallionTopLabel), ("mountStrokeColor", palette.mountStroke),
      ("axleColor", palette.axle), ("mountBackground", palette.mountBackground),
    ]
    for (name, color) in resolved { colors.add(name, String(SVGColor.hex(color).prefix(7))) }
    var object = JSONText()
    object.add("notes", json: "[" + lines.map { JSONText.quoted($0) }.joined(separator: ",") + "]")
    object.add("colors", json: colors.text)
    json = object.text
  }
}
