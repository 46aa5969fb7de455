/// A set of finite numbers between two optional ends, each end open or closed: what a setting accepts
/// (``NumericSetting/accepted``) or uses (``NumericSetting/usable``).
///
/// NaN and the infinities never lie in an interval, so "finite" is part of every interval's meaning.
/// ``text`` reads the same in `bbsim --help`, in its error messages and in the playground:
///
/// | interval | text |
/// | --- | --- |
/// | (−∞, ∞) | `finite` |
/// | (0, ∞) | `finite, > 0` |
/// | [0, ∞) | `finite, ≥ 0` |
/// | [0, 20] | `finite, in [0, 20]` |
/// | (0, 600] | `finite, > 0 and ≤ 600` |
public struct SettingInterval: Hashable, Sendable, CustomStringConvertible {
  /// One end of the interval.
  public struct End: Hashable, Sendable {
    /// Where the end lies.
    public var value: Double
    /// Whether `value` itself belongs to the interval.
    package var isIncluded: Bool

    /// Creates an end at `value`, closed (`isIncluded`) or open.
    public init(_ value: Double, isIncluded: Bool) {
      self.value = value
      self.isIncluded = isIncluded
    }
  }

  /// The lower end, or `nil` for none (every finite number below the upper end belongs).
  public var lower: End?
  /// The upper end, or `nil` for none.
  public var upper: End?

  /// Creates an interval from its ends.
  public init(lower: End?, upper: End?) {
    self.lower = lower
    self.upper = upper
  }

  /// Every finite number.
  public static let finite = SettingInterval(lower: nil, upper: nil)
  /// `(0, ∞)`: finite and above zero.
  public static let positive = SettingInterval(lower: End(0, isIncluded: false), upper: nil)
  /// `[0, ∞)`: finite and not negative.
  package static let nonNegative = SettingInterval(lower: End(0, isIncluded: true), upper: nil)

  /// `[lower, upper]`.
  public static func closed(_ lower: Double, _ upper: Double) -> SettingInterval {
    SettingInterval(lower: End(lower, isIncluded: true), upper: End(upper, isIncluded: true))
  }

  /// `(0, upper]`: above zero and at most `upper`.
  public static func positive(atMost upper: Double) -> SettingInterval {
    SettingInterval(lower: End(0, isIncluded: false), upper: End(upper, isIncluded: true))
  }

  /// `[lower, ∞)`.
  package static func atLeast(_ lower: Double) -> SettingInterval {
    SettingInterval(lower: End(lower, isIncluded: true), upper: nil)
  }

  /// Whether `value` is finite and within both ends.
  public func contains(_ value: Double) -> Bool {
    guard value.isFinite else { return false }
    if let lower, lower.isIncluded ? value < lower.value : value <= lower.value { return false }
    if let upper, upper.isIncluded ? value > upper.value : value >= upper.value { return false }
    return true
  }

  /// The nearest value of a closed interval to `value` (for clamping); `value` unchanged where an end
  /// is missing or open.
  /// - Parameter value: A finite number.
  /// - Returns: `value` limited to the closed ends.
  public func clamp(_ value: Double) -> Double {
    var result = value
    if let lower, lower.isIncluded { result = max(result, lower.value) }
    if let upper, upper.isIncluded { result = min(result, upper.value) }
    return result
  }

  /// The interval as words and numbers, e.g. `finite, > 0 and ≤ 600` (see the table above).
  public var text: String {
    switch (lower, upper) {
    case (nil, nil): return "finite"
    case (let lower?, nil): return "finite, \(lower.isIncluded ? "≥" : ">") \(NumberFormat.compact.text(lower.value))"
    case (nil, let upper?): return "finite, \(upper.isIncluded ? "≤" : "<") \(NumberFormat.compact.text(upper.value))"
    case (let lower?, let upper?):
      if lower.isIncluded && upper.isIncluded {
        return "finite, in [\(NumberFormat.compact.text(lower.value)), \(NumberFormat.compact.text(upper.value))]"
      }
      return "finite, \(lower.isIncluded ? "≥" : ">") \(NumberFormat.compact.text(lower.value)) and "
        + "\(upper.isIncluded ? "≤" : "<") \(NumberFormat.compact.text(upper.value))"
    }
  }

  /// Same as ``text``.
  public var description: String { text }
}
