import Dispatch

/// Runs work over `0..<count` in blocks on `jobs` threads and hands the block results back in order,
/// so output is identical whatever the number of jobs.
///
/// Blocks are computed in waves of `4 × jobs`; within a wave worker `w` takes blocks `w, w + jobs, …`
/// (`DispatchQueue.concurrentPerform`), then the calling thread consumes the wave's results in block
/// order. Memory stays bounded by one wave.
public enum ParallelBlocks {
  /// Processes `range` in blocks of `blockSize` on `jobs` threads.
  /// - Parameters:
  ///   - range: The item indices.
  ///   - blockSize: Items per block (≥ 1).
  ///   - jobs: Worker threads (≥ 1).
  ///   - work: Computes one block's result (called concurrently).
  ///   - consume: Receives each block's result, in order, on the calling thread.
  /// - Complexity: O(items) calls of the work.
  public static func run<Result: Sendable>(
    _ range: Range<Int>, blockSize: Int, jobs: Int,
    work: @Sendable (Range<Int>) -> Result, consume: (Result) throws -> Void
  ) rethrows {
    let size = max(blockSize, 1)
    let workers = max(jobs, 1)
    let blockCount = (range.count + size - 1) / size
    let wave = 4 * workers
    var first = 0
    while first < blockCount {
      let blocks = min(wave, blockCount - first)
      let slots = ResultSlots<Result>(count: blocks)
      let base = first
      DispatchQueue.concurrentPerform(iterations: min(workers, blocks)) { worker in
        for block in stride(from: worker, to: blocks, by: workers) {
          let lower = range.lowerBound + (base + block) * size
          let upper = min(lower + size, range.upperBound)
          slots.store(work(lower..<upper), at: block)
        }
      }
      for block in 0..<blocks {
        if let result = slots.take(block) { try consume(result) }
      }
      first += blocks
    }
  }
}

/// Fixed slots each written by exactly one worker, then read by the caller after all workers finish
/// (`concurrentPerform` returns only then, which orders the writes before the reads).
final class ResultSlots<Result: Sendable>: @unchecked Sendable {
  private let count: Int
  private let base: UnsafeMutablePointer<Result?>

  init(count: Int) {
    self.count = count
    base = .allocate(capacity: count)
    base.initialize(repeating: nil, count: count)
  }

  deinit {
    base.deinitialize(count: count)
    base.deallocate()
  }

  func store(_ value: Result, at index: Int) { base[index] = value }

  func take(_ index: Int) -> Result? { base[index] }
}
