import ButterflyPhysics
import ButterflyRender
import Foundation
import Testing
import _BBSimKit
import _BBSimOptions

/// Every text export, read back as its target reads it (``ExportReadBack``), is the model's `θ(t)`
/// within the error the file states, and that error is within the one asked for: checked on a
/// 0.1 ms grid from the activation to half a second after the last keyframe, for taps, flicks,
/// interruptions, every axle, short and long durations and the gallery's feels.
@Suite struct ExportReadBackTests {
  /// A spin to export and the error asked for (degrees).
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var scenario: SpinScenario
    var error: Double
    var testDescription: String { name }
  }

  static let cases: [Case] = {
    func scenario(_ change: (inout SpinScenario) -> Void) -> SpinScenario {
      var scenario = SpinScenario()
      change(&scenario)
      return scenario
    }
    let top = PlanarVector(x: 0, y: -15)
    return [
      Case(name: "default tap", scenario: SpinScenario(), error: SpinKeyframes.defaultError),
      Case(
        name: "fast flick, D 0.5 s, 0.02°",
        scenario: scenario {
          $0.duration = 0.5
          $0.gesture = .flick(velocity: PlanarVector(x: 0, y: -3000), endPoint: top)
        }, error: 0.02),
      Case(
        name: "bottom-half flick on a diagonal axle, D 5 s, 1°",
        scenario: scenario {
          $0.duration = 5
          $0.axle = .diagonalRTL
          $0.gesture = .flick(velocity: PlanarVector(x: 400, y: 400), endPoint: PlanarVector(x: -8, y: -8))
        }, error: 1),
      Case(
        name: "two interruptions, vertical axle",
        scenario: scenario {
          $0.axle = .vertical
          $0.interruptions = [0.4, 1.1]
        }, error: 0.05),
      Case(
        name: "bouncy feel, the largest error", scenario: scenario { $0.tuning = .bouncy },
        error: SpinKeyframes.maximumError),
      Case(name: "no landing spring", scenario: scenario { $0.tuning.landingBounce = 0 }, error: 0.01),
    ]
  }()

  /// The grid the read-back is compared on (s): ten points per millisecond, finer than the exporter's.
  static let checkStep = 0.000_1

  /// The largest `|θ̂(t) − θ(t)|` (degrees) on the check grid.
  static func worstError(_ curve: ExportReadBack.Curve, _ trajectory: SpinTrajectory) -> Double {
    let end = (curve.last?.time ?? 0) + 0.5
    var worst = 0.0
    for index in 0...Int(end / checkStep) {
      let time = Double(index) * checkStep
      let model = trajectory.state(at: time).angle * 180 / .pi
      worst = max(worst, abs(SpinKeyframes.interpolate(curve, at: time) - model))
    }
    return worst
  }

  static func export(_ item: Case) -> (SpinExport, SpinTrajectory) {
    let planner = item.scenario.planner
    let trajectory = item.scenario.trajectory(with: planner)
    let keyframes = SpinKeyframes(trajectory: trajectory, axle: item.scenario.axle, error: item.error)
    return (SpinExport(keyframes: keyframes, description: [item.name]), trajectory)
  }

  @Test(arguments: cases)
  func everyFormatReadsBackWithinItsStatedError(_ item: Case) throws {
    let (export, trajectory) = Self.export(item)
    let stated = export.keyframes.maximumErrorDegrees
    #expect(stated <= item.error, "stated \(stated)° > asked \(item.error)°")
    #expect(export.accuracy.contains("≤ \(NumberFormat.decimals(4).text(stated))° everywhere"))
    let css = export.css()
    let curves: [(String, ExportReadBack.Curve?)] = [
      ("css linear()", ExportReadBack.cssLinear(css)), ("css @keyframes", ExportReadBack.cssKeyframes(css)),
      ("web animations", try ExportReadBack.webAnimations(export.webAnimations())),
      ("compose", ExportReadBack.compose(export.compose(spring: nil))),
      ("lottie", try ExportReadBack.lottie(export.lottie())),
    ]
    for (format, curve) in curves {
      let points = try #require(curve, "\(format) did not read back")
      #expect(points.count == export.keyframes.keyframes.count, "\(format)")
      let worst = Self.worstError(points, trajectory)
      #expect(worst <= stated, "\(format): \(worst)° off the model, stated \(stated)°")
    }
  }

  @Test(arguments: cases)
  func keyframesAreFewerThanOneInFourMilliseconds(_ item: Case) {
    let keyframes = Self.export(item).0.keyframes
    // Adaptive: a straight coast or a slow settle takes one keyframe. The strictest case (0.02° on a
    // 0.5 s flick braking at about 125 rad/s²) needs chords of √(8 · 0.02° / 125 rad/s²) ≈ 5 ms.
    #expect(keyframes.keyframes.count * 4 < keyframes.spanMilliseconds)
    #expect(keyframes.keyframes.first?.milliseconds == 0)
    #expect(keyframes.keyframes.last?.milliseconds == keyframes.spanMilliseconds)
    #expect(keyframes.landingDegrees == keyframes.keyframes.last?.degrees)
  }

  @Test func aLooserErrorNeedsFewerKeyframes() {
    let trajectory = SpinScenario().trajectory(with: SpinScenario().planner)
    let counts = [0.01, 0.1, 1].map {
      SpinKeyframes(trajectory: trajectory, axle: .horizontal, error: $0).keyframes.count
    }
    #expect(counts[0] > counts[1] && counts[1] > counts[2], "\(counts)")
  }

  @Test func theComposeSpringStatesItsTrueErrorAndFitsOnlyWithinTheAskedOne() throws {
    let item = Self.cases[0]
    let (export, trajectory) = Self.export(item)
    let fit = ComposeSpringFit(trajectory: trajectory, keyframes: export.keyframes)
    let spring = try #require(
      DampedSpring(
        mass: 1, stiffness: fit.stiffness, damping: 2 * fit.dampingRatio * fit.stiffness.squareRoot(),
        initialPosition: 0, initialVelocity: fit.initialVelocity, targetPosition: export.keyframes.landingDegrees))
    var worst = 0.0
    for millisecond in 0...export.keyframes.spanMilliseconds {
      let time = Double(millisecond) / 1000
      worst = max(worst, abs(spring.position(at: time) - trajectory.state(at: time).angle * 180 / .pi))
    }
    #expect(fit.errorDegrees >= worst - 1e-9)
    #expect(fit.initialVelocity == trajectory.state(at: 0).angularVelocity * 180 / .pi)
    #expect(fit.fits == (fit.errorDegrees <= item.error))
    let kotlin = export.compose(spring: fit)
    #expect(kotlin.contains(fit.fits ? "\nval butterflySpinSpring" : "// No plain spring fits within"))
  }
}
