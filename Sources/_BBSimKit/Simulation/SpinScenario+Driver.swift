import ButterflyModel
import ButterflyPhysics

extension SpinScenario {
  /// The control's driver after the scenario's activations, as a person would have made them: the
  /// gesture at 0 s from ``startFace``, then a tap ending where it ended at each of
  /// ``interruptions`` (each one re-plans the running spin). No time passes, so nothing lands: the
  /// driver's ``ControlDriver/motion`` is the spin `bbsim render` draws from 0 s, over at
  /// ``ControlMotion/duration``.
  ///
  /// With Reduce Motion only the first activation is fed: a swap's motion describes the running
  /// cross-fade alone (an interruption restarts it from the pending face), so a picture of the
  /// whole timeline drawn from the last one would show the wrong face before it began.
  /// - Parameters:
  ///   - reduceMotion: Whether Reduce Motion is on (a cross-fade instead of a spin).
  ///   - planner: The scenario's planner (``planner``), when the caller already has it: the landing
  ///     spring is then fitted once.
  /// - Returns: The driver, its motion starting at 0 s.
  package func driver(reduceMotion: Bool, planner: SpinPlanner? = nil) -> ControlDriver {
    let configuration = ButterflyConfiguration(
      sideLength: side, mountStrokeWidth: stroke, axleOrientation: axle, spinDecelerationDuration: duration)
    var driver = ControlDriver(
      isOn: startFace.isOn, planner: planner ?? self.planner,
      interpreter: GestureInterpreter(layout: ButterflyLayout(configuration: configuration)))
    driver.reduceMotion = reduceMotion
    _ = driver.handle(.activation(gesture), at: 0)
    for time in interruptions where !reduceMotion {
      _ = driver.handle(.activation(.tap(endPoint: gesture.endPoint)), at: time)
    }
    return driver
  }
}
