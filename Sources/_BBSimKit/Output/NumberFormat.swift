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
  /// Appends `value` formatted as `%.9g` to `bytes`.
  /// - Complexity: O(1); one `snprintf` into a stack buffer, no allocation beyond `bytes` growth.
  @inline(__always)
  public static func append(_ value: Double, to bytes: inout [UInt8]) {
    append(value, format: "%.9g", to: &bytes)
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
