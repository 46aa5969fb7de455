import ButterflyModel
import ButterflyPhysics
import Testing

@testable import ButterflyWasm
@testable import PlaygroundKit

/// The frames a response carries: the spin's 60 Hz clock from now to the landing, drawn by `bbsim`'s
/// renderer, each showing the face the model says is visible.
@Suite struct FrameSequenceTests {
  static let picture = ControlPicture(settings: PlaygroundSettings())

  func spinning(at time: Double) throws -> ControlSession {
    var session = try ControlSession(picture: Self.picture, record: SpinRecord(restingOn: .top))
    try session.feed(Interaction(time: time, kind: .key(.space)), field: "i0")
    return session
  }

  @Test func framesFollowTheSpinsClockFromNowToTheLanding() throws {
    let session = try spinning(at: 10)
    let sequence = FrameSequence(session: session, now: 10.5)
    let end = try #require(session.motionEnd)
    #expect(sequence.isComplete)
    let frames = sequence.frames
    #expect(frames[0].time <= 10.5 && frames[1].time > 10.5)
    for (a, b) in zip(frames.dropLast(), frames.dropLast().dropFirst()) {
      #expect(abs((b.time - a.time) - 1 / SpinContract.referenceFrameRate) < 1e-9)
    }
    let start = session.machine.spinStartTime
    let model = ControlFrames(
      scene: ControlPicture.scene(PlaygroundSettings(), state: [], motion: session.machine.motion))
    for drawn in frames.dropLast() {
      // The model's frame at the spin clock's time, and bbsim's drawing of it.
      #expect(drawn.frame == model.frame(at: drawn.time - start))
      #expect(drawn.frame.visibleFace == session.machine.visibleFace(at: drawn.time))
      #expect(drawn.svg.contains("data-face=\"\(drawn.frame.visibleFace.rawValue)\""))
    }
    let landed = try #require(frames.last)
    #expect(landed.time == end)
    #expect(landed.frame.visibleFace == .bottom)
    #expect(landed.frame.angle == 0)
  }

  @Test func longSpinsAreSentAWindowAtATime() throws {
    var settings = PlaygroundSettings()
    settings.spinDecelerationDuration = 30
    var session = try ControlSession(picture: ControlPicture(settings: settings), record: SpinRecord(restingOn: .top))
    try session.feed(Interaction(time: 0, kind: .key(.space)), field: "i0")
    let sequence = FrameSequence(session: session, now: 1)
    #expect(!sequence.isComplete)
    let last = try #require(sequence.frames.last)
    #expect(last.time <= 1 + PlaygroundLimits.frameWindow)
    #expect(sequence.frames.count == Int(PlaygroundLimits.frameWindow * SpinContract.referenceFrameRate) + 1)
  }

  @Test func pressedStateIsDrawnWhileTheModelSaysThePressShows() throws {
    var moment = MomentaryState()
    let centre = Self.picture.mountCentre
    moment.press = .init(start: centre, current: centre + PlanarVector(x: 3, y: 2))
    let pressed = ControlPicture(
      settings: PlaygroundSettings(), interactionState: moment.interactionState(for: Self.picture))
    let frame = FrameSequence(
      session: try ControlSession(picture: pressed, record: SpinRecord(restingOn: .top)), now: 0)
    #expect(frame.frames.map(\.frame.state.isPressed) == [true])
    #expect(frame.frames.map(\.frame.mount.scale) == [ButterflyVisualState.pressedScale])
    // Dragged out of the target: no longer pressed (GestureInterpreter.showsPress).
    moment.press = .init(start: centre, current: centre + PlanarVector(x: 400, y: 0))
    #expect(moment.interactionState(for: Self.picture) == [])
  }

  @Test func atRestOneFrameShowsTheRestingFace() throws {
    let session = try ControlSession(picture: Self.picture, record: SpinRecord(restingOn: .bottom))
    let sequence = FrameSequence(session: session, now: 3)
    #expect(sequence.isComplete)
    #expect(sequence.frames.map(\.frame.visibleFace) == [.bottom])
    #expect(sequence.motionEnd == nil)
  }
}
