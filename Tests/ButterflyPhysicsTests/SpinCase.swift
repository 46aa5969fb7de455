import ButterflyPhysics
import PropertyBased
import _ButterflyShims

/// One random gesture on one random control, as the spin-contract properties draw them.
struct SpinCase: Sendable, CustomStringConvertible {
  var axle: AxleOrientation
  var side: Double
  var duration: Double
  /// Flick speed (pt/s); `nil` for a tap.
  var speed: Double?
  /// Flick direction (rad from +x).
  var heading: Double
  var endPoint: PlanarVector
  var startFace: MedallionFace
  /// Interruption times as fractions of the duration, in increasing order.
  var interruptions: [Double]
  /// The landing spring's bounce and response (s); bounce 0 is no spring.
  var bounce: Double = 0
  var response: Double = SpinTuning.defaultLandingResponse
  /// A whole tuning (a named feel) used instead of `bounce` and `response`, or `nil`.
  var feel: SpinTuning? = nil

  var gesture: SpinGesture {
    guard let speed else { return .tap(endPoint: endPoint) }
    let velocity = PlanarVector(x: speed * cos(heading), y: speed * sin(heading))
    return .flick(velocity: velocity, endPoint: endPoint)
  }

  /// The medallion radius of a control of this side with the default 2 pt stroke: 0.9 of the inner side,
  /// halved (pt).
  var medallionRadius: Double { 0.9 * (side - 2 * 2) / 2 }

  var planner: SpinPlanner {
    SpinPlanner(
      medallionRadius: medallionRadius, axle: axle, decelerationDuration: duration,
      tuning: feel ?? SpinTuning(landingBounce: bounce, landingResponse: response))
  }

  /// The trajectory with every interruption applied (each a tap where the first gesture ended).
  var trajectory: SpinTrajectory {
    let planner = planner
    var trajectory = planner.plan(gesture, from: startFace)
    for fraction in interruptions {
      trajectory = planner.interrupt(
        trajectory, with: .tap(endPoint: endPoint), at: fraction * planner.decelerationDuration)
    }
    return trajectory
  }

  var description: String {
    let kind = speed.map { "flick \($0) pt/s at \(heading) rad" } ?? "tap"
    return
      "SpinCase(\(axle), side \(side) pt, D \(duration) s, \(kind), end (\(endPoint.x), \(endPoint.y)), "
      + "from \(startFace), interruptions at \(interruptions) × D, bounce \(bounce), response \(response) s"
      + (feel.map { ", feel \($0)" } ?? "") + ")"
  }

  /// Random cases: all four axles, sides 44…200 pt, D from 0.02 to 10 s (below 0.1 falls back),
  /// speeds from 0 to 40,000 pt/s (far past ω_max·r ≈ 1,700 pt/s at 60 pt), taps, end points anywhere
  /// in the mount including on the axle, both faces; the landing spring off in one case in four, else
  /// any bounce in [−0.5, 0.9] and response in [0.05, 2] s.
  static func generator(interruptions: ClosedRange<Int> = 0...0) -> Generator<SpinCase, some SendableSequenceType> {
    let shape = zip(Gen<AxleOrientation>.case, Gen.double(in: 44...200), Gen.double(in: 0.02...10))
    let motion = zip(
      Gen.int(in: 0...9), Gen.double(in: 0...40_000), Gen.double(in: 0...(2 * .pi)),
      Gen.double(in: -1...1), Gen.double(in: -1...1))
    let rest = zip(Gen.bool, Gen.double(in: 0...1.2).array(of: interruptions))
    let spring = zip(Gen.int(in: 0...3), Gen.double(in: -0.5...0.9), Gen.double(in: 0.05...2))
    return zip(shape, motion, rest, spring).map { shape, motion, rest, spring in
      let (axle, side, duration) = shape
      let (kind, speed, heading, u, v) = motion
      let (top, fractions) = rest
      let half = side / 2
      // One case in ten ends exactly on the axle; the rest anywhere in the mount.
      let end =
        kind == 0
        ? PlanarVector(x: axle.direction.x * u * half, y: axle.direction.y * u * half)
        : PlanarVector(x: u * half, y: v * half)
      return SpinCase(
        axle: axle, side: side, duration: duration, speed: kind < 3 ? nil : speed, heading: heading,
        endPoint: end, startFace: top ? .top : .bottom, interruptions: fractions.sorted(),
        bounce: spring.0 == 0 ? 0 : spring.1, response: spring.2)
    }
  }
}
