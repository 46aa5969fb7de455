/// A set of values for one sweep dimension: `start:stop:count` (evenly spaced, both ends included) or a
/// comma-separated list (`0.5,1,2`), or a single number.
public struct ValueRange: Hashable, Sendable {
  /// The values, in the order given (`start:stop:count` ascends from start to stop).
  public let values: [Double]

  /// The largest `count` accepted in `start:stop:count`.
  public static let maximumCount = 1_000_000

  /// Creates a range from explicit values.
  public init(_ values: [Double]) { self.values = values }

  /// Parses `text` as `start:stop:count` or a list, checking every value against `bound`.
  /// - Parameters:
  ///   - text: The argument text.
  ///   - option: The option's spelling (for errors).
  ///   - unit: The unit (for errors).
  ///   - bound: The accepted range of each value.
  /// - Throws: ``UsageError`` for a malformed range or list, a count below 1 (or 1 with start ≠ stop),
  ///   or any value out of range.
  public init(parsing text: String, option: String, unit: String, bound: NumberParsing.Bound) throws(UsageError) {
    let accepted = "start:stop:count or a comma-separated list of numbers (\(unit)), each \(bound.text)"
    if text.contains(":") {
      let parts = text.split(separator: ":", omittingEmptySubsequences: false)
      guard parts.count == 3, let start = Double(parts[0].trimmingWhitespace()),
        let stop = Double(parts[1].trimmingWhitespace()), let count = Int(parts[2].trimmingWhitespace()),
        bound.contains(start), bound.contains(stop), (1...Self.maximumCount).contains(count),
        count > 1 || start == stop
      else {
        throw UsageError(
          option: option, value: text,
          accepted: accepted + "; count a whole number in [1, \(Self.maximumCount)] (1 only when start = stop)")
      }
      values = (0..<count).map { index in
        count == 1 ? start : start + (stop - start) * Double(index) / Double(count - 1)
      }
      return
    }
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    var result: [Double] = []
    for part in parts {
      guard let value = Double(part.trimmingWhitespace()), bound.contains(value) else {
        throw UsageError(option: option, value: text, accepted: accepted)
      }
      result.append(value)
    }
    values = result
  }

  /// The smallest and largest value (for random sampling).
  public var span: ClosedRange<Double> {
    let low = values.min() ?? 0
    let high = values.max() ?? low
    return low...high
  }
}
