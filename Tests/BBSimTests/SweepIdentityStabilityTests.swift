import Testing

/// A shard's identity line does not depend on which of the tool's modules its types live in: the values
/// below are what `bbsim` wrote when all the tool's types were in `_BBSimKit` (main at `a226d9f`, before
/// the commands became modules of their own), so shards written by earlier builds still merge.
@Suite struct SweepIdentityStabilityTests {
  @Test(arguments: [
    (
      ["sweep", "--shard", "2/2", "--duration", "0.5", "--velocity", "0,900"],
      "#bbsim-sweep 88c550c59183ba92 shard 2/2 of 10368"
    ),
    (["sweep", "--shard", "1/3"], "#bbsim-sweep aaa7bf390263ed7b shard 1/3 of 129600"),
  ])
  func aShardsIdentityIsTheOneEarlierBuildsWrote(arguments: [String], line: String) throws {
    let result = try BBSimBinary.run(arguments + ["--out", "-"])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.split(whereSeparator: \.isNewline).first.map(String.init) == line)
  }
}
