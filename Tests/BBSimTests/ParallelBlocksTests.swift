import Testing

@testable import _BBSimKit
@testable import _BBSimSupport

/// `ParallelBlocks.run`: the consumer sees every block once, in order, whatever the number of jobs, and
/// a consumer that throws stops the run cleanly.
@Suite struct ParallelBlocksTests {
  struct Stop: Error {}

  @Test(arguments: [1, 2, 3, 8, 64])
  func everyBlockIsConsumedOnceInOrder(jobs: Int) {
    var consumed: [Range<Int>] = []
    ParallelBlocks.run(5..<1_005, blockSize: 7, jobs: jobs, work: { $0 }, consume: { consumed.append($0) })
    #expect(consumed.first == 5..<12 && consumed.last == 999..<1_005)
    #expect(consumed.flatMap { $0 } == Array(5..<1_005))
  }

  @Test func anEmptyRangeConsumesNothing() {
    var count = 0
    ParallelBlocks.run(0..<0, blockSize: 4, jobs: 4, work: { $0 }, consume: { _ in count += 1 })
    #expect(count == 0)
  }

  /// Workers far ahead of the consumer (slow consumer, fast work) and behind it (slow work) both end
  /// when the consumer throws; the run rethrows and nothing is consumed after the throw.
  @Test(arguments: [2, 4])
  func aThrowingConsumerStopsTheRun(jobs: Int) {
    var consumed = 0
    #expect(throws: Stop.self) {
      try ParallelBlocks.run(
        0..<100_000, blockSize: 10, jobs: jobs, work: { $0.count },
        consume: { count in
          consumed += count
          if consumed == 500 { throw Stop() }
        })
    }
    #expect(consumed == 500)
  }
}
