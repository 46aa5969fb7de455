import Foundation
import Testing

/// `bbsim check` run as a process on part of its grid.
@Suite struct CheckEndToEndTests {
  @Test func firstShardOfTheGridPassesWithAOneLineVerdict() throws {
    let result = try BBSimBinary.run(["check", "--shard", "1/16"])
    #expect(result.status == 0, "\(result.standardOutput)")
    let lines = result.standardOutput.split(whereSeparator: \.isNewline)
    #expect(lines.count == 1)
    #expect(lines.first?.hasPrefix("check: PASS 540/540") == true, "\(result.standardOutput)")
  }
}
