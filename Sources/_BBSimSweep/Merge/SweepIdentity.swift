import _BBSimSupport

/// What every shard of a split sweep says about itself, so `bbsim merge` never mixes two sweeps: the
/// sweep's identity, which shard the file is and of how many, and the unsharded sweep's size.
///
/// `bbsim sweep --shard k/n` with `n > 1` writes it as the file's first line, before the header (shard
/// 1) or the first row:
/// ```
/// #bbsim-sweep 9f0c3a61d2e47b85 shard 2/4 of 21600
/// ```
/// (CRLF-ended like every line). The identity is the 64-bit FNV-1a hash of everything that decides
/// the rows: the CSV columns, every stored property of the ``SweepSpace`` (each parameter list and the
/// stroke, as `String(reflecting:)` writes them: doubles in shortest round-trip digits), `--rate`,
/// `--samples` and `--seed` — not `--jobs` or `--shard`. Two sweeps that differ in any of those carry
/// different identities (up to a 2⁻⁶⁴ collision). The unsharded sweep (and `--shard 1/1`) writes no
/// such line, so its bytes are those of a plain `bbsim sweep`; merge strips the lines.
package struct SweepIdentity: Hashable, Sendable {
  /// The sweep's hash.
  package var sweep: UInt64
  /// The shard the file holds.
  package var shard: Shard
  /// Configurations in the unsharded sweep.
  package var total: Int

  /// What the line starts with.
  static let prefix = Array("#bbsim-sweep ".utf8)

  /// `String(reflecting: space)` with every module of the tool (`_BBSim…`) named `_BBSimKit`, the module
  /// that held all the tool's types when shard identities were first written: moving a type between the
  /// tool's modules changes no identity, so the shards of earlier builds still merge with new ones.
  /// - Parameter space: The sweep's parameters.
  /// - Returns: The description that is hashed.
  static func description(of space: SweepSpace) -> String {
    String(reflecting: space).replacing(/_BBSim\w*\./, with: "_BBSimKit.")
  }

  /// The identity of `plan`'s shard.
  package init(_ plan: SweepPlan) {
    var hash = FNV1a()
    for column in SweepConfiguration.columns { hash.add(Array(column.utf8)) }
    // Every stored property of the space, present and future, as Swift describes it (doubles in their
    // shortest round-trip digits, enumerations by case name).
    hash.add(Array(Self.description(of: plan.space).utf8))
    hash.add([plan.rate])
    hash.add(word: plan.samples.map { UInt64($0) } ?? .max)
    hash.add(word: plan.samples == nil ? 0 : plan.seed)
    self.init(sweep: hash.value, shard: plan.shard, total: plan.total)
  }

  init(sweep: UInt64, shard: Shard, total: Int) {
    self.sweep = sweep
    self.shard = shard
    self.total = total
  }

  /// The sweep's hash as 16 hex digits.
  package var hex: String {
    let digits = String(sweep, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// The line, CRLF-ended.
  package var line: [UInt8] {
    Self.prefix + Array("\(hex) shard \(shard.index)/\(shard.count) of \(total)\r\n".utf8)
  }

  /// Whether `line` starts like an identity line (it is a comment, not a row or header).
  static func isIdentityLine(_ line: ArraySlice<UInt8>) -> Bool { line.starts(with: prefix) }

  /// Parses a line written by ``line``; `nil` when it is not exactly one.
  init?(parsing line: ArraySlice<UInt8>) {
    guard line.starts(with: Self.prefix), line.last == UInt8(ascii: "\n"),
      line.dropLast().last == UInt8(ascii: "\r")
    else { return nil }
    let text = String(decoding: line.dropFirst(Self.prefix.count).dropLast(2), as: UTF8.self)
    let words = text.split(separator: " ", omittingEmptySubsequences: false)
    guard words.count == 5, words[1] == "shard", words[3] == "of", words[0].count == 16,
      let sweep = UInt64(words[0], radix: 16), let total = Int(words[4]), total >= 0
    else { return nil }
    let parts = words[2].split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]), (1...Shard.maximumCount).contains(n),
      (1...n).contains(k)
    else { return nil }
    self.init(sweep: sweep, shard: Shard(uncheckedIndex: k, count: n), total: total)
    guard Array(line) == self.line else { return nil }
  }
}

/// The 64-bit FNV-1a hash (offset basis 0xcbf29ce484222325, prime 0x100000001b3), stable across
/// processes and machines, unlike `Hasher`.
struct FNV1a {
  private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  /// Hashes each byte.
  mutating func add(_ bytes: [UInt8]) {
    for byte in bytes {
      value ^= UInt64(byte)
      value &*= 0x0000_0100_0000_01b3
    }
    add(word: UInt64(bytes.count))
  }

  /// Hashes the 8 bytes of `word`, least significant first.
  mutating func add(word: UInt64) {
    for shift in stride(from: 0, to: 64, by: 8) {
      value ^= (word >> UInt64(shift)) & 0xff
      value &*= 0x0000_0100_0000_01b3
    }
  }

  /// Hashes the count and each value's bit pattern.
  mutating func add(_ values: [Double]) {
    add(word: UInt64(values.count))
    for value in values { add(word: value.bitPattern) }
  }
}
