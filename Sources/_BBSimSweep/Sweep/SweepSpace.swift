import ButterflyModel
import ButterflyPhysics
import _BBSimOptions

/// The parameter ranges of a sweep and how configuration `i` is found from them.
///
/// Grid mode takes the cross product, with the dimensions nested in this order (the last varies
/// fastest): bounce, response, shape, tap speed, axle, side, duration, integrator, step, start face, end offset, flick
/// angle, velocity. Random mode (`--samples N`) draws configuration `i` from its own generator
/// seeded by `(seed, i)`: categorical values uniformly from their lists, numbers uniformly between the
/// smallest and largest value given; a velocity of 0 (a tap) is drawn with the share of zeros in the
/// velocity list. The tuning — tap speed, preferred shape, landing bounce and response — is the exception: it is picked
/// uniformly from the values given (the grid points of a `start:stop:count` range), so every tuning
/// is tried on many random configurations and the summary's "best tuning" compares like with like.
package struct SweepSpace: Sendable, Hashable {
  /// Axles.
  package var axles: [AxleOrientation]
  /// Side lengths (pt).
  package var sides: [Double]
  /// Deceleration durations `D` (s).
  package var durations: [Double]
  /// Flick speeds (pt/s); 0 means a tap.
  package var velocities: [Double]
  /// Flick headings (degrees from +x, clockwise on screen since y points down).
  package var angles: [Double]
  /// End points as a signed fraction of the half side along the axle normal (−1…1; > 0 top half,
  /// 0 on the axle).
  package var endOffsets: [Double]
  /// Starting faces.
  package var faces: [MedallionFace]
  /// Tap speeds (rad/s).
  package var tapSpeeds: [Double]
  /// Preferred shapes `q₀` (dimensionless, 0…20).
  package var shapes: [Double]
  /// Landing spring bounces (dimensionless, −0.5…0.9; 0 is no spring).
  package var bounces: [Double] = [SpinTuning.defaultLandingBounce]
  /// Landing spring responses (s, 0.05…2).
  package var responses: [Double] = [SpinTuning.defaultLandingResponse]
  /// Integrators.
  package var integrators: [SpinIntegrator]
  /// Integration steps (s).
  package var steps: [Double]
  /// Stroke width for every configuration (pt).
  package var stroke: Double = MedallionGeometry.defaultStrokeWidth

  /// The built-in default sweep (`bbsim sweep` with no arguments): 3 landing bounces (0 = no spring,
  /// the default 0.45, the largest 0.9) × 2 responses (the default 0.2 s, 0.5 s) × 3 shapes (0, 2, 8)
  /// × 2 tap speeds (2π, 4π rad/s) × 4 axles × 3 sides (44, 60, 120 pt) × 5 durations (0.1, 0.5, 1, 2,
  /// 5 s) × 3 end offsets (−0.8, 0, 0.8) × 4 flick angles (0, 90, 180, 270°) × 5 velocities (0 = tap,
  /// 300, 1000, 3000, 10000 pt/s) = 129,600 configurations, closed form (analysed exactly, without
  /// samples). Bounce 0 ignores the response, so its two responses give the same rows.
  package static let standard: SweepSpace = {
    var space = SweepSpace(
      axles: AxleOrientation.allCases, sides: [44, 60, 120], durations: [0.1, 0.5, 1, 2, 5],
      velocities: [0, 300, 1000, 3000, 10000], angles: [0, 90, 180, 270], endOffsets: [-0.8, 0, 0.8],
      faces: [.top], tapSpeeds: [2 * .pi, 4 * .pi], shapes: [0, 2, 8], integrators: [.closedForm], steps: [1e-4])
    space.bounces = [0, SpinTuning.defaultLandingBounce, LandingSpring.maximumBounce]
    space.responses = [SpinTuning.defaultLandingResponse, 0.5]
    return space
  }()

  /// Creates a space from its value lists (each non-empty).
  package init(
    axles: [AxleOrientation], sides: [Double], durations: [Double], velocities: [Double], angles: [Double],
    endOffsets: [Double], faces: [MedallionFace], tapSpeeds: [Double], shapes: [Double],
    integrators: [SpinIntegrator], steps: [Double]
  ) {
    self.axles = axles
    self.sides = sides
    self.durations = durations
    self.velocities = velocities
    self.angles = angles
    self.endOffsets = endOffsets
    self.faces = faces
    self.tapSpeeds = tapSpeeds
    self.shapes = shapes
    self.integrators = integrators
    self.steps = steps
  }

  /// The dimension sizes, slowest first (``dimensions``).
  var radices: [Int] { Self.dimensions.map { $0.count(self) } }

  /// The option of the dimension with the most values (the first such, slowest first), for errors
  /// about the grid's size.
  package var largestDimensionOption: String {
    let counts = radices
    let index = counts.indices.max { counts[$0] < counts[$1] || (counts[$0] == counts[$1] && $0 > $1) } ?? 0
    return Self.dimensions[index].option
  }

  /// The number of grid configurations, or `nil` if it overflows.
  package var gridCount: Int? {
    var total = 1
    for radix in radices {
      let (product, overflow) = total.multipliedReportingOverflow(by: radix)
      if overflow { return nil }
      total = product
    }
    return total
  }

  /// Grid configuration `index` (0-based, `< gridCount`): its digits in the mixed radix of ``radices``,
  /// taken from the fastest dimension (velocities) to the slowest (bounces), each set by its
  /// ``dimensions`` entry.
  package func gridConfiguration(_ index: Int) -> SweepConfiguration {
    gridConfiguration(index, radices: radices)
  }

  /// ``gridConfiguration(_:)`` with this space's ``radices`` computed beforehand (a plan keeps them, so
  /// each configuration does not build the array again).
  func gridConfiguration(_ index: Int, radices: [Int]) -> SweepConfiguration {
    gridPoint(index, radices: radices).configuration
  }

  /// Random configuration `index` of a run seeded with `seed`.
  package func randomConfiguration(_ index: Int, seed: UInt64) -> SweepConfiguration {
    var random = SplitMix64(seed: seed, stream: index)
    let zeros = velocities.filter { $0 == 0 }.count
    let moving = velocities.filter { $0 != 0 }
    let isTap = moving.isEmpty || Int(random.next() % UInt64(velocities.count)) < zeros
    let speedSpan = (moving.min() ?? 0)...(moving.max() ?? 0)
    let velocity = isTap ? 0 : random.uniform(in: speedSpan)
    return SweepConfiguration(
      index: index, axle: random.pick(axles), side: random.uniform(in: Self.span(sides)), stroke: stroke,
      duration: random.uniform(in: Self.span(durations)), velocity: velocity,
      angle: random.uniform(in: Self.span(angles)), endOffset: random.uniform(in: Self.span(endOffsets)),
      face: random.pick(faces), tapSpeed: random.pick(tapSpeeds), shape: random.pick(shapes),
      bounce: random.pick(bounces), response: random.pick(responses), integrator: random.pick(integrators),
      step: random.uniform(in: Self.span(steps)))
  }

  /// The smallest and largest of `values` (`0...0` when empty), the interval random mode draws from.
  static func span(_ values: [Double]) -> ClosedRange<Double> {
    let low = values.min() ?? 0
    return low...(values.max() ?? low)
  }
}
