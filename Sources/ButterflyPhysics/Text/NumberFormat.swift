/// How a number is written as text: the one formatter of CSV, help texts, messages, tables and SVG.
///
/// Every layout starts from the same digits, so the choice per context is only a layout:
///
/// | Case               | For                          | `1e7`        | `0.1`       | `-1.005`     | non-finite   |
/// |--------------------|------------------------------|--------------|-------------|--------------|--------------|
/// | ``shortest``       | data (CSV)                   | `10000000`   | `0.1`       | `-1.005`     | (nothing)    |
/// | ``compact``        | help texts, ranges, messages | `1e7`        | `0.1`       | `-1.005`     | `not finite` |
/// | ``decimals(_:)``   | SVG coordinates (2)          | `10000000`   | `0.1`       | `-1` (binary)| `0`          |
/// | ``significant(_:)``| tables (6, as `%.6g`)        | `1e+07`      | `0.1`       | `-1.005`     | `not finite` |
/// | ``scientific(_:)`` | error columns (3, as `%.3e`) | `1.000e+07`  | `1.000e-01` | `-1.005e+00` | `not finite` |
/// | ``fixedPoint(_:)`` | percentages, seconds (2)     | `10000000.00`| `0.10`      | `-1.00`      | `not finite` |
///
/// The digits are the shortest decimal that parses back to the same `Double`; the C-style layouts round
/// those digits half to even, so a table agrees with the CSV beside it. That is what C writes except
/// where the shortest decimal is itself a tie: `fixedPoint(2)` writes `1.015` (binary
/// 1.01499999999999990…) as `1.02` where `%.2f` writes `1.01`. Nothing depends on the locale or the
/// platform's float printing, and nothing needs the C library (the WebAssembly build has none).
public enum NumberFormat: Sendable, Hashable {
  /// The shortest decimal that parses back to the same `Double`, bit for bit (`-0` included): fixed
  /// notation when the decimal exponent `e` of the first digit is in `[−4, 16]`, otherwise `d.ddde±x`
  /// with no padding — `0.1`, `12.566370614359172`, `100`, `-0`, `0.0001`, `1e-5`, `1.5e-300`, `1e17`.
  /// A non-finite value writes nothing (a CSV field for one stays empty).
  case shortest
  /// The shortest decimal as a person reads a setting: whole numbers written out unless they end in six
  /// or more zeros (`100000`, but `1e7`, `1.2e7`), exponent form below `1e-4` and from `1e16`, no `+` and
  /// no padding in the exponent — `60`, `0.1`, `1e-7`, `1e9`, `1e100`, `12.566370614359172`. Reads back
  /// bit for bit; `not finite` for a non-finite value.
  case compact
  /// At most `n` decimals (0…6), trailing zeros trimmed, never in exponent form, `-0` as `0`, non-finite
  /// values as `0`, magnitudes clamped to 10¹²: for SVG, where 0.01 pt (n = 2) is far below a device
  /// pixel at 3×. Rounds half away from zero on the scaled binary value (`1.0051 → 1.01`, `1.005 → 1`).
  case decimals(Int)
  /// `n` significant digits (at least 1), as C's `%.<n>g`: exponent form (`1.5e-05`, `1e+07`) when the
  /// first digit's exponent is below −4 or at least `n`, trailing zeros trimmed; `not finite` otherwise.
  case significant(Int)
  /// One digit, a point and `n` more, then a signed exponent of at least two digits, as C's `%.<n>e`
  /// (`1.235e-05`); `not finite` for a non-finite value.
  case scientific(Int)
  /// Exactly `n` decimals, as C's `%.<n>f` (`12.50`); `not finite` for a non-finite value.
  case fixedPoint(Int)

  /// `value` in this layout.
  /// - Parameter value: Any double.
  /// - Returns: Its text (see each case for non-finite values).
  public func text(_ value: Double) -> String {
    switch self {
    case .shortest, .compact:
      var bytes: [UInt8] = []
      append(value, to: &bytes)
      return String(decoding: bytes, as: UTF8.self)
    case .decimals(let digits): return Self.decimalsText(value, digits: digits)
    case .significant(let digits): return Self.significantText(value, digits: digits)
    case .scientific(let digits): return Self.scientificText(value, digits: digits)
    case .fixedPoint(let digits): return Self.fixedPointText(value, digits: digits)
    }
  }

  /// Appends `value` in this layout to `bytes` as UTF-8.
  /// - Parameters:
  ///   - value: Any double.
  ///   - bytes: Where the text goes.
  /// - Complexity: O(1) and no allocation beyond `bytes` growth for ``shortest`` and ``compact`` (the
  ///   CSV writer's path); the other layouts build a string first.
  public func append(_ value: Double, to bytes: inout [UInt8]) {
    switch self {
    case .shortest, .compact:
      let compact: Bool
      if case .compact = self { compact = true } else { compact = false }
      guard value.isFinite else {
        if compact { bytes.append(contentsOf: Self.notFinite.utf8) }
        return
      }
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { buffer in
        guard let base = buffer.baseAddress else { return }
        // −0 is a datum in CSV; a person reads it as 0.
        let shown = compact && value == 0 ? 0 : value
        let count = Self.writeShortest(shown, to: base, compact: compact)
        bytes.append(contentsOf: UnsafeBufferPointer(start: base, count: count))
      }
    default:
      bytes.append(contentsOf: text(value).utf8)
    }
  }

  /// What the layouts for people write for an infinity or NaN.
  static let notFinite = "not finite"
}
