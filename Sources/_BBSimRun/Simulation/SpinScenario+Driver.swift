import ButterflyModel
import ButterflyPhysics
import _BBSimOptions
import _BBSimSupport

extension SpinScenario {
  /// The control's driver after the scenario's activations, as a person would have made them: the
  /// gesture at 0 s from ``startFace``, then a tap ending where it ended at each of
  /// ``interruptions`` — each one re-plans the running spin, or with Reduce Motion restarts the swap,
  /// as it does in the SwiftUI view (``SwapTimeline``). Nothing lands: the driver's
  /// ``ControlDriver/motion`` is the whole spin `bbsim render` draws from 0 s, a pure function of
  /// time over at ``ControlMotion/duration``.
  ///
  /// An interruption at or after the motion's end would meet the control at rest and begin a second
  /// spin on its own clock, which one picture of one motion cannot show: it is refused.
  /// - Parameters:
  ///   - reduceMotion: Whether Reduce Motion is on (a cross-fade instead of a spin).
  ///   - planner: The scenario's planner (``planner``), when the caller already has it: the landing
  ///     spring is then fitted once.
  /// - Returns: The driver, its motion starting at 0 s.
  /// - Throws: ``UsageError`` naming `--interrupt` for an interruption after the motion is over.
  package func driver(reduceMotion: Bool, planner: SpinPlanner? = nil) throws(UsageError) -> ControlDriver {
    let configuration = ButterflyConfiguration(
      sideLength: side, mountStrokeWidth: stroke, axleOrientation: axle, spinDecelerationDuration: duration)
    var driver = ControlDriver(
      isOn: startFace.isOn, planner: planner ?? self.planner,
      interpreter: GestureInterpreter(layout: ButterflyLayout(configuration: configuration)))
    driver.reduceMotion = reduceMotion
    _ = driver.handle(.activation(gesture), at: 0)
    for time in interruptions {
      if let end = driver.motionEnd, time >= end {
        throw UsageError(
          option: "--interrupt",
          "\(NumberFormat.compact.text(time)) s is after the \(reduceMotion ? "swap" : "spin") lands at "
            + "\(NumberFormat.significant(6).text(end)) s; expected interruptions before it lands")
      }
      _ = driver.handle(.activation(.tap(endPoint: gesture.endPoint)), at: time)
    }
    return driver
  }
}
