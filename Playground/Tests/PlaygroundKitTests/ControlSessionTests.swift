import ButterflyModel
import ButterflyPhysics
import Testing

@testable import ButterflyWasm
@testable import PlaygroundKit

/// The server keeps no state: replaying the page's record through the model's state machine gives the
/// machine the live control would have, and every activation — during a spin too — reaches it.
@Suite struct ControlSessionTests {
  static let picture = ControlPicture(settings: PlaygroundSettings())

  /// A pointer interaction in drawing coordinates, `offset` pt from the mount centre.
  static func pointer(at time: Double, offset: PlanarVector, velocity: PlanarVector = .zero) -> Interaction {
    let point = picture.mountCentre + offset
    return Interaction(
      time: time, kind: .pointer(start: point, end: point, velocity: velocity, duration: 0.1))
  }

  static let topHalf = PlanarVector(x: 0, y: -10)

  func session(_ interactions: [Interaction], record: SpinRecord = SpinRecord(restingOn: .top)) throws
    -> ControlSession
  {
    var session = try ControlSession(picture: Self.picture, record: record)
    for (index, interaction) in interactions.enumerated() { try session.feed(interaction, field: "i\(index)") }
    return session
  }

  @Test func flickInTheTopHalfSpinsTopToBottomAndLandsOnTheOtherFace() throws {
    let flick = Self.pointer(at: 5, offset: Self.topHalf, velocity: PlanarVector(x: 0, y: 900))
    let session = try session([flick])
    #expect(session.outcomes == ["flick"])
    #expect(session.callbacks == ["onSpinBegan"])
    let trajectory = try #require(session.trajectory)
    #expect(trajectory.firstSegment.direction == .topToBottom)
    #expect(session.machine.pendingFace == .bottom)
    #expect(session.record.activations.count == 1)
    #expect(session.record.activations[0].time == 5)
  }

  @Test func replayingTheRecordGivesTheLiveMachine() throws {
    let live = try session([
      Self.pointer(at: 1, offset: Self.topHalf, velocity: PlanarVector(x: 0, y: 700)),
      Self.pointer(at: 1.6, offset: PlanarVector(x: 0, y: 12)),
    ])
    let replayed = try ControlSession(picture: Self.picture, record: live.record)
    #expect(replayed.machine == live.machine)
    #expect(replayed.trajectory == live.trajectory)
  }

  @Test func tapDuringASpinReplansFromTheCurrentAngleAndFlipsTheLanding() throws {
    let flick = Self.pointer(at: 1, offset: Self.topHalf, velocity: PlanarVector(x: 0, y: 900))
    let before = try #require(try session([flick]).trajectory)
    let session = try session([flick, Self.pointer(at: 1.5, offset: Self.topHalf)])
    let trajectory = try #require(session.trajectory)
    #expect(session.outcomes == ["flick", "tap"])
    #expect(trajectory.activationCount == 2)
    // The model's interruption path: the same planner's interrupt at 0.5 s into the spin.
    #expect(trajectory == Self.picture.planner.interrupt(before, with: .tap(endPoint: Self.topHalf), at: 0.5))
    #expect(session.machine.pendingFace == .top)
    #expect(session.callbacks == ["onSpinBegan"])
  }

  @Test func spinSettlesWhenTheModelSaysItHasComeToRest() throws {
    var session = try session([Self.pointer(at: 2, offset: Self.topHalf)])
    let rest = try #require(session.trajectory).restTime
    session.settle(at: 2 + rest - 0.01)
    #expect(session.machine.isSpinning)
    session.settle(at: 2 + rest)
    #expect(!session.machine.isSpinning)
    #expect(session.machine.restingFace == .bottom)
    #expect(session.record.settled)
    #expect(session.callbacks == ["onSpinBegan", "onSpinCompleted(false)"])
    // The landed spin stays recorded (for the plot) until the next activation starts a new one.
    #expect(session.trajectory != nil)
  }

  @Test func activationAfterTheLandingStartsANewSpinFromTheLandedFace() throws {
    let first = try session([Self.pointer(at: 2, offset: Self.topHalf)])
    let rest = try #require(first.trajectory).restTime
    let second = try session([Self.pointer(at: 2 + rest + 1, offset: Self.topHalf)], record: first.record)
    #expect(second.record.startFace == .bottom)
    #expect(second.record.activations.map(\.time) == [2 + rest + 1])
    #expect(second.callbacks == ["onSpinCompleted(false)", "onSpinBegan"])
    #expect(second.machine.pendingFace == .top)
  }

  @Test func settledRecordReplaysToRest() throws {
    var session = try session([Self.pointer(at: 2, offset: Self.topHalf)])
    session.settle(at: 100)
    let replayed = try ControlSession(picture: Self.picture, record: session.record)
    #expect(!replayed.machine.isSpinning)
    #expect(replayed.machine.restingFace == .bottom)
  }

  @Test func pointerStartingOutsideTheTargetPassesThroughWithoutActivation() throws {
    let session = try session([Self.pointer(at: 1, offset: PlanarVector(x: 200, y: 0))])
    #expect(session.outcomes == ["passThrough"])
    #expect(session.record.activations.isEmpty)
    #expect(!session.machine.isSpinning)
  }

  @Test func keysAreClassifiedByTheModel() throws {
    let session = try session([
      Interaction(time: 1, kind: .key(.other("a"))), Interaction(time: 1.1, kind: .key(.space)),
    ])
    #expect(session.outcomes == ["passThrough", "tap"])
    #expect(session.record.activations.map(\.gesture) == [.centreTap])
  }

  @Test func reduceMotionSwapsWithoutATrajectory() throws {
    var settings = PlaygroundSettings()
    settings.reduceMotion = true
    var session = try ControlSession(picture: ControlPicture(settings: settings), record: SpinRecord(restingOn: .top))
    try session.feed(Self.pointer(at: 1, offset: Self.topHalf), field: "i0")
    #expect(session.record.reduceMotion)
    #expect(session.trajectory == nil)
    #expect(session.machine.swap != nil)
    #expect(session.motionEnd == 1 + ReduceMotionSwap.defaultDuration)
  }

  @Test func recordsTheServerCouldNotHaveWrittenAreRefused() throws {
    let tap = SpinGesture.tap(endPoint: Self.topHalf)
    let landed = try #require(try session([Self.pointer(at: 1, offset: Self.topHalf)]).trajectory).restTime
    let cases: [([Double], String)] = [
      ([1, 0.5], "spin.activations[1].time_s"),  // before the previous activation
      ([1, 1 + landed + 0.1], "spin.activations[1].time_s"),  // after the spin had landed
    ]
    for (times, field) in cases {
      let record = SpinRecord(
        startFace: .top, reduceMotion: false, activations: times.map { .init(time: $0, gesture: tap) }, settled: false)
      #expect(throws: APIError.self) { try ControlSession(picture: Self.picture, record: record) }
      do {
        _ = try ControlSession(picture: Self.picture, record: record)
      } catch {
        #expect(error.field == field)
      }
    }
  }

  @Test func interactionsOutOfOrderOrBeyondTheLongestSpinAreRefused() throws {
    var session = try session([Self.pointer(at: 10, offset: Self.topHalf)])
    #expect(throws: APIError.self) { try session.feed(Self.pointer(at: 9, offset: Self.topHalf), field: "i1") }
    var settings = PlaygroundSettings()
    settings.spinDecelerationDuration = 60
    let slow = ControlPicture(settings: settings)
    var long = try ControlSession(picture: slow, record: SpinRecord(restingOn: .top))
    var time = 0.0
    try long.feed(Self.pointer(at: time, offset: Self.topHalf), field: "i0")
    // Taps every 50 s keep a 60 s spin going; past the longest spin the next one is refused.
    while time + 50 <= PlaygroundLimits.longestSpin {
      time += 50
      try long.feed(Self.pointer(at: time, offset: Self.topHalf), field: "i")
    }
    #expect(throws: APIError.self) { try long.feed(Self.pointer(at: time + 50, offset: Self.topHalf), field: "i") }
  }

  @Test func activationsBeyondTheLimitAreRefusedNotDropped() throws {
    let taps = (0..<PlaygroundLimits.maximumActivations).map {
      SpinRecord.Activation(time: 1 + 0.001 * Double($0), gesture: .tap(endPoint: Self.topHalf))
    }
    var session = try ControlSession(
      picture: Self.picture, record: SpinRecord(startFace: .top, reduceMotion: false, activations: taps, settled: false)
    )
    #expect(throws: APIError.self) { try session.feed(Self.pointer(at: 2, offset: Self.topHalf), field: "i0") }
  }
}
