import ButterflyPhysics
import ButterflyRender
import _BBSimOptions
import _BBSimSupport

/// Merges the CSVs of `bbsim sweep --shard k/n` (every `k` in `1…n`, files in any order) into the
/// unsharded sweep, byte for byte, after proving that every configuration of one sweep appears exactly
/// once.
///
/// Shard `k` of a sweep of `T` configurations holds the configurations
/// ```
/// [⌊T·(k−1)/n⌋, ⌊T·k/n⌋)
/// ```
/// (``Shard/range(ofTotal:)``), one row each, its first field the configuration index. With `n > 1`
/// each file starts with its ``SweepIdentity`` line (sweep, `k/n`, `T`); with `n = 1` the file may be
/// a plain unsharded sweep. Each file is read twice, so inputs must be regular files:
/// 1. a check reads each file once: its identity line must be of the same sweep as every other file's
///    and of `n` shards; the header (shard 1) must be the sweep's; every row must be the next
///    configuration of its shard and obey the sweep's rules (``SweepRowCheck``), and the rows must fill
///    the shard exactly;
/// 2. once every shard of `1…n` with configurations is present exactly once, the header and then
///    each shard's checked bytes, in shard order, are copied — after proving each file is unchanged.
/// Time and memory: linear in the bytes read, memory flat (lines of at most
/// ``ShardInput/maximumLineLength`` bytes, read in 1 MiB blocks), a few hundred bytes per file.
package struct ShardMerge {
  /// What the check found in one file.
  struct Scanned {
    /// The input's path.
    var path: String
    /// Its identity line, or `nil` for an unsharded sweep (`n = 1` only).
    var identity: SweepIdentity?
    /// The configurations it holds.
    var configurations: Range<Int>
    /// Where its rows start in the file, and their length in bytes.
    var rows: (offset: Int, length: Int)
    /// The file when checked.
    var status: ShardInput.FileStatus
    /// Its shard number.
    var shard: Int { identity?.shard.index ?? 1 }
  }

  /// The sweep's header line.
  static let header = CSVRow.header(SweepConfiguration.columns)

  /// `n`.
  package let count: Int
  /// `T`, configurations in the whole sweep, or `nil` to take what the files say.
  package let total: Int?

  /// Creates a merge of `count` shards of `total` configurations (`nil`: as the files say).
  package init(count: Int, total: Int?) {
    self.count = count
    self.total = total
  }

  /// Checks `paths` and writes the merged sweep to `sink` (not committed).
  /// - Parameters:
  ///   - paths: The shard CSVs, in any order.
  ///   - sink: Where the merged CSV goes.
  /// - Throws: ``MergeFailure`` naming the file, line and problem, or the shard and configurations at
  ///   fault; ``OutputError``.
  package func merge(_ paths: [String], to sink: OutputSink) throws {
    var byShard: [Int: Scanned] = [:]
    var first: Scanned?
    for path in paths {
      let scanned = try scan(path)
      if let reference = first { try Self.checkSameSweep(scanned, as: reference) } else { first = scanned }
      if let earlier = byShard[scanned.shard] {
        throw MergeFailure(
          "shard \(scanned.shard)/\(count) (configurations \(Self.describe(scanned.configurations))) is duplicated: "
            + "'\(FileSystemPath(earlier.path))' and '\(FileSystemPath(path))'")
      }
      byShard[scanned.shard] = scanned
    }
    guard let first else { throw MergeFailure("no shard CSVs given") }
    let total = first.identity?.total ?? first.configurations.count
    for k in 1...count where byShard[k] == nil {
      let range = Shard(uncheckedIndex: k, count: count).range(ofTotal: total)
      if !range.isEmpty {
        throw MergeFailure("shard \(k)/\(count) (configurations \(Self.describe(range))) is missing")
      }
    }
    try sink.write(Self.header)
    for k in 1...count {
      guard let scanned = byShard[k], !scanned.configurations.isEmpty else { continue }
      try ShardInput(path: scanned.path).copy(
        from: scanned.rows.offset, length: scanned.rows.length, checkedAs: scanned.status, to: sink)
    }
  }

  /// Reads one file once: its identity line, its header (shard 1) and its rows.
  /// - Throws: ``MergeFailure`` naming the file and line.
  func scan(_ path: String) throws(MergeFailure) -> Scanned {
    var input = try ShardInput(path: path)
    let file = FileSystemPath(path)
    guard var line = try input.nextLine(number: 1) else {
      throw MergeFailure("'\(file)' is empty; expected a shard written by bbsim sweep --shard k/\(count)")
    }
    var number = 1
    var identity: SweepIdentity?
    if SweepIdentity.isIdentityLine(line) || count > 1 {
      let found = try identityLine(line, in: file)
      identity = found
      number += 1
      guard let next = try input.nextLine(number: number) else {
        return Scanned(
          path: path, identity: found, configurations: try filled(found, 0..<0, file: file, line: number),
          rows: (input.offset, 0), status: input.status)
      }
      line = next
    }
    let range = identity.map { $0.shard.range(ofTotal: $0.total) } ?? 0..<(total ?? Int.max)
    var rowStart = input.offset - line.count
    // The header is shard 1's (sweep writes it there, even when shard 1 holds no configurations).
    if identity.map({ $0.shard.index == 1 }) ?? true {
      guard line.elementsEqual(Self.header) else {
        throw MergeFailure(
          "'\(file)' line \(number): header '\(Excerpt(line))' differs from the sweep's '\(Excerpt(Self.header[...]))'")
      }
      rowStart = input.offset
      number += 1
      line = try input.nextLine(number: number) ?? []
    }
    var next = range.lowerBound
    while !line.isEmpty {
      guard next < range.upperBound else {
        throw MergeFailure(
          "'\(file)' line \(number): a row after the last configuration of shard "
            + "\(identity.map { "\($0.shard.index)/\($0.shard.count)" } ?? "1/1") (\(Self.describe(range)))")
      }
      if let problem = SweepRowCheck.problem(line, index: next) {
        throw MergeFailure("'\(file)' line \(number): \(problem)")
      }
      next += 1
      number += 1
      line = try input.nextLine(number: number) ?? []
    }
    let rows = range.lowerBound..<next
    let configurations = try identity.map { found throws(MergeFailure) in
      try filled(found, rows, file: file, line: number)
    }
    if configurations == nil {
      guard !rows.isEmpty else {
        throw MergeFailure("'\(file)' line \(number): holds no configurations, only a header")
      }
      if let total, rows.count != total {
        throw MergeFailure(
          "'\(file)' line \(number): ends after configurations \(Self.describe(rows)); expected --total \(total)")
      }
    }
    return Scanned(
      path: path, identity: identity, configurations: rows, rows: (rowStart, input.offset - rowStart),
      status: input.status)
  }

  /// The identity on `line`, of a split into `count` shards of `total` configurations.
  private func identityLine(_ line: ArraySlice<UInt8>, in file: FileSystemPath) throws(MergeFailure) -> SweepIdentity {
    guard let identity = SweepIdentity(parsing: line) else {
      if SweepIdentity.isIdentityLine(line), line.last == UInt8(ascii: "\n"), line.dropLast().last != UInt8(ascii: "\r")
      {
        throw MergeFailure("'\(file)' line 1: ends with LF alone; sweep lines end with CRLF")
      }
      throw MergeFailure(
        "'\(file)' line 1: '\(Excerpt(line))' is not a sweep identity line ('\(String(decoding: SweepIdentity.prefix, as: UTF8.self))"
          + "<16 hex digits> shard k/\(count) of T', which sweep --shard k/\(count) writes first)")
    }
    guard identity.shard.count == count else {
      throw MergeFailure(
        "'\(file)' line 1: shard \(identity.shard.index)/\(identity.shard.count); expected a shard of --of \(count)")
    }
    if let total, identity.total != total {
      throw MergeFailure(
        "'\(file)' line 1: a shard of a sweep of \(identity.total) configurations; expected --total \(total)")
    }
    return identity
  }

  /// `rows` when they are all of `identity`'s shard.
  private func filled(_ identity: SweepIdentity, _ rows: Range<Int>, file: FileSystemPath, line: Int)
    throws(MergeFailure)
    -> Range<Int>
  {
    let range = identity.shard.range(ofTotal: identity.total)
    guard rows.count < range.count else { return range }
    let held = rows.isEmpty ? "no configurations" : "configurations \(Self.describe(rows))"
    throw MergeFailure(
      "'\(file)' line \(line): ends after \(held); shard \(identity.shard.index)/\(identity.shard.count) of "
        + "\(identity.total) is \(Self.describe(range)) (an interrupted job or copy?)")
  }

  /// Refuses two files of different sweeps, or an unsharded sweep beside a shard.
  static func checkSameSweep(_ scanned: Scanned, as reference: Scanned) throws(MergeFailure) {
    guard let mine = scanned.identity, let theirs = reference.identity else { return }
    guard mine.sweep == theirs.sweep, mine.total == theirs.total else {
      throw MergeFailure(
        "'\(FileSystemPath(scanned.path))' line 1: a shard of sweep \(mine.hex) (\(mine.total) configurations), "
          + "'\(FileSystemPath(reference.path))' of sweep \(theirs.hex) (\(theirs.total)): shards of two different "
          + "sweeps")
    }
  }

  /// `a…b` (inclusive) for a range of configurations.
  static func describe(_ range: Range<Int>) -> String {
    range.isEmpty ? "none" : "\(range.lowerBound)…\(range.upperBound - 1)"
  }
}
