import ButterflyPhysics

/// A planned spin written for the platforms a team ships: CSS (``css()``), Web Animations
/// (``webAnimations()``), Jetpack Compose (``compose(spring:)``) and Lottie (``lottie()``), every one
/// from the same ``SpinKeyframes`` and saying its error, so what another tool plays is the model's
/// `θ(t)` within the stated bound. Portable (no Foundation), so the playground can run the same code.
///
/// Every format holds `θ` in degrees about the axle (`θ > 0` turns top → bottom, as in the model), the
/// keyframes' times (whole milliseconds, written exactly) and values (4 decimals), linear between them,
/// and after the last keyframe the landing angle `θ*`.
public struct SpinExport: Sendable {
  /// The curve.
  public let keyframes: SpinKeyframes
  /// What spin this is, one line per fact (the tuning, D, the gesture), written as comments or a
  /// description field.
  public let description: [String]

  /// Creates an export.
  /// - Parameters:
  ///   - keyframes: The curve.
  ///   - description: Lines saying which spin it is.
  public init(keyframes: SpinKeyframes, description: [String]) {
    self.keyframes = keyframes
    self.description = description
  }

  /// The sentence every format carries about its accuracy.
  package var accuracy: String {
    "θ(t) in degrees about the axle, \(keyframes.keyframes.count) keyframes linear between them over "
      + "\(keyframes.spanMilliseconds) ms; |θ − model| ≤ \(Self.degrees(keyframes.maximumErrorDegrees))° "
      + "everywhere (asked ≤ \(Self.degrees(keyframes.requestedErrorDegrees))°)."
  }

  /// The CSS `rotate3d` axis of the axle: `x, y, 0` (screen coordinates, y down; CSS normalises it).
  var cssAxis: String {
    let direction = keyframes.axle.direction
    func component(_ value: Double) -> String { value == 0 ? "0" : (value > 0 ? "1" : "-1") }
    return "\(component(direction.x)), \(component(direction.y)), 0"
  }

  /// A keyframe's angle as written (``SpinKeyframes/degreeDecimals`` decimals).
  static func degrees(_ value: Double) -> String {
    NumberFormat.decimals(SpinKeyframes.degreeDecimals).text(value)
  }

  /// `part / whole` written exactly (the shortest decimal that reads back to the same double).
  static func fraction(_ part: Int, of whole: Int, scale: Double = 1) -> String {
    NumberFormat.shortest.text(Double(part) * scale / Double(whole))
  }
}
