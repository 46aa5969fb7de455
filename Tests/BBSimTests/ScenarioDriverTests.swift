import ButterflyModel
import ButterflyPhysics
import Foundation
import Testing
import _BBSimKit
import _BBSimOptions
import _BBSimSupport

/// `bbsim render` draws the motion the control's driver runs for a scenario: the spin the scenario
/// plans, interruptions included, over when the model says.
@Suite struct ScenarioDriverTests {
  static let scenarios: [SpinScenario] = {
    var flick = SpinScenario()
    flick.gesture = .flick(velocity: PlanarVector(x: 0, y: 900), endPoint: PlanarVector(x: 0, y: -15))
    var interrupted = SpinScenario()
    interrupted.axle = .vertical
    interrupted.duration = 1.2
    interrupted.interruptions = [0.3, 0.9]
    var fromBottom = SpinScenario()
    fromBottom.startFace = .bottom
    fromBottom.axle = .diagonalRTL
    return [SpinScenario(), flick, interrupted, fromBottom]
  }()

  @Test(arguments: scenarios)
  func theDriversSpinIsTheScenariosPlan(scenario: SpinScenario) throws {
    let driver = try scenario.driver(reduceMotion: false)
    #expect(driver.motion == .spin(scenario.trajectory(with: scenario.planner)))
    #expect(driver.motionStart == 0 && driver.motionEnd == driver.motion.duration)
    #expect(driver.isSpinning, "no time passed: nothing landed")
  }

  /// With Reduce Motion each interruption restarts the swap, as in the SwiftUI view (it was dropped
  /// before: `render --reduce-motion --interrupt` drew one swap).
  @Test(arguments: scenarios)
  func reduceMotionSwapsAgainAtEachInterruption(scenario: SpinScenario) throws {
    var scenario = scenario
    scenario.interruptions = scenario.interruptions.isEmpty ? [] : [0.1, 0.25]
    let driver = try scenario.driver(reduceMotion: true)
    var expected = SwapTimeline(from: scenario.startFace)
    for time in scenario.interruptions { expected.restart(at: time) }
    #expect(driver.motion == .swap(expected))
  }

  /// An interruption at or after the motion's end would begin a second spin on its own clock, which a
  /// picture of one motion cannot show: refused, naming `--interrupt` (before, the second spin was
  /// drawn from 0 s: `render --interrupt 3 --at 0` showed the face the first spin lands on).
  @Test(arguments: [false, true])
  func anInterruptionAfterTheMotionEndsIsRefused(reduceMotion: Bool) throws {
    var scenario = SpinScenario()
    scenario.interruptions = [0.1]
    let end = try scenario.driver(reduceMotion: reduceMotion).motion.duration
    scenario.interruptions = [0.1, end]
    #expect(throws: UsageError.self) { try scenario.driver(reduceMotion: reduceMotion) }
    scenario.interruptions = [0.1, end.nextDown]
    #expect(throws: Never.self) { try scenario.driver(reduceMotion: reduceMotion) }
  }

  /// The driver re-plans a running spin in place: 100,000 interruptions (`bbsim render --interrupt`'s
  /// bound is a million) take about a second of a debug build's CPU, where copying the trajectory at
  /// each one took minutes (quadratic: 30,000 took 29 s in a debug build). Measured as this thread's CPU
  /// time, which other processes and the suite's other tests do not add to (wall time on a loaded
  /// machine once read 16.7 s here); the bound leaves a tenfold margin over the debug build's 1 s.
  @Test func aHundredThousandInterruptionsPlanInLinearTime() throws {
    var scenario = SpinScenario()
    scenario.interruptions = (0..<100_000).map { 0.01 + Double($0) * 1e-5 }
    let start = Self.threadCPUSeconds()
    let driver = try scenario.driver(reduceMotion: false)
    let elapsed = Self.threadCPUSeconds() - start
    #expect(elapsed < 10, "\(elapsed) s of CPU")
    guard case .spin(let trajectory) = driver.motion else {
      Issue.record("not spinning")
      return
    }
    #expect(trajectory.activationCount == 100_001)
  }

  /// The CPU time this thread has used, in seconds (`CLOCK_THREAD_CPUTIME_ID`): a synchronous test runs
  /// on one thread from start to end.
  static func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
  }
}
