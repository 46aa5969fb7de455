import ButterflyPhysics
import Foundation

/// Several numbers of one setting, written as a RANGE: `start:stop:count` (evenly spaced, both ends
/// included), `start...stop:step` (from start by step, up to and including stop when stop is on the
/// grid, as Swift's `stride(from:through:by:)`), a comma-separated list (`0.5,1,2`), or a single number.
/// Every value is checked against the setting's accepted range as it is parsed.
///
/// ```
/// start:stop:count    value(i) = start + (stop − start)·i/(count−1),   i = 0 … count−1
/// start...stop:step   value(i) = start + step·i,   i = 0 … ⌊(stop − start)/step⌋
/// ```
/// When `stop − start` overflows (ends near ±1.8e308), `(1 − f)·start + f·stop` with `f = i/(count−1)`
/// is used instead; either way the value is clamped between `start` and `stop`, so every value lies in
/// the accepted range when both ends do. A step must be finite and > 0 with `start ≤ stop`; a stop that
/// is within a relative 1e-9 of a grid point counts as on the grid (so `0...1:0.1` has 11 values and
/// ends exactly at 1).
package enum NumberRange {
  /// The largest number of values a range may expand to (`count`, or the grid points of a step).
  package static let maximumCount = 1_000_000

  /// What a RANGE of `setting` may be, for refusals.
  package static func accepted(_ setting: NumericSetting) -> String {
    "start:stop:count, start...stop:step or a comma-separated list of numbers (\(setting.unit)), each "
      + "\(setting.accepted.text); count a whole number in [1, \(maximumCount)] (1 only when start = stop); "
      + "step > 0 with start ≤ stop and at most \(maximumCount) values"
  }

  /// The values of a RANGE, each accepted by `setting`, or `nil` when the text is malformed or a value is
  /// out of range.
  /// - Parameters:
  ///   - text: The option's value.
  ///   - setting: The definition every value must be accepted by.
  /// - Complexity: O(number of values).
  package static func values(_ text: String, accepting setting: NumericSetting) -> [Double]? {
    guard text.contains(":") else {
      var values: [Double] = []
      for part in text.split(separator: ",", omittingEmptySubsequences: false) {
        guard let value = Double(part.trimmingWhitespace()), setting.accepts(value) else { return nil }
        values.append(value)
      }
      return values
    }
    if let ellipsis = text.range(of: "...") {
      return stepped(start: text[..<ellipsis.lowerBound], rest: text[ellipsis.upperBound...], setting)
    }
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 3, let start = Double(parts[0].trimmingWhitespace()),
      let stop = Double(parts[1].trimmingWhitespace()), let count = Int(parts[2].trimmingWhitespace()),
      setting.accepts(start), setting.accepts(stop), (1...maximumCount).contains(count), count > 1 || start == stop
    else { return nil }
    return (0..<count).map { index in spaced(start, stop, index, count) }
  }

  /// The values of `start...stop:step` (see the type's formula), or nil when malformed or out of range.
  private static func stepped(start startText: Substring, rest: Substring, _ setting: NumericSetting) -> [Double]? {
    let parts = rest.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2, let start = Double(startText.trimmingWhitespace()),
      let stop = Double(parts[0].trimmingWhitespace()), let step = Double(parts[1].trimmingWhitespace()),
      setting.accepts(start), setting.accepts(stop), start <= stop, step.isFinite, step > 0
    else { return nil }
    let span = stop - start
    guard span.isFinite else { return nil }
    let steps = (span / step).rounded()
    let onGrid = abs(steps * step - span) <= 1e-9 * span
    let intervals = onGrid ? steps : (span / step).rounded(.down)
    guard intervals < Double(maximumCount) else { return nil }
    let count = Int(intervals) + 1
    return (0..<count).map { index in
      onGrid && index == count - 1 ? stop : min(start + step * Double(index), stop)
    }
  }

  /// Value `index` of `count` evenly spaced from `start` to `stop` (see the type's formula).
  static func spaced(_ start: Double, _ stop: Double, _ index: Int, _ count: Int) -> Double {
    guard count > 1, index > 0 else { return start }
    guard index < count - 1 else { return stop }
    let fraction = Double(index) / Double(count - 1)
    let difference = stop - start
    let value =
      difference.isFinite
      ? start + difference * Double(index) / Double(count - 1) : (1 - fraction) * start + fraction * stop
    return min(max(value, min(start, stop)), max(start, stop))
  }
}
