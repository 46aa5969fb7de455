import ButterflyRender

/// Merges the CSVs of `bbsim sweep --shard k/n` (every `k` in `1…n`, files in any order) into the
/// unsharded sweep, byte for byte, after proving that every configuration appears exactly once.
///
/// Shard `k` of a sweep of `T` configurations holds the configurations
/// ```
/// [⌊T·(k−1)/n⌋, ⌊T·k/n⌋)
/// ```
/// (``Shard/range(ofTotal:)``), one row each, its first field the configuration index. Each file is
/// read twice, so inputs must be files that can be read again (not pipes):
/// 1. a scan checks that a header line, where present, is the sweep's, that the rows' indices are
///    consecutive, and names the shard they are (the one whose range they fill exactly);
/// 2. once every shard of `1…n` with configurations is present exactly once, the header and then
///    each shard's rows, in shard order, are written.
public struct ShardMerge {
  /// What a scan found in one file.
  struct Scanned {
    /// The input's path.
    var path: String
    /// The configurations it holds.
    var configurations: Range<Int>
  }

  /// The sweep's header line.
  static let header = CSVRow.header(SweepConfiguration.columns)

  /// `n`.
  public let count: Int
  /// `T`, configurations in the whole sweep, or `nil` to take one more than the largest index found
  /// (shard `n` holds it; if shard `n` is missing, the files fill no split of that smaller sweep).
  public let total: Int?

  /// Creates a merge of `count` shards of `total` configurations (`nil`: inferred).
  public init(count: Int, total: Int?) {
    self.count = count
    self.total = total
  }

  /// Checks `paths` and writes the merged sweep to `sink` (not committed).
  /// - Parameters:
  ///   - paths: The shard CSVs, in any order.
  ///   - sink: Where the merged CSV goes.
  /// - Throws: ``MergeFailure`` naming the file, shard and configuration at fault, or ``OutputError``.
  public func merge(_ paths: [String], to sink: OutputSink) throws {
    var scans: [Scanned] = []
    for path in paths { scans.append(try scan(path)) }
    let total = self.total ?? (scans.map(\.configurations.upperBound).max() ?? 0)
    var byShard: [Int: Scanned] = [:]
    for scanned in scans where !scanned.configurations.isEmpty {
      let path = scanned.path
      let k = try shard(of: scanned, total: total)
      if let earlier = byShard[k] {
        throw MergeFailure(
          "shard \(k)/\(count) (configurations \(Self.describe(scanned.configurations))) is duplicated: "
            + "'\(FileSystemPath(earlier.path))' and '\(FileSystemPath(path))'")
      }
      byShard[k] = scanned
    }
    for k in 1...count {
      let range = Shard(uncheckedIndex: k, count: count).range(ofTotal: total)
      if !range.isEmpty, byShard[k] == nil {
        throw MergeFailure("shard \(k)/\(count) (configurations \(Self.describe(range))) is missing")
      }
    }
    try sink.write(Self.header)
    for k in 1...count {
      guard let scanned = byShard[k] else { continue }
      var input = try ShardInput(path: scanned.path)
      var bytes: [UInt8] = []
      while let line = try input.nextLine() {
        if Self.isHeader(line) { continue }
        bytes.append(contentsOf: line)
        if bytes.count >= ShardInput.blockSize {
          try sink.write(bytes)
          bytes.removeAll(keepingCapacity: true)
        }
      }
      try sink.write(bytes)
    }
  }

  /// Reads one file: its header (if any) must be the sweep's, its rows consecutive configurations.
  /// - Throws: ``MergeFailure`` naming the file and line.
  func scan(_ path: String) throws(MergeFailure) -> Scanned {
    var input = try ShardInput(path: path)
    var first: Int?
    var next = 0
    var number = 0
    while let line = try input.nextLine() {
      number += 1
      if Self.isHeader(line) {
        guard number == 1, line.elementsEqual(Self.header) else {
          throw MergeFailure(
            "'\(FileSystemPath(path))' line \(number): header '\(Self.text(line))' differs from the sweep's "
              + "'\(Self.text(Self.header[...]))'")
        }
        continue
      }
      guard let index = Self.configurationIndex(line), first == nil || index == next else {
        throw MergeFailure(
          "'\(FileSystemPath(path))' line \(number): expected configuration \(first == nil ? "index" : "\(next)"), "
            + "found '\(Self.text(line.prefix(40)))'")
      }
      if first == nil { first = index }
      next = index + 1
    }
    return Scanned(path: path, configurations: (first ?? 0)..<(first == nil ? 0 : next))
  }

  /// The shard whose configurations `scanned` holds exactly.
  /// - Throws: ``MergeFailure`` when its rows start no shard or end early or late.
  func shard(of scanned: Scanned, total: Int) throws(MergeFailure) -> Int {
    let configurations = scanned.configurations
    for k in 1...count {
      let range = Shard(uncheckedIndex: k, count: count).range(ofTotal: total)
      guard !range.isEmpty, range.lowerBound == configurations.lowerBound else { continue }
      guard range == configurations else {
        throw MergeFailure(
          "'\(FileSystemPath(scanned.path))' holds configurations \(Self.describe(configurations)); shard "
            + "\(k)/\(count) of \(total) is \(Self.describe(range))")
      }
      return k
    }
    throw MergeFailure(
      "'\(FileSystemPath(scanned.path))' holds configurations \(Self.describe(configurations)), which start no "
        + "shard of \(count) over \(total) configurations (check --of and --total)")
  }

  /// Whether a line is a header (it does not start with a configuration index).
  static func isHeader(_ line: ArraySlice<UInt8>) -> Bool {
    guard let byte = line.first else { return false }
    return !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  /// The configuration index at the start of a row (digits up to the first comma).
  static func configurationIndex(_ line: ArraySlice<UInt8>) -> Int? {
    guard let comma = line.firstIndex(of: UInt8(ascii: ",")) else { return nil }
    return Int(String(decoding: line[..<comma], as: UTF8.self))
  }

  /// A line for a message, without its line end.
  static func text(_ line: ArraySlice<UInt8>) -> String {
    String(decoding: line.filter { $0 != UInt8(ascii: "\r") && $0 != UInt8(ascii: "\n") }, as: UTF8.self)
  }

  /// `a…b` (inclusive) for a range of configurations.
  static func describe(_ range: Range<Int>) -> String { "\(range.lowerBound)…\(range.upperBound - 1)" }
}
