import ButterflyModel
import ButterflyPhysics
import Testing
import _BBSimKit

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
  func theDriversSpinIsTheScenariosPlan(scenario: SpinScenario) {
    let driver = scenario.driver(reduceMotion: false)
    #expect(driver.motion == .spin(scenario.trajectory(with: scenario.planner)))
    #expect(driver.motionStart == 0 && driver.motionEnd == driver.motion.duration)
    #expect(driver.isSpinning, "no time passed: nothing landed")
  }

  @Test(arguments: scenarios)
  func reduceMotionSwapsOnceFromTheStartFace(scenario: SpinScenario) {
    let driver = scenario.driver(reduceMotion: true)
    #expect(driver.motion == .swap(ReduceMotionSwap(from: scenario.startFace), startTime: 0))
  }
}
