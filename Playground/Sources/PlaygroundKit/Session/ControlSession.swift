import ButterflyModel
import ButterflyPhysics

/// One request's worth of the control's life: the model's ``SpinStateMachine`` replayed from the
/// page's ``SpinRecord``, the request's interactions fed to it in order, and the spin settled once its
/// motion is over — the same calls the SwiftUI view makes, on the page's clock.
///
/// ```
/// replay     activate every recorded activation (the first from rest, the others interrupt:
///            SpinPlanner.interrupt re-plans from the current θ and θ'); a settled record finishes
/// feed(i)    if the running motion is over at i's time, finish it first (the view's completion);
///            classify i (GestureInterpreter); .activate → machine.activate, appended to the record
/// settle(t)  if the running motion is over at t, finish it: the record is marked settled
/// ```
/// A spin is over when the model says it has settled: ``SpinTrajectory/isSettled(at:)`` by angle and
/// speed, or the Reduce Motion swap's duration — the rule the SwiftUI animation ends on.
struct ControlSession {
  /// The drawing, planner and interpreter for the settings.
  let picture: ControlPicture
  /// The state machine.
  private(set) var machine: SpinStateMachine
  /// The current (or last) spin.
  private(set) var record: SpinRecord
  /// The record's trajectory while spinning or after it landed (`nil` before any spin, or for a
  /// Reduce Motion swap).
  private(set) var trajectory: SpinTrajectory?
  /// The callbacks the app would have received, in order (`onSpinBegan`, `onSpinCompleted(true)`).
  private(set) var callbacks: [String] = []
  /// How each interaction was classified.
  private(set) var outcomes: [String] = []

  /// Replays a record.
  ///
  /// A record the server could have answered with is replayed as it is; others are refused: an
  /// activation before the previous one, at or after the running spin's landing (it would have started
  /// a new record), or more than ``PlaygroundLimits/longestSpin`` after the spin's first.
  /// - Parameters:
  ///   - picture: The drawing for the current settings.
  ///   - record: The page's record.
  ///   - field: The record's JSON path, for refusals.
  /// - Throws: ``APIError`` naming the first activation refused.
  init(picture: ControlPicture, record: SpinRecord, field: String = "spin") throws(APIError) {
    self.picture = picture
    self.record = record
    machine = SpinStateMachine(
      isOn: record.startFace.isOn, planner: picture.planner)
    for (index, activation) in record.activations.enumerated() {
      let path = "\(field).activations[\(index)].time_s"
      if let end = motionEnd, activation.time >= end {
        throw APIError(
          field: path, problem: "\(SettingInterval.number(activation.time)) is not accepted",
          accepted: "a time before the spin landed, < \(SettingInterval.number(end)) s")
      }
      if index > 0 {
        try Self.checkInterruption(
          at: activation.time, previous: record.activations[index - 1].time, first: record.activations[0].time,
          field: path)
      }
      _ = machine.activate(activation.gesture, at: activation.time, reduceMotion: record.reduceMotion)
    }
    trajectory = machine.trajectory
    if record.settled, let end = motionEnd { _ = machine.finish(activation: machine.activationCount, at: end) }
  }

  /// Refuses an activation of a running spin that comes before the previous activation or more than
  /// ``PlaygroundLimits/longestSpin`` after the spin's first.
  private static func checkInterruption(
    at time: Double, previous: Double, first: Double, field: String
  ) throws(APIError) {
    let latest = first + PlaygroundLimits.longestSpin
    guard time >= previous, time <= latest else {
      throw APIError(
        field: field, problem: "\(SettingInterval.number(time)) is not accepted",
        accepted: "a time in [\(SettingInterval.number(previous)), \(SettingInterval.number(latest))] s: "
          + "not before the previous activation, at most \(SettingInterval.number(PlaygroundLimits.longestSpin)) s "
          + "after the spin's first")
    }
  }

  /// When the running motion is over (s, page clock), or `nil` at rest.
  var motionEnd: Double? {
    if let trajectory = machine.trajectory { return machine.spinStartTime + trajectory.restTime }
    if let swap = machine.swap { return machine.swapStartTime + swap.duration }
    return nil
  }

  /// Feeds one interaction.
  /// - Parameter interaction: What the page saw.
  /// - Throws: ``APIError`` when the spin already holds ``PlaygroundLimits/maximumActivations``.
  mutating func feed(_ interaction: Interaction, field: String) throws(APIError) {
    settle(at: interaction.time)
    if machine.isSpinning, let first = record.activations.first?.time, let previous = record.activations.last?.time {
      try Self.checkInterruption(at: interaction.time, previous: previous, first: first, field: "\(field).time_s")
    }
    let outcome = interaction.outcome(interpreter: picture.interpreter, mountCentre: picture.mountCentre)
    outcomes.append(Self.name(of: outcome))
    guard let gesture = outcome.spinGesture else { return }
    if !machine.isSpinning {
      record = SpinRecord(restingOn: machine.restingFace)
      record.reduceMotion = picture.settings.reduceMotion
    }
    guard record.activations.count < PlaygroundLimits.maximumActivations else {
      throw APIError(
        field: field, problem: "one spin takes at most \(PlaygroundLimits.maximumActivations) activations",
        accepted: "an activation of a spin with fewer activations")
    }
    let transition = machine.activate(gesture, at: interaction.time, reduceMotion: record.reduceMotion)
    record.activations.append(SpinRecord.Activation(time: interaction.time, gesture: gesture))
    trajectory = machine.trajectory
    if transition.spinBegan { callbacks.append("onSpinBegan") }
  }

  /// Finishes the running motion if it is over at `time`.
  /// - Parameter time: The page clock (s).
  mutating func settle(at time: Double) {
    guard machine.isSpinning, let end = motionEnd, time >= end else { return }
    let transition = machine.finish(activation: machine.activationCount, at: end)
    record.settled = true
    if transition.notifiesCompletion, let value = transition.completedValue {
      callbacks.append("onSpinCompleted(\(value))")
    }
  }

  /// The outcome's name in JSON.
  private static func name(of outcome: InteractionOutcome) -> String {
    switch outcome {
    case .activate(_, let velocity): return velocity == nil ? "tap" : "flick"
    case .passThrough: return "passThrough"
    case .cancel: return "cancel"
    }
  }
}
