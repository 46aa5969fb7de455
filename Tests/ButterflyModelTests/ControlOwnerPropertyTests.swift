import ButterflyPhysics
import Foundation
import PropertyBased
import Testing

@testable import ButterflyModel

/// The owner over random sequences of platform events with an app that keeps what it is told:
/// the control's value is always the app's (no change lost, none invented), and the face at rest is
/// always the value.
@Suite struct ControlOwnerPropertyTests {
  /// Sequences per property: at least 500 per run, more with `BB_PROPERTY_CASES=N`.
  static let cases = max(500, getenv("BB_PROPERTY_CASES").flatMap { Int(String(cString: $0)) } ?? 0)

  static var steps: Generator<[RandomStep], some SendableSequenceType> {
    RandomStep.sequences(kinds: 0...12, delays: 0...1.2)
  }

  @Test(arguments: [ButterflyPlatform.iOS, .macOS])
  func theValueIsAlwaysTheAppsAndTheFaceAtRestIsTheValue(platform: ButterflyPlatform) async {
    await propertyCheck(count: Self.cases, input: Self.steps) { steps in
      var owner = ControlOwner(
        isOn: false, configuration: ControlOwner.Configuration(layout: ButterflyLayout(configuration: .init())),
        platform: platform)
      var binding = false
      var time = 0.0
      for step in steps {
        time += step.delay
        let event = step.event(binding: binding, token: owner.driver.animationToken)
        if case .valueSet(let value, _) = event { binding = value }
        let before = owner.isOn
        let output = owner.handle(event, at: time)
        for callback in output.callbacks {
          if case .writeValue(let value) = callback { binding = value }
        }
        let changes = output.callbacks.filter { if case .valueChanged = $0 { true } else { false } }.count
        #expect(changes == (output.activated ? 1 : 0), "one change per activation: \(steps)")
        if output.activated { #expect(owner.isOn != before, "an activation toggles: \(steps)") }
        #expect(owner.isOn == binding, "the value is the app's: \(steps)")
        if !owner.driver.isSpinning {
          #expect(owner.driver.motion == .rest(MedallionFace(isOn: owner.isOn)), "rest on the value: \(steps)")
        }
      }
      _ = owner.handle(.tick, at: time + 100)
      #expect(owner.driver.motion == .rest(MedallionFace(isOn: binding)), "lands on the app's value: \(steps)")
    }
  }
}

extension RandomStep {
  /// The event this step stands for; `binding` is the app's value (what `bindingHolds` reports).
  func event(binding: Bool, token: Int) -> HostEvent {
    let point = PlanarVector(x: x, y: y)
    let velocity = flag ? PlanarVector(x: 30 * x, y: 30 * y) : .zero
    switch kind {
    case 0: return .touchMoved(PointerInteraction(startPoint: point, endPoint: point))
    case 1: return .touchEnded(PointerInteraction(startPoint: point, endPoint: point, velocity: velocity))
    case 2: return .touchCancelled
    case 3: return .keyDown(flag ? .space : .return, isRepeat: x > 10)
    case 4: return flag ? .accessibilityActivate : .remoteClick
    case 5: return .valueSet(x > 0, animated: flag)
    case 6: return .bindingHolds(binding)
    case 7: return .enabledSet(flag || x > -15)
    case 8:
      let axle: AxleOrientation = flag ? .vertical : .horizontal
      return .configured(
        ControlOwner.Configuration(
          layout: ButterflyLayout(configuration: ButterflyConfiguration(axleOrientation: axle)),
          reduceMotion: y > 20))
    case 9: return flag ? .appeared : .disappeared
    case 10: return .animationFinished(token: flag ? token : token - 1)
    case 11: return .remoteSwipe(flag ? .up : .left)
    default: return .tick
    }
  }
}
