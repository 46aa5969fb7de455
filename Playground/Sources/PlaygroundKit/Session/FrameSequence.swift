import ButterflyModel
import ButterflyPhysics

/// The frames a response carries, for the page to show at `requestAnimationFrame` time: the frame at
/// or before `now` and every 60 Hz frame of the spin's clock after it until the motion is over, at most
/// ``PlaygroundLimits/frameWindow`` ahead, then the resting frame.
///
/// ```
/// t_k = spin start + k/60 s,   k from ⌊(now − spin start)·60⌋,   t_k < motion end,   t_k ≤ now + 1.5 s
/// then, if the motion ends within the window: the frame after landing, at the motion's end
/// at rest: one frame, at now
/// ```
/// The page shows the last frame whose time has come; when ``isComplete`` is false it asks for the
/// next frames before it runs out.
struct FrameSequence: Encodable {
  /// The frames, in time order.
  let frames: [DrawnFrame]
  /// Whether the last frame is the resting one (nothing more will move until the next interaction).
  let isComplete: Bool
  /// When the running motion is over (s, page clock), or `nil` at rest.
  let motionEnd: Double?

  enum CodingKeys: String, CodingKey {
    case frames
    case isComplete = "complete"
    case motionEnd = "motionEnd_s"
  }

  /// Encodes every member, ``motionEnd`` as `null` at rest.
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(frames, forKey: .frames)
    try container.encode(isComplete, forKey: .isComplete)
    try container.encode(motionEnd, forKey: .motionEnd)
  }

  /// Draws the frames of `session` from `now`.
  /// - Parameters:
  ///   - session: The session after its interactions.
  ///   - now: The page clock (s).
  init(session: ControlSession, now: Double) {
    let driver = session.driver
    let picture = session.picture
    let rate = SpinContract.referenceFrameRate
    motionEnd = session.motionEnd
    guard let end = motionEnd, now < end else {
      frames = [picture.frame(of: driver, at: now)]
      isComplete = true
      return
    }
    let (renderer, start) = picture.renderer(for: driver)
    let horizon = now + PlaygroundLimits.frameWindow
    var drawn: [DrawnFrame] = []
    var k = ((now - start) * rate).rounded(.down)
    while start + k / rate < end, start + k / rate <= horizon {
      drawn.append(DrawnFrame(renderer: renderer, clockStart: start, time: start + k / rate))
      k += 1
    }
    isComplete = end <= horizon
    if isComplete {
      var landed = driver
      _ = landed.handle(.tick, at: end)
      drawn.append(picture.frame(of: landed, at: end))
    }
    frames = drawn
  }
}
