#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// Deterministic number formatting for CSV and tables.
///
/// CSV numbers use C's `%.9g` (nine significant digits: enough to tell apart every value a sweep
/// produces, short enough to keep files small); the output depends only on the value, never on the
/// locale or the platform's shortest-representation algorithm. `-0` prints as `0`; NaN as `nan`,
/// infinities as `inf`/`-inf` (never produced by a passing run).
public enum NumberFormat {
  /// Appends `value` formatted as `%.9g` to `bytes`, byte for byte what glibc's or Darwin's printf
  /// writes.
  ///
  /// Normal numbers take a pure-Swift path (``SignificantDigits``: the shortest round-trip digits,
  /// rounded to nine); zero is written directly; subnormals, infinities, NaN and the rare ambiguous
  /// tie in the shortest digits go through `vsnprintf`.
  /// - Complexity: O(1); no allocation beyond `bytes` growth.
  public static func append(_ value: Double, to bytes: inout [UInt8]) {
    if value == 0 {
      bytes.append(UInt8(ascii: "0"))
      return
    }
    guard let digits = SignificantDigits(value) else {
      append(value, format: "%.9g", to: &bytes)
      return
    }
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 40) { buffer in
      guard let base = buffer.baseAddress else { return }
      var start = base
      if value < 0 {
        start[0] = UInt8(ascii: "-")
        start += 1
      }
      let end = digits.write(to: start)
      bytes.append(contentsOf: UnsafeBufferPointer(start: base, count: end - base))
    }
  }

  /// Appends `value` with a printf `format` for one double (e.g. `"%.3f"`) to `bytes`.
  public static func append(_ value: Double, format: StaticString, to bytes: inout [UInt8]) {
    let v = value == 0 ? 0 : value  // −0 → 0
    withUnsafeTemporaryAllocation(of: CChar.self, capacity: 40) { buffer in
      guard let base = buffer.baseAddress else { return }
      let written = withVaList([v]) { arguments in
        format.withUTF8Buffer { formatBytes in
          formatBytes.withMemoryRebound(to: CChar.self) { formatChars in
            vsnprintf(base, 40, formatChars.baseAddress, arguments)
          }
        }
      }
      let count = Int(min(max(written, 0), 39))
      for index in 0..<count { bytes.append(UInt8(bitPattern: buffer[index])) }
    }
  }

  /// `value` formatted as `%.9g`.
  public static func csv(_ value: Double) -> String {
    var bytes: [UInt8] = []
    append(value, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `value` formatted with a printf `format` for one double.
  public static func fixed(_ value: Double, _ format: StaticString) -> String {
    var bytes: [UInt8] = []
    append(value, format: format, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// A short form for messages: `%.6g`.
  public static func short(_ value: Double) -> String { fixed(value, "%.6g") }
}
