import Testing

@testable import ButterflyRender
@testable import _BBSimKit
@testable import _BBSimSupport
@testable import _BBSimSweep

/// Ranges, shards, CSV quoting and number formatting, in-process.
@Suite struct ParsingAndFormattingTests {
  @Test func startStopCountIncludesBothEnds() throws {
    let values = try OptionSpec.flickSpeeds.parse("0:3000:31")
    #expect(values.count == 31)
    #expect(values.first == 0 && values.last == 3000 && values[1] == 100)
  }

  @Test(arguments: [(10, 3), (21_600, 7), (5, 8), (1, 1)])
  func shardsPartitionEveryConfigurationExactlyOnce(total: Int, count: Int) throws {
    var covered: [Int] = []
    for k in 1...count { covered += Array(try Shard.parse("\(k)/\(count)").range(ofTotal: total)) }
    #expect(covered == Array(0..<total))
  }

  @Test func csvQuotesOnlyFieldsThatNeedIt() {
    var row = CSVRow()
    row.field("plain")
    row.field("a,b")
    row.field("say \"hi\"")
    row.field(0.1)
    row.field(-0.0)
    row.endRow()
    #expect(
      String(decoding: row.bytes, as: UTF8.self) == "plain,\"a,b\",\"say \"\"hi\"\"\",0.1,-0\r\n",
      "-0 is kept, so it reads back bit for bit")
  }

  @Test func splitMixIsReproducibleForASeed() {
    var a = SplitMix64(seed: 42)
    var b = SplitMix64(seed: 42)
    #expect((0..<8).map { _ in a.next() } == (0..<8).map { _ in b.next() })
    var reference = SplitMix64(seed: 0)
    #expect(reference.next() == 0xE220_A839_7B1D_CDAF, "the published SplitMix64 sequence for seed 0")
  }

  @Test func defaultSweepHasAtLeastTenThousandConfigurations() {
    #expect((SweepSpace.standard.gridCount ?? 0) >= 10_000)
  }
}
