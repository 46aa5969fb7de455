import ButterflyPhysics
import Foundation

/// Inputs shared by several benchmarks: the default planner and a typical flick.
enum Fixtures {
  /// The planner with the package defaults (60 pt mount, horizontal axle, `D` = 2 s).
  static let planner = SpinPlanner()

  /// A downward flick released in the top half: about 23 rad/s, a typical spin.
  static let flick = SpinGesture.flick(
    velocity: PlanarVector(x: 0, y: 600), endPoint: PlanarVector(x: 0, y: -10))

  /// The spin `flick` plans from the top face.
  static let trajectory = planner.plan(flick, from: .top)

  /// The spring `bbsim simulate spring` integrates by default, a critically damped step from 0 to 1.
  static let spring = require(SpringSettings.defaultSpring, "the default spring")

  /// A thousand different flicks (speeds 100–3000 pt/s, both halves, a few angles) so planning cannot
  /// be hoisted out of the loop.
  static let flicks: [SpinGesture] = (0..<1_000).map { index in
    let speed = 100 + 2_900 * Double(index % 97) / 96
    let angle = Double(index % 13) * 0.2 - 1.2
    let side: Double = index.isMultiple(of: 2) ? -1 : 1
    return .flick(
      velocity: PlanarVector(x: speed * sin(angle), y: -side * speed * cos(angle)),
      endPoint: PlanarVector(x: 3, y: side * 12))
  }

  /// Unwraps a value the benchmark's inputs guarantee, with a message if they do not.
  static func require<Value>(_ value: Value?, _ what: String) -> Value {
    guard let value else { fatalError("benchmark fixture invalid: \(what)") }
    return value
  }
}
