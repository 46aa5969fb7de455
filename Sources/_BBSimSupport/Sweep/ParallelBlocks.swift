import Dispatch
import Foundation

/// Runs work over `0..<count` in blocks on `jobs` threads and hands the block results back in order,
/// so output is identical whatever the number of jobs.
///
/// With one job, each block is computed and consumed in turn on the calling thread. With more, `jobs`
/// worker threads take the next block as soon as they finish one, while the calling thread consumes
/// the results in block order: workers never wait for each other, only for room. At most `4 × jobs`
/// results wait to be consumed (a worker that gets that far ahead pauses), so memory stays bounded.
package enum ParallelBlocks {
  /// The default number of jobs (`--jobs`): one thread per active core.
  package static var allCores: Int { max(ProcessInfo.processInfo.activeProcessorCount, 1) }

  /// Processes `range` in blocks of `blockSize` on `jobs` threads.
  /// - Parameters:
  ///   - range: The item indices.
  ///   - blockSize: Items per block (≥ 1).
  ///   - jobs: Worker threads (≥ 1; no more than there are blocks are started).
  ///   - work: Computes one block's result (called concurrently).
  ///   - consume: Receives each block's result, in order, on the calling thread. When it throws, no
  ///     further block is started or consumed, and `run` rethrows once every worker has stopped.
  /// - Complexity: O(items) calls of the work.
  package static func run<Result: Sendable>(
    _ range: Range<Int>, blockSize: Int, jobs: Int,
    work: @escaping @Sendable (Range<Int>) -> Result, consume: (Result) throws -> Void
  ) rethrows {
    try run(range, blockSize: blockSize, jobs: jobs, state: {}, work: { _, block in work(block) }, consume: consume)
  }

  /// Processes `range` in blocks of `blockSize` on `jobs` threads, each thread with its own `State`:
  /// made by `state` on that thread, handed to `work` for every block the thread computes, in the
  /// order it computes them (which blocks a thread gets depends on timing, so the results must not
  /// depend on the state — a cache of what earlier blocks solved, say).
  /// - Parameters:
  ///   - range: The item indices.
  ///   - blockSize: Items per block (≥ 1).
  ///   - jobs: Worker threads (≥ 1; no more than there are blocks are started).
  ///   - state: Makes one thread's state (called once per worker thread, or once with one job).
  ///   - work: Computes one block's result with its thread's state (called concurrently).
  ///   - consume: Receives each block's result, in order, on the calling thread. When it throws, no
  ///     further block is started or consumed, and `run` rethrows once every worker has stopped.
  /// - Complexity: O(items) calls of the work.
  package static func run<State, Result: Sendable>(
    _ range: Range<Int>, blockSize: Int, jobs: Int, state: @escaping @Sendable () -> State,
    work: @escaping @Sendable (inout State, Range<Int>) -> Result, consume: (Result) throws -> Void
  ) rethrows {
    let size = max(blockSize, 1)
    let blocks = BlockRanges(range: range, size: size)
    let workers = min(max(jobs, 1), blocks.count)
    guard workers > 1 else {
      var own = state()
      for block in 0..<blocks.count { try consume(work(&own, blocks[block])) }
      return
    }
    let window = OrderedWindow<Result>(capacity: 4 * workers, blockCount: blocks.count)
    let finished = DispatchGroup()
    for _ in 0..<workers {
      finished.enter()
      Thread.detachNewThread {
        var own = state()
        while let block = window.claim() { window.store(work(&own, blocks[block]), for: block) }
        finished.leave()
      }
    }
    // No worker outlives `run`, also when `consume` throws: stop them and wait.
    defer {
      window.stop(workers: workers)
      finished.wait()
    }
    for block in 0..<blocks.count { try consume(window.take(block)) }
  }
}

/// The item ranges of a range cut into blocks of `size` (the last one possibly shorter).
package struct BlockRanges: Sendable {
  let range: Range<Int>
  let size: Int

  /// How many blocks.
  var count: Int { (range.count + size - 1) / size }

  /// The items of block `block`.
  subscript(block: Int) -> Range<Int> {
    let lower = range.lowerBound + block * size
    return lower..<min(lower + size, range.upperBound)
  }
}

/// Block results between the workers that compute them, in any order, and the one consumer that takes
/// them in block order, with room for `capacity` of them.
///
/// Block `b` goes to slot `b % capacity`. A worker takes a token of `room` before claiming a block, and
/// the consumer returns one after taking a result; so a block is claimed only when block
/// `b − capacity` has been taken and its slot is free. Each slot's semaphore says its result is there
/// (and orders the worker's write before the consumer's read).
package final class OrderedWindow<Result: Sendable>: @unchecked Sendable {
  private let capacity: Int
  private let blockCount: Int
  private let slots: UnsafeMutablePointer<Result?>
  private let filled: [DispatchSemaphore]
  private let room: DispatchSemaphore
  private let lock = NSLock()
  private var nextBlock = 0  // guarded by `lock`
  private var stopped = false  // guarded by `lock`

  init(capacity: Int, blockCount: Int) {
    self.capacity = capacity
    self.blockCount = blockCount
    slots = .allocate(capacity: capacity)
    slots.initialize(repeating: nil, count: capacity)
    filled = (0..<capacity).map { _ in DispatchSemaphore(value: 0) }
    // Created empty and then given its tokens: libdispatch refuses to dispose of a semaphore whose value
    // is below the one it was created with, as `room`'s is when a run stops early.
    room = DispatchSemaphore(value: 0)
    for _ in 0..<capacity { room.signal() }
  }

  deinit {
    slots.deinitialize(count: capacity)
    slots.deallocate()
  }

  /// The next block for a worker to compute, waiting for room; `nil` when every block is claimed or
  /// the run stopped.
  func claim() -> Int? {
    room.wait()
    return lock.withLock {
      guard !stopped, nextBlock < blockCount else { return nil }
      defer { nextBlock += 1 }
      return nextBlock
    }
  }

  /// Stores block `block`'s result (by the worker that claimed it).
  func store(_ result: Result, for block: Int) {
    slots[block % capacity] = result
    filled[block % capacity].signal()
  }

  /// Block `block`'s result, waiting until it is stored; blocks are taken in order.
  func take(_ block: Int) -> Result {
    filled[block % capacity].wait()
    guard let result = slots[block % capacity].take() else {
      preconditionFailure("block \(block) signalled without a result")
    }
    room.signal()
    return result
  }

  /// Lets every worker finish: no further block is handed out, and workers waiting for room wake.
  func stop(workers: Int) {
    lock.withLock { stopped = true }
    for _ in 0..<workers { room.signal() }
  }
}
