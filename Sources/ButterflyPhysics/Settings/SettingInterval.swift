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
    public var isIncluded: Bool

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
  public static let nonNegative = SettingInterval(lower: End(0, isIncluded: true), upper: nil)

  /// `[lower, upper]`.
  public static func closed(_ lower: Double, _ upper: Double) -> SettingInterval {
    SettingInterval(lower: End(lower, isIncluded: true), upper: End(upper, isIncluded: true))
  }

  /// `(0, upper]`: above zero and at most `upper`.
  public static func positive(atMost upper: Double) -> SettingInterval {
    SettingInterval(lower: End(0, isIncluded: false), upper: End(upper, isIncluded: true))
  }

  /// `[lower, ∞)`.
  public static func atLeast(_ lower: Double) -> SettingInterval {
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
    case (let lower?, nil): return "finite, \(lower.isIncluded ? "≥" : ">") \(Self.number(lower.value))"
    case (nil, let upper?): return "finite, \(upper.isIncluded ? "≤" : "<") \(Self.number(upper.value))"
    case (let lower?, let upper?):
      if lower.isIncluded && upper.isIncluded {
        return "finite, in [\(Self.number(lower.value)), \(Self.number(upper.value))]"
      }
      return "finite, \(lower.isIncluded ? "≥" : ">") \(Self.number(lower.value)) and "
        + "\(upper.isIncluded ? "≤" : "<") \(Self.number(upper.value))"
    }
  }

  /// Same as ``text``.
  public var description: String { text }

  /// The shortest decimal that reads back as `value`, without a trailing `.0` and with a plain
  /// exponent: `60`, `0.1`, `1e-7`, `1e9`, `1e100`, `12.566370614359172`. Whole numbers are written
  /// out unless they end in six or more zeros (`100000`, but `1e7`).
  /// - Parameter value: A finite number.
  /// - Returns: Its text.
  public static func number(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 {
      let digits = String(Int64(value))
      let zeros = digits.reversed().prefix { $0 == "0" }.count
      guard zeros >= 6, value != 0 else { return digits }
      var mantissa = String(digits.dropLast(zeros))
      let sign = mantissa.hasPrefix("-") ? "-" : ""
      if sign == "-" { mantissa.removeFirst() }
      let head = mantissa.prefix(1)
      let tail = mantissa.dropFirst()
      return "\(sign)\(head)\(tail.isEmpty ? "" : "." + tail)e\(zeros + tail.count)"
    }
    var text = "\(value)"
    guard let exponent = text.firstIndex(of: "e") else { return text }
    var digits = text[text.index(after: exponent)...]
    let negative = digits.first == "-"
    if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
    while digits.count > 1, digits.first == "0" { digits = digits.dropFirst() }
    var mantissa = text[..<exponent]
    if mantissa.hasSuffix(".0") { mantissa = mantissa.dropLast(2) }
    text = mantissa + "e" + (negative ? "-" : "") + digits
    return text
  }
}
