import ArgumentParser
import ButterflyPhysics

/// Several numbers of one setting, written as a RANGE: `start:stop:count` (evenly spaced, both ends
/// included) or a comma-separated list (`0.5,1,2`), or a single number. Every value is checked
/// against the setting's accepted range as it is parsed.
///
/// ```
/// value(i) = start + (stop − start)·i/(count−1),   i = 0 … count−1
/// ```
/// When `stop − start` overflows (ends near ±1.8e308), `(1 − f)·start + f·stop` with `f = i/(count−1)`
/// is used instead; either way the value is clamped between `start` and `stop`, so every value lies in
/// the accepted range when both ends do.
public struct Quantities<Option: NumberOption>: ExpressibleByArgument, Hashable, Sendable {
  /// The values, in the order given (`start:stop:count` goes from start to stop).
  public let values: [Double]

  /// The largest `count` accepted in `start:stop:count`.
  public static var maximumCount: Int { 1_000_000 }

  /// Values known to be accepted (defaults, tests).
  public init(_ values: [Double]) { self.values = values }

  /// What a RANGE may be, for refusals.
  public static var accepted: String {
    "start:stop:count or a comma-separated list of numbers (\(Option.setting.unit)), each "
      + "\(Option.setting.accepted.text); count a whole number in [1, \(maximumCount)] (1 only when start = stop)"
  }

  /// The help, from the setting's definition.
  public static var help: ArgumentHelp { Option.help(values: "RANGE") }

  /// Parses a RANGE.
  public init?(argument: String) {
    guard let values = Self.parse(argument) else {
      OptionRefusal.record(UsageError(option: Option.name, value: argument, accepted: Self.accepted))
      return nil
    }
    self.values = values
  }

  private static func parse(_ text: String) -> [Double]? {
    let setting = Option.setting
    guard text.contains(":") else {
      var values: [Double] = []
      for part in text.split(separator: ",", omittingEmptySubsequences: false) {
        guard let value = Double(part.trimmingWhitespace()), setting.accepts(value) else { return nil }
        values.append(value)
      }
      return values
    }
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 3, let start = Double(parts[0].trimmingWhitespace()),
      let stop = Double(parts[1].trimmingWhitespace()), let count = Int(parts[2].trimmingWhitespace()),
      setting.accepts(start), setting.accepts(stop), (1...maximumCount).contains(count), count > 1 || start == stop
    else { return nil }
    return (0..<count).map { index in spaced(start, stop, index, count) }
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

  /// The values joined by commas, for "(default: …)" in the help.
  public var defaultValueDescription: String { values.map(SettingInterval.number).joined(separator: ",") }

}
