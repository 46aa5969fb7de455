import ButterflyModel
import ButterflyPhysics
import ButterflyRender

/// The page's Export of the spin it shows (``PageSession/lastTrajectory``: the last spin re-planned
/// with the current settings, or before any a centre tap's preview) in a format a team ships, written
/// by the same ``SpinExport`` as `bbsim export` — the page writes no format of its own.
///
/// ```
/// css             SpinExport.css()              linear() easing and @keyframes
/// web-animations  SpinExport.webAnimations()    element.animate(file.keyframes, file.options)
/// compose         SpinExport.compose(spring:)   keyframes { } and the closest spring (ComposeSpringFit)
/// lottie          SpinExport.lottie()           one layer rotating by θ(t)
/// ```
/// Each file states its keyframe count and the bound `|θ − model| ≤ E` it meets (``SpinKeyframes``).
enum PageExport {
  /// The formats, by the names `bbsim export --format` takes, in the menu's order.
  static let formats = ["css", "web-animations", "compose", "lottie"]

  /// The export of `session`'s spin in `format`; `nil` for an unknown format or a Reduce Motion swap
  /// (no rotation).
  /// - Parameters:
  ///   - format: One of ``formats``.
  ///   - session: The page's session.
  ///   - error: The largest angle error allowed (degrees; ``SpinKeyframes`` clamps it, NaN the default).
  static func text(format: String, session: PageSession, error: Double) -> String? {
    guard formats.contains(format), let trajectory = session.lastTrajectory else { return nil }
    let axle = session.scene.configuration.axleOrientation
    let keyframes = SpinKeyframes(trajectory: trajectory, axle: axle, error: error)
    let export = SpinExport(keyframes: keyframes, description: description(session))
    switch format {
    case "css": return export.css()
    case "web-animations": return export.webAnimations()
    case "compose": return export.compose(spring: ComposeSpringFit(trajectory: trajectory, keyframes: keyframes))
    default: return export.lottie()
    }
  }

  /// The lines saying which spin it is: the page's last spin or a preview, its face, axle, side, D and
  /// the tuning.
  static func description(_ session: PageSession) -> [String] {
    let planner = session.driver.machine.planner
    let configuration = session.scene.configuration
    let number = NumberFormat.compact.text
    let (isPreview, face) = session.lastSpinStart
    return [
      "Spin: \(isPreview ? "a centre tap (preview)" : "the playground's last spin") from the \(face.rawValue) "
        + "face, \(configuration.axleOrientation.rawValue) axle, side \(number(configuration.sideLength)) pt, "
        + "D \(number(planner.decelerationDuration)) s.",
      "Tuning: \(SpinTuningText.swift(planner.tuning)).",
    ]
  }
}
