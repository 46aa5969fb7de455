/// Parses and range-checks the numbers given on the command line.
///
/// Every check produces a ``UsageError`` naming the option and the accepted range (with its unit).
public enum NumberParsing {
  /// The range a number must lie in.
  public enum Bound: Sendable {
    /// Any finite number.
    case finite
    /// Finite and `> 0`.
    case positive
    /// Finite and `≥ 0`.
    case nonNegative
    /// Finite and within a closed range.
    case within(ClosedRange<Double>)
    /// Finite, `> 0` and `≤` the given upper bound: the half-open range `(0, upper]`, printed as
    /// `> 0 and ≤ upper` so the message matches the help's `(0, upper]` without showing the smallest
    /// subnormal.
    case positiveAtMost(Double)

    /// Whether `value` satisfies the bound (NaN and infinities never do).
    public func contains(_ value: Double) -> Bool {
      guard value.isFinite else { return false }
      switch self {
      case .finite: return true
      case .positive: return value > 0
      case .nonNegative: return value >= 0
      case .within(let range): return range.contains(value)
      case .positiveAtMost(let upper): return value > 0 && value <= upper
      }
    }

    /// A human description, e.g. `"> 0"` or `"in [0, 20]"`.
    public var text: String {
      switch self {
      case .finite: return "finite"
      case .positive: return "finite, > 0"
      case .nonNegative: return "finite, ≥ 0"
      case .within(let range):
        return "finite, in [\(NumberFormat.short(range.lowerBound)), \(NumberFormat.short(range.upperBound))]"
      case .positiveAtMost(let upper):
        return "finite, > 0 and ≤ \(NumberFormat.short(upper))"
      }
    }
  }

  /// Parses one number from `text` (Swift's `Double(_:)` syntax; `nan`/`inf` parse but fail the bound).
  /// - Parameters:
  ///   - text: The argument text.
  ///   - option: The option's spelling, for the error.
  ///   - unit: The unit, for the error (e.g. `"s"`).
  ///   - bound: The accepted range.
  /// - Returns: The number.
  /// - Throws: ``UsageError`` when it does not parse or is out of range.
  public static func number(_ text: String, option: String, unit: String, bound: Bound) throws(UsageError)
    -> Double
  {
    let trimmed = text.trimmingWhitespace()
    guard let value = Double(trimmed), bound.contains(value) else {
      throw UsageError(option: option, value: text, accepted: "a number (\(unit)), \(bound.text)")
    }
    return value
  }

  /// Checks an already-parsed number against a bound.
  /// - Throws: ``UsageError`` when `value` is out of range.
  public static func check(_ value: Double, option: String, unit: String, bound: Bound) throws(UsageError) {
    guard bound.contains(value) else {
      throw UsageError(
        option: option, value: NumberFormat.short(value), accepted: "a number (\(unit)), \(bound.text)")
    }
  }

  /// Parses a positive whole number (e.g. a count).
  /// - Throws: ``UsageError`` unless `text` is an integer in `range`.
  public static func integer(_ text: String, option: String, range: ClosedRange<Int>) throws(UsageError) -> Int {
    guard let value = Int(text.trimmingWhitespace()), range.contains(value) else {
      throw UsageError(
        option: option, value: text,
        accepted: "a whole number in [\(range.lowerBound), \(range.upperBound)]")
    }
    return value
  }

  /// Parses `X,Y` into a vector.
  /// - Throws: ``UsageError`` unless `text` is two finite numbers separated by a comma.
  public static func vector(_ text: String, option: String, unit: String) throws(UsageError) -> (Double, Double) {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 2, let x = Double(parts[0].trimmingWhitespace()),
      let y = Double(parts[1].trimmingWhitespace()), x.isFinite, y.isFinite
    else {
      throw UsageError(option: option, value: text, accepted: "X,Y: two finite numbers (\(unit)) separated by a comma")
    }
    return (x, y)
  }
}

extension StringProtocol {
  /// The text without leading and trailing spaces and tabs.
  func trimmingWhitespace() -> String {
    var slice = Substring(self)
    while let first = slice.first, first == " " || first == "\t" { slice.removeFirst() }
    while let last = slice.last, last == " " || last == "\t" { slice.removeLast() }
    return String(slice)
  }
}
