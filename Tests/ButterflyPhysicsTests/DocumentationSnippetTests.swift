import ButterflyPhysics
import Testing

/// The code samples of the ButterflyPhysics DocC catalog, verbatim, with their results asserted: a
/// sample that stops compiling or changes its answer fails here. `scripts/docs` checks that every
/// sample in the catalog appears in this file.
@Suite struct DocumentationSnippetTests {
  /// Tolerance for closed-form values quoted to three or four digits in the articles.
  static let quotedDigits = 5e-4

  /// The landing page: plan a flick, read the curve, interrupt it with a tap.
  @Test func landingPagePlansAndInterruptsASpin() {
    let planner = SpinPlanner(
      medallionRadius: 25.2,  // pt: the medallion of a 60 pt control
      axle: .horizontal,
      decelerationDuration: 2)
    let flick = SpinGesture.flick(
      velocity: PlanarVector(x: 0, y: 900),  // pt/s, y down
      endPoint: PlanarVector(x: 4, y: -12))  // pt from the mount centre: the top half
    var spin = planner.plan(flick, from: .top)
    let halfway = spin.state(at: 0.5)  // angle (rad), angular velocity (rad/s), acceleration (rad/s²)
    spin = planner.interrupt(spin, with: .centreTap, at: 0.8)  // a second tap mid-spin
    let landing = spin.landingFace  // .top again: two activations
    #expect(halfway.angle > 0 && halfway.angularVelocity > 0, "top half: top → bottom, θ increasing")
    #expect(landing == .top)
    #expect(spin.activationCount == 2)
  }

  /// "Tuning the spin": a tuned planner still keeps the contract.
  @Test func tunedPlannerKeepsTheContract() {
    let planner = SpinPlanner(
      medallionRadius: 25.2,  // pt: the medallion of a 60 pt control
      axle: .horizontal,
      decelerationDuration: 1.2,
      tuning: SpinTuning(tapAngularSpeed: 3 * .pi, preferredShape: 4))
    let spin = planner.plan(.centreTap, from: .top)
    let window = SpinContract.restWindow(forDuration: planner.decelerationDuration)
    let analysis = SpinAnalysis(
      samples: spin.samples(rate: 240, until: 2), trajectory: spin, decelerationDuration: 1.2)
    // window 1.02…1.26 s; analysis.violations == [], spin.landingFace == .bottom
    #expect(abs(window.lowerBound - 1.02) < 1e-12 && abs(window.upperBound - 1.26) < 1e-12)
    #expect(window.contains(spin.restTime))
    #expect(analysis.violations == [])
    #expect(spin.landingFace == .bottom)
  }

  /// "Tuning the spin": a flick's speed is `|v·n|/r`, clamped to the strobe limit.
  @Test func flickSpeedIsClampedToTheStrobeLimit() {
    let planner = SpinPlanner()
    let fast = SpinGesture.flick(
      velocity: PlanarVector(x: 0, y: 20_000), endPoint: PlanarVector(x: 0, y: -10))
    let asked = planner.requestedAngularSpeed(of: fast)  // 20,000 / 25.2 ≈ 793.7 rad/s
    let used = planner.plan(fast, from: .top).segments[0].initialSpeed  // 20π ≈ 62.83 rad/s
    #expect(abs(asked - 20_000 / 25.2) < 1e-9)
    #expect(used == SpinContract.maximumAngularSpeed)
    #expect(abs(used - 20 * Double.pi) < 1e-12)
  }

  /// "Tuning the spin": the shape `q` against the share of pure friction's angle it turns.
  @Test func sweepRatioAndItsInverse() {
    let ratio = DecelerationShape.sweepRatio(shape: 2)  // ≈ 0.727: 73 % of pure friction's angle
    let shape = DecelerationShape.shape(forSweepRatio: ratio)  // 2 again
    #expect(abs(ratio - 0.727) < Self.quotedDigits)
    #expect(abs(shape - 2) < 1e-9)
  }

  /// "Tuning the spin": a named feel by name and in code.
  @Test func namedFeelsResolve() {
    let feel = SpinTuning.named("snappy")  // SpinTuning.snappy
    let planner = SpinPlanner(decelerationDuration: 1, tuning: .bouncy)
    #expect(feel == SpinTuning.snappy)
    #expect(planner.tuning.landingBounce == SpinTuning.bouncy.landingBounce)
  }
}
