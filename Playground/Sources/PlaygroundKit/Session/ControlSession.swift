import ButterflyModel
import ButterflyPhysics

/// One request's worth of the control's life: the model's ``ControlDriver`` replayed from the page's
/// ``SpinRecord``, the request's interactions fed to it in order, and time passed — the inputs the
/// SwiftUI view feeds it, on the page's clock. The driver decides everything (classification, the
/// spin, when its motion is over, the callbacks); the session only keeps the record.
///
/// ```
/// replay     feed every recorded activation (.activation: the first from rest, the others
///            interrupt); a settled record then gets the time its motion ends (.tick)
/// feed(i)    time passes to i's time (.tick: a motion over by then lands); i itself
///            (.pointerEnded or .key); an activation is appended to the record
/// settle(t)  time passes to t (.tick): a landed spin marks the record settled
/// ```
struct ControlSession {
  /// The drawing, planner and interpreter for the settings.
  let picture: ControlPicture
  /// The driver.
  private(set) var driver: ControlDriver
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
    driver = ControlDriver(
      isOn: record.startFace.isOn, planner: picture.planner, interpreter: picture.interpreter, platform: .macOS)
    driver.reduceMotion = record.reduceMotion
    for (index, activation) in record.activations.enumerated() {
      let path = "\(field).activations[\(index)].time_s"
      if let end = motionEnd, activation.time >= end {
        throw APIError(
          field: path, problem: "\(NumberFormat.compact.text(activation.time)) is not accepted",
          accepted: "a time before the spin landed, < \(NumberFormat.compact.text(end)) s")
      }
      if index > 0 {
        try Self.checkInterruption(
          at: activation.time, previous: record.activations[index - 1].time, first: record.activations[0].time,
          field: path)
      }
      _ = driver.handle(.activation(activation.gesture), at: activation.time)
    }
    trajectory = driver.machine.trajectory
    if record.settled, let end = motionEnd { _ = driver.handle(.tick, at: end) }
  }

  /// Refuses an activation of a running spin that comes before the previous activation or more than
  /// ``PlaygroundLimits/longestSpin`` after the spin's first.
  private static func checkInterruption(
    at time: Double, previous: Double, first: Double, field: String
  ) throws(APIError) {
    let latest = first + PlaygroundLimits.longestSpin
    guard time >= previous, time <= latest else {
      throw APIError(
        field: field, problem: "\(NumberFormat.compact.text(time)) is not accepted",
        accepted: "a time in [\(NumberFormat.compact.text(previous)), \(NumberFormat.compact.text(latest))] s: "
          + "not before the previous activation, at most \(NumberFormat.compact.text(PlaygroundLimits.longestSpin)) s "
          + "after the spin's first")
    }
  }

  /// The state machine the driver runs.
  var machine: SpinStateMachine { driver.machine }

  /// When the running motion is over (s, page clock), or `nil` at rest: the driver's answer.
  var motionEnd: Double? { driver.motionEnd }

  /// Feeds one interaction.
  /// - Parameter interaction: What the page saw.
  /// - Throws: ``APIError`` when the spin already holds ``PlaygroundLimits/maximumActivations``.
  mutating func feed(_ interaction: Interaction, field: String) throws(APIError) {
    settle(at: interaction.time)
    if driver.isSpinning, let first = record.activations.first?.time, let previous = record.activations.last?.time {
      try Self.checkInterruption(at: interaction.time, previous: previous, first: first, field: "\(field).time_s")
    }
    var next = driver
    if !next.isSpinning { next.reduceMotion = picture.settings.reduceMotion }
    let output = next.handle(interaction.input(mountCentre: picture.mountCentre), at: interaction.time)
    outcomes.append(Self.name(of: output.outcome))
    guard output.activated, let gesture = output.outcome?.spinGesture else { return }
    if !driver.isSpinning {
      record = SpinRecord(restingOn: driver.machine.restingFace)
      record.reduceMotion = next.reduceMotion
    }
    guard record.activations.count < PlaygroundLimits.maximumActivations else {
      throw APIError(
        field: field, problem: "one spin takes at most \(PlaygroundLimits.maximumActivations) activations",
        accepted: "an activation of a spin with fewer activations")
    }
    driver = next
    record.activations.append(SpinRecord.Activation(time: interaction.time, gesture: gesture))
    trajectory = driver.machine.trajectory
    report(output.callbacks)
  }

  /// Lets time pass to `time`: a motion over by then lands (the driver says when).
  /// - Parameter time: The page clock (s).
  mutating func settle(at time: Double) {
    let wasSpinning = driver.isSpinning
    let output = driver.handle(.tick, at: time)
    if wasSpinning && !driver.isSpinning { record.settled = true }
    report(output.callbacks)
  }

  /// Appends the callbacks an app sees by name (`onSpinBegan`, `onSpinCompleted(v)`).
  private mutating func report(_ calls: [ControlCallback]) {
    for call in calls {
      switch call {
      case .spinBegan: callbacks.append("onSpinBegan")
      case .spinCompleted(let value): callbacks.append("onSpinCompleted(\(value))")
      case .writeValue, .valueChanged: break
      }
    }
  }

  /// The outcome's name in JSON.
  private static func name(of outcome: InteractionOutcome?) -> String {
    switch outcome ?? .passThrough {
    case .activate(_, let velocity): return velocity == nil ? "tap" : "flick"
    case .passThrough: return "passThrough"
    case .cancel: return "cancel"
    }
  }
}
