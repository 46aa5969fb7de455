import ButterflyPhysics
import PropertyBased
import Testing
import _ButterflyShims

/// The gallery of named feels (`SpinTuning.snappy`, …): every feel keeps the whole spin contract for
/// random gestures, controls, durations and interruptions; names are unique, lower case and resolve to
/// their tunings; every value is inside its setting's accepted range (nothing is replaced).
@Suite struct SpinFeelsTests {
  /// Gestures per feel: 400 (2,000 over the gallery, about 10 s in a debug build); the contract's own
  /// property test runs 10,000 with random springs, and `BB_PROPERTY_CASES=N` hunts longer here too.
  static let cases = max(400, getenv("BB_PROPERTY_CASES").flatMap { Int(String(cString: $0)) } ?? 0)
  /// Display rate the curves are sampled at (Hz), as in ``SpinContractPropertyTests``.
  static let rate = 120.0

  @Test(arguments: SpinTuning.namedFeels.map(\.name))
  func everyFeelMeetsTheSpinContract(_ name: String) async throws {
    let feel = try #require(SpinTuning.named(name))
    await propertyCheck(count: Self.cases, input: SpinCase.generator(interruptions: 0...2)) { random in
      var spin = random
      spin.feel = feel
      let trajectory = spin.trajectory
      let duration = spin.planner.decelerationDuration
      let until = trajectory.finalSegment.startTime + 1.5 * duration + 0.2
      let analysis = SpinAnalysis(
        samples: trajectory.samples(rate: Self.rate, until: until), trajectory: trajectory,
        decelerationDuration: duration)
      #expect(analysis.violations.isEmpty, "\(name): \(spin): \(analysis.violations)")
      let expected = trajectory.activationCount % 2 == 1 ? spin.startFace.opposite : spin.startFace
      #expect(trajectory.landingFace == expected, "\(name): \(spin)")
    }
  }

  @Test func namesAreUniqueLowerCaseAndResolveToTheirTunings() {
    let names = SpinTuning.namedFeels.map(\.name)
    #expect(names == ["standard", "snappy", "smooth", "bouncy", "gentle"])
    #expect(Set(names).count == names.count)
    for feel in SpinTuning.namedFeels {
      #expect(feel.name == feel.name.lowercased() && !feel.name.contains(" "))
      #expect(SpinTuning.named(feel.name) == feel.tuning)
      #expect(!feel.summary.isEmpty)
    }
    #expect(SpinTuning.named("standard") == .standard)
    #expect(SpinTuning.named("Snappy") == nil)
    #expect(SpinTuning.named("") == nil)
    #expect(SpinTuning.named("snappy.json") == nil)
  }

  @Test func everyFeelIsInsideTheAcceptedRangesAndTheFeelsDiffer() {
    for feel in SpinTuning.namedFeels {
      #expect(feel.tuning.resolved().adjustments.isEmpty, "\(feel.name)")
    }
    #expect(Set(SpinTuning.namedFeels.map(\.tuning)).count == SpinTuning.namedFeels.count)
    // What the names promise: snappy taps fastest, gentle slowest, smooth lands dead, bouncy swings most.
    let feels = SpinTuning.namedFeels.map(\.tuning)
    #expect(feels.map(\.tapAngularSpeed).max() == SpinTuning.snappy.tapAngularSpeed)
    #expect(feels.map(\.tapAngularSpeed).min() == SpinTuning.gentle.tapAngularSpeed)
    #expect(SpinTuning.smooth.landingBounce == 0)
    #expect(feels.map(\.landingBounce).max() == SpinTuning.bouncy.landingBounce)
  }
}
