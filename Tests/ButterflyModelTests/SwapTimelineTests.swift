import ButterflyPhysics
import Foundation
import PropertyBased
import Testing

@testable import ButterflyModel

/// The swaps of a Reduce Motion spin as one function of time: an interruption adds a swap from its
/// time on and never changes what a host already drew — the same for a rotation's re-plan.
@Suite struct SwapTimelineTests {
  /// Sequences per property: at least 500 per run, more with `BB_PROPERTY_CASES=N`.
  static let cases = max(500, getenv("BB_PROPERTY_CASES").flatMap { Int(String(cString: $0)) } ?? 0)
  /// Angles of the same plan evaluated at the same time before and after an append (rad): the
  /// segments already planned are kept as they were, so only rounding could differ.
  static let angleTolerance = 1e-12
  /// Steps 0–0.4 s apart: several land within one 0.3 s swap.
  static var steps: Generator<[RandomStep], some SendableSequenceType> {
    RandomStep.sequences(kinds: 0...7, delays: 0...0.4)
  }

  @Test func theRunningSwapIsTheLastOneBegunByThen() {
    var timeline = SwapTimeline(from: .top)
    timeline.restart(at: 0.1)
    timeline.restart(at: 0.25)
    #expect(timeline.entries.map(\.startTime) == [0, 0.1, 0.25])
    #expect(timeline.entries.map(\.swap.fromFace) == [.top, .bottom, .top], "each restarts from the pending face")
    for (time, start) in [(-1.0, 0.0), (.nan, 0), (0, 0), (0.0999, 0), (0.1, 0.1), (0.2, 0.1), (0.25, 0.25), (9, 0.25)]
    {
      #expect(timeline.entry(at: time).startTime == start, "t = \(time)")
    }
    #expect(timeline.duration == 0.25 + ReduceMotionSwap.defaultDuration)
    #expect(timeline.startFace == .top && timeline.last.swap.toFace == .bottom)
  }

  @Test func aRestartStampedBeforeTheLatestOneStartsWithIt() {
    var timeline = SwapTimeline(from: .bottom)
    timeline.restart(at: 0.2)
    timeline.restart(at: 0.1)
    timeline.restart(at: .nan)
    #expect(timeline.entries.map(\.startTime) == [0, 0.2, 0.2, 0.2])
  }

  /// What a host draws at its clock t is the driver's motion at t − motionStart. Every input that
  /// keeps the spin running (an interruption, a tick) leaves the motion's past as it was: the final
  /// motion of a spin draws every frame the host drew while it ran, so `bbsim render` and the page's
  /// scrubbing, which draw the whole spin from its last motion, show what the SwiftUI view showed.
  /// (Before ``SwapTimeline`` a Reduce Motion interruption replaced the swap, and the frames before it
  /// showed the restarted swap's face.)
  @Test(arguments: [false, true])
  func aRunningMotionNeverChangesFramesAlreadyDrawn(reduceMotion: Bool) async {
    await propertyCheck(count: Self.cases, input: Self.steps) { steps in
      var driver = ControlDriver(
        isOn: true, layout: ButterflyLayout(configuration: ButterflyConfiguration()), platform: .iOS)
      driver.reduceMotion = reduceMotion
      var time = 0.0
      for step in steps {
        time += step.delay
        let (before, start, wasSpinning) = (driver.motion, driver.motionStart, driver.isSpinning)
        _ = driver.handle(step.input(for: driver), at: time)
        guard wasSpinning, driver.isSpinning, driver.motionStart == start else { continue }
        // Drawn before this input: [0, drawn) on the motion's clock (at `drawn` the host draws the new one).
        let drawn = (driver.latestTime ?? time) - start
        for k in 0..<20 where drawn > 0 {
          let t = drawn * Double(k) / 20
          #expect(driver.motion.visibleFace(at: t) == before.visibleFace(at: t), "t = \(t): \(steps)")
          #expect(abs(driver.motion.angle(at: t) - before.angle(at: t)) <= Self.angleTolerance, "\(steps)")
          if case .swap(let now) = driver.motion, case .swap(let then) = before {
            #expect(now.entry(at: t) == then.entry(at: t), "t = \(t): \(steps)")
          }
        }
      }
    }
  }
}
