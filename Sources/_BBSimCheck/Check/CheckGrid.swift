import ButterflyPhysics
import ButterflyRender
import _BBSimOptions
import _ButterflyShims

/// The built-in grid `bbsim check` runs the spin contract over.
///
/// Every axle × sides 44, 60, 120 pt × durations 0.1, 0.3, 1, 2, 10 s × 18 gestures × both faces ×
/// 4 interruption patterns = 8,640 cases. The gestures: taps in the top half, on the axle and in the
/// bottom half; flicks of 20 (gentle, below ω_min), 200, 1,000, 3,000 and 30,000 pt/s (far past
/// ω_max·r ≈ 1,700 pt/s at 60 pt) ending in the top half and moving along the axle normal towards the
/// top, towards the bottom, or along the axle. The interruptions are none, one tap at 0.3·D, two at
/// 0.1·D and 0.5·D, and four at 0.2·D, 0.6·D, 0.95·D and 1.3·D (the last after the spin ended).
package struct CheckGrid: Sendable {
  /// Axles.
  package var axles = AxleOrientation.allCases
  /// Side lengths (pt).
  package var sides: [Double] = [44, 60, 120]
  /// Deceleration durations (s).
  package var durations: [Double] = [0.1, 0.3, 1, 2, 10]
  /// Flick speeds (pt/s).
  package var flickSpeeds: [Double] = [20, 200, 1000, 3000, 30000]
  /// Faces.
  package var faces = MedallionFace.allCases
  /// Interruption patterns, as fractions of `D` after the first activation.
  package var interruptions: [[Double]] = [[], [0.3], [0.1, 0.5], [0.2, 0.6, 0.95, 1.3]]
  /// The feel every case is planned with (`--tuning`).
  package var tuning = SpinTuning.standard

  /// Creates the standard grid.
  package init() {}

  /// `values` joined by `/`, for the help (e.g. `44/60/120`).
  static func list(_ values: [Double]) -> String { values.map(NumberFormat.compact.text).joined(separator: "/") }

  /// Gestures per control: 3 taps + 3 directions × flick speeds.
  var gestureCount: Int { 3 + 3 * flickSpeeds.count }

  /// How many cases the grid has.
  package var count: Int {
    axles.count * sides.count * durations.count * gestureCount * faces.count * interruptions.count
  }

  /// Case `index` (0-based, `< count`) and a one-line description of it.
  package func scenario(_ index: Int) -> (scenario: SpinScenario, description: String) {
    var rest = index
    func digit(_ radix: Int) -> Int {
      defer { rest /= radix }
      return rest % radix
    }
    let pattern = interruptions[digit(interruptions.count)]
    let face = faces[digit(faces.count)]
    let gestureIndex = digit(gestureCount)
    let duration = durations[digit(durations.count)]
    let side = sides[digit(sides.count)]
    let axle = axles[digit(axles.count)]
    let n = axle.normal
    let a = axle.direction
    let half = side / 2
    let top = PlanarVector(x: 0.5 * half * n.x, y: 0.5 * half * n.y)
    var scenario = SpinScenario()
    scenario.axle = axle
    scenario.side = side
    scenario.duration = duration
    scenario.startFace = face
    scenario.tuning = tuning
    scenario.interruptions = pattern.map { $0 * max(duration, SpinContract.minimumDecelerationDuration) }
    let gestureText: String
    switch gestureIndex {
    case 0:
      scenario.gesture = .tap(endPoint: top)
      gestureText = "tap top half"
    case 1:
      scenario.gesture = .tap(endPoint: .zero)
      gestureText = "tap on the axle"
    case 2:
      scenario.gesture = .tap(endPoint: PlanarVector(x: -top.x, y: -top.y))
      gestureText = "tap bottom half"
    default:
      let flick = gestureIndex - 3
      let speed = flickSpeeds[flick % flickSpeeds.count]
      let heading = [
        (n, "towards the top"), (PlanarVector(x: -n.x, y: -n.y), "towards the bottom"), (a, "along the axle"),
      ][
        flick / flickSpeeds.count]
      scenario.gesture = .flick(velocity: speed * heading.0, endPoint: top)
      gestureText = "flick \(NumberFormat.significant(6).text(speed)) pt/s \(heading.1), ending in the top half"
    }
    let interruptText =
      pattern.isEmpty
      ? "no interruption"
      : "taps at " + pattern.map { "\(NumberFormat.significant(6).text($0))·D" }.joined(separator: ", ")
    let description =
      "case \(index): \(SpinSettings.axleOrientation.name(of: axle)), side \(NumberFormat.significant(6).text(side)) pt, D \(NumberFormat.significant(6).text(duration)) s, "
      + "\(gestureText), from \(face.rawValue), \(interruptText)"
    return (scenario, description)
  }
}
