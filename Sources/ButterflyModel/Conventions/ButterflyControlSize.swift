import ButterflyPhysics

/// The system control sizes and the mount side each one gives, when no side length is set.
///
/// SwiftUI's `.controlSize(_:)` and AppKit's `NSControl.controlSize` choose among these; the
/// control draws the side this table gives unless a side length is set explicitly (which wins):
/// ```
/// size         side (pt)   why
/// mini         44          the least side (the minimum hit target)
/// small        52
/// regular      60          the default side
/// large        72          1.2 × regular
/// extraLarge   88          ≈ 1.5 × regular, a whole 4-pt step
/// ```
/// Dynamic Type scales the chosen side as it scales an explicit one.
public enum ButterflyControlSize: String, CaseIterable, Hashable, Sendable {
  /// The smallest system size.
  case mini
  /// A small control.
  case small
  /// The standard size (the default).
  case regular
  /// A large control.
  case large
  /// The largest system size.
  case extraLarge

  /// The mount side (pt) this size gives.
  public var sideLength: Double {
    switch self {
    case .mini: return 44
    case .small: return 52
    case .regular: return ButterflySettings.sideLength.defaultValue
    case .large: return 72
    case .extraLarge: return 88
    }
  }

  /// The side to draw: an explicit side length wins; otherwise the control size's.
  ///
  /// ```
  /// side = requested ?? controlSize.sideLength
  /// ```
  /// - Parameter requested: The side length set explicitly (pt), or `nil`.
  /// - Returns: The side (pt), before the configuration's clamping.
  public func sideLength(requested: Double?) -> Double { requested ?? sideLength }
}
