import Foundation
import Testing

/// More shards than configurations: some shards hold no rows (shard 1 then holds only the header), and
/// merging every shard gives the unsharded sweep byte for byte.
@Suite struct MergeEmptyShardTests {
  /// A sweep of `configurations` configurations (end offsets vary; everything else is one value).
  static func arguments(_ configurations: Int) -> [String] {
    let offsets = (0..<configurations).map { "\(-0.8 + 1.6 * Double($0) / Double(max(configurations - 1, 1)))" }
    return [
      "sweep", "--duration", "1", "--velocity", "0", "--axle", "horizontal", "--side", "60", "--angle", "0",
      "--tap-speed", "3", "--shape", "2", "--bounce", "0", "--response", "0.2", "--end-offset",
      offsets.joined(separator: ","),
    ]
  }

  @Test(arguments: [(3, 5), (2, 3), (3, 4), (10, 16), (1, 2)])
  func shardsWithoutRowsMergeIntoTheUnshardedSweep(configurations: Int, shards: Int) throws {
    let directory = try BBSimBinary.scratchDirectory()
    let whole = try BBSimBinary.run(Self.arguments(configurations) + ["--out", "whole.csv"], in: directory)
    #expect(whole.status == 0, "\(whole.standardError)")
    var files: [String] = []
    for k in 1...shards {
      let shard = try BBSimBinary.run(
        Self.arguments(configurations) + ["--shard", "\(k)/\(shards)", "--out", "s\(k).csv"], in: directory)
      #expect(shard.status == 0, "\(shard.standardError)")
      files.append("s\(k).csv")
    }
    let merge = try BBSimBinary.run(["merge", "--of", "\(shards)", "--out", "merged.csv"] + files, in: directory)
    #expect(merge.status == 0, "\(merge.standardError)")
    let merged = try Data(contentsOf: directory.appendingPathComponent("merged.csv"))
    #expect(merged == (try Data(contentsOf: directory.appendingPathComponent("whole.csv"))))
  }
}
