import Foundation
import Testing

/// `bbsim merge` and `--shard auto/n` run as processes: shards merged in any order equal the
/// unsharded sweep byte for byte; a differing header, a missing or duplicated shard exit 65 naming it
/// and write nothing; an output that is an input exits 64; `auto/n` takes k from Slurm or Kubernetes.
@Suite struct MergeEndToEndTests {
  /// Shards of the small grid: 24 configurations in 4 shards of 6.
  static let shardCount = 4

  /// Writes shards `1…n` of the small grid as `shard-k.csv` in `directory`, and the unsharded sweep as
  /// `full.csv`; returns the unsharded bytes.
  static func writeShards(in directory: URL) throws -> Data {
    let full = try BBSimBinary.run(["sweep", "--out", "full.csv"] + SweepEndToEndTests.smallGrid, in: directory)
    #expect(full.status == 0, "\(full.standardError)")
    for k in 1...shardCount {
      let arguments = ["sweep", "--shard", "\(k)/\(shardCount)", "--out", "shard-\(k).csv"]
      let shard = try BBSimBinary.run(arguments + SweepEndToEndTests.smallGrid, in: directory)
      #expect(shard.status == 0, "\(shard.standardError)")
    }
    return try Data(contentsOf: directory.appendingPathComponent("full.csv"))
  }

  /// Runs `bbsim` in `directory` with the job runners' variables removed, then `environment` added.
  static func run(_ arguments: [String], in directory: URL, environment: [String: String]) throws
    -> BBSimBinary.Result
  {
    guard let url = BBSimBinary.url else { throw CocoaError(.fileNoSuchFile) }
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var inherited = ProcessInfo.processInfo.environment
    inherited["SLURM_ARRAY_TASK_ID"] = nil
    inherited["JOB_COMPLETION_INDEX"] = nil
    process.environment = inherited.merging(environment) { $1 }
    return try BBSimBinary.capture(process)
  }

  @Test func shardsGivenInAnyOrderMergeToTheUnshardedSweepByteForByte() throws {
    let directory = try BBSimBinary.scratchDirectory()
    let full = try Self.writeShards(in: directory)
    let inputs = ["shard-3.csv", "shard-1.csv", "shard-4.csv", "shard-2.csv"]
    let result = try BBSimBinary.run(["merge", "--of", "4", "--out", "merged.csv"] + inputs, in: directory)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(try Data(contentsOf: directory.appendingPathComponent("merged.csv")) == full)
    let stdout = try BBSimBinary.run(["merge", "--of", "4", "--total", "24", "--out", "-"] + inputs, in: directory)
    #expect(Data(stdout.standardOutput.utf8) == full)
  }

  @Test func aHeaderThatDiffersExits65NamingTheFileAndWritesNothing() throws {
    let directory = try BBSimBinary.scratchDirectory()
    _ = try Self.writeShards(in: directory)
    let first = directory.appendingPathComponent("shard-1.csv")
    let text = try String(contentsOf: first, encoding: .utf8)
    try text.replacingOccurrences(of: "config,axle", with: "config,axis").write(
      to: first, atomically: true, encoding: .utf8)
    let result = try BBSimBinary.run(["merge", "--of", "4", "--out", "merged.csv"] + Self.inputs, in: directory)
    #expect(result.status == 65)
    #expect(
      result.errorLines.count == 1 && result.standardError.contains("shard-1.csv")
        && result.standardError.contains("header"))
    #expect(!BBSimBinary.contents(of: directory).contains("merged.csv"))
  }

  static let inputs = ["shard-1.csv", "shard-2.csv", "shard-3.csv", "shard-4.csv"]

  @Test(arguments: [2, 4])
  func aMissingShardExits65NamingItsNumberAndConfigurations(missing: Int) throws {
    let directory = try BBSimBinary.scratchDirectory()
    _ = try Self.writeShards(in: directory)
    let inputs = Self.inputs.filter { $0 != "shard-\(missing).csv" }
    let result = try BBSimBinary.run(
      ["merge", "--of", "4", "--total", "24", "--out", "merged.csv"] + inputs, in: directory)
    #expect(result.status == 65)
    let first = (missing - 1) * 6
    #expect(result.errorLines == ["error: merge: shard \(missing)/4 (configurations \(first)…\(first + 5)) is missing"])
    #expect(!BBSimBinary.contents(of: directory).contains("merged.csv"))
  }

  @Test func withoutTotalAMissingLastShardStillExits65() throws {
    let directory = try BBSimBinary.scratchDirectory()
    _ = try Self.writeShards(in: directory)
    let result = try BBSimBinary.run(["merge", "--of", "4", "--out", "-"] + Self.inputs.dropLast(), in: directory)
    #expect(result.status == 65 && result.standardOutput.isEmpty)
    #expect(result.errorLines.count == 1)
  }

  @Test func aDuplicatedShardExits65NamingItAndBothFiles() throws {
    let directory = try BBSimBinary.scratchDirectory()
    _ = try Self.writeShards(in: directory)
    try FileManager.default.copyItem(
      at: directory.appendingPathComponent("shard-3.csv"), to: directory.appendingPathComponent("again.csv"))
    let result = try BBSimBinary.run(
      ["merge", "--of", "4", "--out", "merged.csv"] + Self.inputs + ["again.csv"], in: directory)
    #expect(result.status == 65)
    #expect(
      result.errorLines
        == ["error: merge: shard 3/4 (configurations 12…17) is duplicated: 'shard-3.csv' and 'again.csv'"])
    #expect(!BBSimBinary.contents(of: directory).contains("merged.csv"))
  }

  @Test(arguments: ["shard-2.csv", "./shard-2.csv"])
  func anOutputThatIsAnInputExits64AndLeavesItAlone(out: String) throws {
    let directory = try BBSimBinary.scratchDirectory()
    _ = try Self.writeShards(in: directory)
    let before = try Data(contentsOf: directory.appendingPathComponent("shard-2.csv"))
    let result = try BBSimBinary.run(["merge", "--of", "4", "--out", out] + Self.inputs, in: directory)
    #expect(result.status == 64)
    #expect(result.errorLines.count == 1 && result.standardError.contains("--out"))
    #expect(try Data(contentsOf: directory.appendingPathComponent("shard-2.csv")) == before)
  }

  /// `SLURM_ARRAY_TASK_ID` is 1-based (`--array=1-n`), `JOB_COMPLETION_INDEX` 0-based.
  @Test(arguments: [("SLURM_ARRAY_TASK_ID", 1), ("JOB_COMPLETION_INDEX", 0)])
  func autoShardsTakeKFromTheJobRunner(variable: String, first: Int) throws {
    let directory = try BBSimBinary.scratchDirectory()
    _ = try Self.writeShards(in: directory)
    for k in 1...Self.shardCount {
      let arguments = ["sweep", "--shard", "auto/\(Self.shardCount)", "--out", "auto-\(k).csv"]
      let result = try Self.run(
        arguments + SweepEndToEndTests.smallGrid, in: directory, environment: [variable: "\(k - 1 + first)"])
      #expect(result.status == 0, "\(result.standardError)")
      let auto = try Data(contentsOf: directory.appendingPathComponent("auto-\(k).csv"))
      #expect(auto == (try Data(contentsOf: directory.appendingPathComponent("shard-\(k).csv"))))
    }
  }

  @Test(arguments: [
    [:], ["SLURM_ARRAY_TASK_ID": "0"], ["SLURM_ARRAY_TASK_ID": "5"], ["JOB_COMPLETION_INDEX": "4"],
    ["JOB_COMPLETION_INDEX": "one"],
  ])
  func autoWithoutAValidVariableExits64NamingTheOptionAndVariables(environment: [String: String]) throws {
    let directory = try BBSimBinary.scratchDirectory()
    let result = try Self.run(
      ["sweep", "--shard", "auto/4", "--out", "x.csv"], in: directory, environment: environment)
    #expect(result.status == 64)
    #expect(result.errorLines.count == 1)
    #expect(result.standardError.contains("--shard"))
    #expect(result.standardError.contains(environment.keys.first ?? "SLURM_ARRAY_TASK_ID"))
    #expect(result.standardError.contains(environment.keys.first ?? "JOB_COMPLETION_INDEX"))
    #expect(BBSimBinary.contents(of: directory).isEmpty)
  }
}
