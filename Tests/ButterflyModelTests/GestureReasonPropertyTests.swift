import ButterflyModel
import ButterflyPhysics
import Foundation
import PropertyBased
import Testing

/// ``GestureInterpreter/classification(_:)``'s reason over random gesture paths: it agrees with the
/// outcome, and its numbers are the rule's own comparison (the measured side of the threshold the
/// outcome says).
@Suite struct GestureReasonPropertyTests {
  /// Cases per property: at least 2,000 per run, more with `BB_PROPERTY_CASES=N`.
  static let cases = GesturePathPropertyTests.cases

  @Test func theReasonNamesTheOutcomeItGives() async {
    await propertyCheck(count: Self.cases, input: GesturePath.generator()) { path in
      let classification = path.interpreter.classification(path.interaction)
      #expect(classification.outcome == path.interpreter.classify(path.interaction), "\(path)")
      #expect(classification.reason.outcomeKind == classification.outcome.kind, "\(path)")
    }
  }

  @Test func aFlickReachedTheThresholdAndATooSlowTapDidNot() async {
    await propertyCheck(count: Self.cases, input: GesturePath.generator()) { path in
      let g = path.interpreter
      let i = path.interaction
      switch g.classification(i).reason {
      case .flick(let speed, let threshold):
        #expect(speed == i.velocity.length && threshold == g.flickSpeedThreshold && speed >= threshold, "\(path)")
      case .tap(.tooSlow, let speed, let threshold):
        #expect(speed == i.velocity.length && threshold == g.flickSpeedThreshold && speed < threshold, "\(path)")
      case .tap(.translationAlongAxle, let along, let across):
        #expect(along > across, "\(path)")
        #expect(i.velocity.length >= g.flickSpeedThreshold, "\(path)")
      case .tap(.velocityAlongAxle, let along, let across):
        #expect(along >= across && i.velocity.length >= g.flickSpeedThreshold, "\(path)")
      case .scrollAxis(let translation, let slop):
        #expect(translation > slop && slop == g.scrollSlop, "\(path)")
      case .endedOutside(let distance, let margin):
        #expect(distance == g.distanceOutsideTarget(i.endPoint) && margin == g.tapReleaseMargin, "\(path)")
        #expect(distance > margin && !g.releasesInside(i.endPoint) && !g.isFlick(i), "\(path)")
      case .startedOutside:
        #expect(!g.target.contains(i.startPoint), "\(path)")
      case .containerMoved(let displacement, let tolerance):
        #expect(displacement > tolerance, "\(path)")
      case .notFinite, .tap(.flickPhysicsOff, _, _):
        Issue.record("impossible for a finite path with flick physics on: \(path)")
      }
    }
  }

  @Test func aTapWithFlickPhysicsOffSaysSo() {
    let layout = ButterflyLayout(configuration: ButterflyConfiguration())
    let g = GestureInterpreter(layout: layout, enableFlickPhysics: false)
    let fast = PointerInteraction(
      startPoint: .zero, endPoint: PlanarVector(x: 0, y: 5), velocity: PlanarVector(x: 0, y: 900))
    #expect(g.classification(fast).reason == .tap(.flickPhysicsOff, measured: 900, threshold: 250))
  }

  @Test func aNonFiniteInteractionIsCancelledAsNotFinite() {
    let g = GestureInterpreter(layout: ButterflyLayout(configuration: ButterflyConfiguration()))
    let broken = PointerInteraction(startPoint: .zero, endPoint: .zero, velocity: PlanarVector(x: .nan, y: 0))
    #expect(g.classification(broken) == GestureClassification(outcome: .cancel, reason: .notFinite))
  }

  @Test func aCarriedControlIsCancelledWithTheDisplacementAndTolerance() {
    let g = GestureInterpreter(layout: ButterflyLayout(configuration: ButterflyConfiguration()))
    let carried = PointerInteraction(
      startPoint: .zero, endPoint: PlanarVector(x: 0, y: 2), globalTranslation: PlanarVector(x: 0, y: 40))
    #expect(g.classification(carried).reason == .containerMoved(displacement: 38, tolerance: 1))
  }
}
