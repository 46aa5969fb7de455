import ButterflyPhysics
import Foundation
import PropertyBased
import Testing

@testable import ButterflyModel

/// The driver over random sequences of inputs: every spin a person began completes exactly once,
/// callbacks come in their order, a value change is reported at the activation that made it (the
/// value the spin then lands on), and a motion ends exactly when the model's
/// ``ControlMotion/duration`` says.
@Suite struct ControlDriverPropertyTests {
  /// Sequences per property: at least 500 per run, more with `BB_PROPERTY_CASES=N`.
  static let cases = max(500, getenv("BB_PROPERTY_CASES").flatMap { Int(String(cString: $0)) } ?? 0)

  static var steps: Generator<[RandomStep], some SendableSequenceType> {
    RandomStep.sequences(kinds: 0...7, delays: 0...1.5)
  }

  /// Runs the steps, then lets time pass until everything has landed; checks the per-output
  /// properties on the way and returns every callback in order.
  static func run(_ steps: [RandomStep], reduceMotion: Bool) -> [ControlCallback] {
    var driver = ControlDriver(
      isOn: false, layout: ButterflyLayout(configuration: ButterflyConfiguration()), platform: .iOS)
    driver.reduceMotion = reduceMotion
    var time = 0.0
    var all: [ControlCallback] = []
    for step in steps + [RandomStep(kind: 7, delay: 100, x: 0, y: 0, flag: false)] {
      time += step.delay
      if let end = driver.motionEnd { #expect(end == driver.motionStart + driver.motion.duration) }
      let before = driver.isOn
      let output = driver.handle(step.input(for: driver), at: time)
      let order = output.callbacks.map(rank)
      #expect(order == order.sorted(), "callbacks in order: \(output.callbacks)")
      for callback in output.callbacks {
        if case .valueChanged(let value) = callback { #expect(value != before && value == driver.isOn) }
      }
      all += output.callbacks
    }
    #expect(!driver.isSpinning, "a tick after every motion's end lands it")
    return all
  }

  /// The position of a callback in one answer: a landing that was over first, then the activation's.
  static func rank(_ callback: ControlCallback) -> Int {
    switch callback {
    case .spinCompleted: return 0
    case .writeValue: return 1
    case .valueChanged: return 2
    case .spinBegan: return 3
    }
  }

  @Test(arguments: [false, true])
  func everySpinAPersonBeganCompletesExactlyOnceInOrder(reduceMotion: Bool) async {
    await propertyCheck(count: Self.cases, input: Self.steps) { steps in
      var open = false
      var previous: ControlCallback?
      for callback in Self.run(steps, reduceMotion: reduceMotion) {
        switch callback {
        case .spinBegan:
          #expect(!open, "a spin begins only after the previous one completed: \(steps)")
          open = true
        case .spinCompleted:
          #expect(open, "a completion belongs to a begun spin: \(steps)")
          open = false
        case .writeValue:
          break
        case .valueChanged:
          #expect(previous.map { if case .writeValue = $0 { true } else { false } } == true, "\(steps)")
        }
        previous = callback
      }
      #expect(!open, "every begun spin completed: \(steps)")
    }
  }

  @Test func aMotionLandsExactlyAtTheModelsDurationAfterItsStart() async {
    await propertyCheck(count: Self.cases, input: Self.steps) { steps in
      var driver = ControlDriver(
        isOn: true, layout: ButterflyLayout(configuration: ButterflyConfiguration()), platform: .macOS)
      var time = 0.0
      for step in steps {
        time += step.delay
        _ = driver.handle(step.input(for: driver), at: time)
        guard let end = driver.motionEnd else { continue }
        // Time never runs backwards for the driver: "before the end" is only asked while the
        // host's clock has not passed it (an input after the end that no tick landed).
        if end.nextDown >= driver.latestTime ?? -.infinity {
          var early = driver
          _ = early.handle(.tick, at: end.nextDown)
          #expect(early.isSpinning, "not over before motionStart + duration: \(steps)")
        }
        var onTime = driver
        _ = onTime.handle(.tick, at: end)
        #expect(!onTime.isSpinning, "over at motionStart + duration: \(steps)")
        #expect(onTime.isOn == driver.isOn, "lands on the value committed before: \(steps)")
        #expect(onTime.motion == .rest(MedallionFace(isOn: driver.isOn)), "the face at rest is isOn: \(steps)")
      }
    }
  }

  /// A press outside a scroll view: it sends touchDown once it shows, and its end sends touchUpInside
  /// exactly when it ends in the hit target — the same target a tap must end in to activate.
  @Test func aPressEndsInsideExactlyWhenItEndsInTheHitTarget() async {
    let points = zip(Gen.double(in: -60...60), Gen.double(in: -60...60)).map { PlanarVector(x: $0, y: $1) }
    await propertyCheck(count: Self.cases, input: points.array(of: 2...8)) { path in
      var driver = ControlDriver(
        isOn: false, layout: ButterflyLayout(configuration: ButterflyConfiguration()), platform: .iOS)
      let start = path[0]
      var events: [ControlTouchEvent] = []
      for point in path.dropLast() {
        events +=
          driver.handle(.pointerMoved(PointerInteraction(startPoint: start, endPoint: point)), at: 0).touchEvents
      }
      let end = PointerInteraction(startPoint: start, endPoint: path[path.count - 1])
      let output = driver.handle(.pointerEnded(end), at: 0.1)
      let target = driver.interpreter.target
      #expect(events.first == (target.contains(start) ? .touchDown : nil), "\(path)")
      if target.contains(start) {
        #expect(output.touchEvents == [target.contains(end.endPoint) ? .touchUpInside : .touchUpOutside], "\(path)")
      } else {
        #expect(output.touchEvents.isEmpty && output.outcome == .passThrough, "\(path)")
      }
      #expect(output.activated == (target.contains(start) && target.contains(end.endPoint)), "\(path)")
    }
  }
}

extension RandomStep {
  /// The input this step stands for, given the driver's state (so that animation ends name the
  /// latest token or a stale one).
  func input(for driver: ControlDriver) -> ControlInput {
    let point = PlanarVector(x: x, y: y)
    switch kind {
    case 0: return .pointerEnded(PointerInteraction(startPoint: point, endPoint: point))
    case 1:
      return .pointerEnded(
        PointerInteraction(startPoint: point, endPoint: point, velocity: PlanarVector(x: 40 * x, y: 40 * y)))
    case 2: return .key(flag ? .space : .other("a"))
    case 3: return flag ? .accessibilityActivate : .remoteClick
    case 4: return .valueSet(x > 0, animated: flag)
    case 5: return .bindingHolds(flag)
    case 6: return .animationFinished(token: flag ? driver.animationToken : driver.animationToken - 1)
    default: return .tick
    }
  }
}
