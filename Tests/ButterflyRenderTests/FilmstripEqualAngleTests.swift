import ButterflyModel
import ButterflyPhysics
import Testing

@testable import ButterflyRender

/// A filmstrip sampled by angle never aliases: consecutive frames are at most ``Filmstrip/equalAngleStep``
/// apart in angle however fast the spin, and documents drawn for one HTML page get ids of their own.
@Suite struct FilmstripEqualAngleTests {
  /// Flicks from slow to the contract's fastest, at short and long D.
  static let spins: [(speed: Double, duration: Double)] = [
    (300, 0.3), (300, 2), (1_200, 1), (3_000, 2), (6_000, 0.5), (6_000, 6),
  ]

  /// The spin of a flick at `speed` pt/s across the axle with deceleration duration `duration`.
  static func trajectory(speed: Double, duration: Double) -> SpinTrajectory {
    let configuration = ButterflyConfiguration(spinDecelerationDuration: duration)
    let planner = ButterflyLayout(configuration: configuration).spinPlanner
    return planner.plan(
      .flick(velocity: PlanarVector(x: 0, y: speed), endPoint: PlanarVector(x: 0, y: -15)), from: .top)
  }

  @Test(arguments: spins.indices)
  func consecutiveFramesTurnAtMostTheStep(index: Int) throws {
    let spin = Self.spins[index]
    let trajectory = Self.trajectory(speed: spin.speed, duration: spin.duration)
    let angle = { trajectory.state(at: $0).angle }
    let times = Filmstrip.equalAngleTimes(until: trajectory.restTime, angle: angle)
    #expect(times.first == 0)
    #expect(times.last == trajectory.restTime)
    #expect(zip(times, times.dropFirst()).allSatisfy { $0 < $1 }, "increasing")
    for (a, b) in zip(times, times.dropFirst()) {
      #expect(abs(angle(b) - angle(a)) <= Filmstrip.equalAngleStep, "\(a)…\(b) s")
    }
    // Not needlessly dense: the net turn needs at least this many frames, and no frame is wasted
    // by more than the step's worth of grid travel (the landing swing adds frames of its own).
    let turn = abs(trajectory.landingAngle - angle(0))
    #expect(times.count >= Int((turn / Filmstrip.equalAngleStep).rounded(.up)))
    #expect(times.count <= Filmstrip.maximumFrameCount + 1)
  }

  @Test func evenlySpacedFramesOfAFastSpinAliasAndEqualAngleOnesDoNot() {
    let trajectory = Self.trajectory(speed: 6_000, duration: 2)
    let angle = { trajectory.state(at: $0).angle }
    let even = Filmstrip.evenlySpacedTimes(count: 8, until: 1.2 * 2)
    let widest = zip(even, even.dropFirst()).map { abs(angle($1) - angle($0)) }.max() ?? 0
    #expect(widest > .pi, "the issue's finding: more than half a turn between evenly spaced frames")
    let byAngle = Filmstrip.equalAngleTimes(until: trajectory.restTime, angle: angle)
    #expect(zip(byAngle, byAngle.dropFirst()).allSatisfy { abs(angle($1) - angle($0)) <= .pi / 4 })
  }

  @Test func aSpinAtRestOrAnEmptyHorizonIsOneFrame() {
    #expect(Filmstrip.equalAngleTimes(until: 0) { _ in 1 } == [0])
    #expect(Filmstrip.equalAngleTimes(until: .nan) { _ in 1 } == [0])
    #expect(Filmstrip.equalAngleTimes(until: 2) { _ in 1 } == [0, 2])
  }

  @Test func aDocumentsIdsTakeItsPrefix() {
    let renderer = ControlRenderer(scene: ControlScene())
    let svg = renderer.svg(at: 0.2, idPrefix: "film3")
    #expect(svg.contains("id=\"film3\""))
    #expect(svg.contains("id=\"film3-depth\""))
    #expect(svg.contains("url(#film3-depth)"))
    #expect(!svg.contains("\"bb\"") && !svg.contains("#bb-depth"))
    #expect(renderer.svg(at: 0.2) == renderer.svg(at: 0.2, idPrefix: "bb"), "the default is unchanged")
  }
}
