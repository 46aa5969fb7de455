import ButterflyGSL
import Testing

@Suite struct GSLMinimizerTests {
  /// Rosenbrock's valley is long and curved, so the simplex size (1e-10 here) does not bound the
  /// distance to (1, 1) directly; Nelder–Mead lands within ~1e-14 at this size, so 1e-6 holds with a
  /// wide margin while still proving it followed the valley to the end.
  static let rosenbrockTolerance = 1e-6

  static func rosenbrock(_ p: [Double]) -> Double {
    let (x, y) = (p[0], p[1])
    return (1 - x) * (1 - x) + 100 * (y - x * x) * (y - x * x)
  }

  @Test func rosenbrockReachesOneOne() throws {
    let result = try GSLMinimizer.nelderMead(
      start: [-1.2, 1], stepSizes: [0.5, 0.5], tolerance: 1e-10, maxIterations: 10_000,
      f: Self.rosenbrock)
    #expect(abs(result.point[0] - 1) < Self.rosenbrockTolerance, "\(result)")
    #expect(abs(result.point[1] - 1) < Self.rosenbrockTolerance, "\(result)")
    #expect(result.value < Self.rosenbrockTolerance * Self.rosenbrockTolerance)
    #expect(result.iterations > 0 && result.iterations < 10_000)
  }

  /// A round bowl: the simplex size bounds the distance to the minimiser, so 1e-5 at simplex size
  /// 1e-6. (Much smaller sizes are unreachable here: with a minimum value of 7, f changes by less than
  /// one rounding unit of 7 once the simplex is below about √(ε·7) ≈ 4e-8.)
  static let bowlTolerance = 1e-5

  static let bowlCentre: [Double] = [2, -3, 0.5]

  /// `7 + ‖p − centre‖²`, minimum 7 at `bowlCentre`.
  static func bowl(_ p: [Double]) -> Double {
    var sum = 7.0
    for (coordinate, centre) in zip(p, bowlCentre) {
      sum += (coordinate - centre) * (coordinate - centre)
    }
    return sum
  }

  @Test(arguments: [[0.0, 0.0, 0.0], [10.0, -10.0, 5.0]])
  func quadraticBowlMinimumIsFoundFromAnyStart(start: [Double]) throws {
    let result = try GSLMinimizer.nelderMead(
      start: start, stepSizes: [1, 1, 1], tolerance: 1e-6, f: Self.bowl)
    for (found, expected) in zip(result.point, Self.bowlCentre) {
      #expect(abs(found - expected) < Self.bowlTolerance)
    }
    #expect(abs(result.value - 7) < Self.bowlTolerance)
  }

  @Test func tooFewIterationsThrowsMaxIterations() {
    #expect(throws: GSLError.maxIterations) {
      _ = try GSLMinimizer.nelderMead(
        start: [-1.2, 1], stepSizes: [0.5, 0.5], tolerance: 1e-10, maxIterations: 5,
        f: Self.rosenbrock)
    }
  }

  @Test func mismatchedOrInvalidArgumentsAreRejected() {
    #expect(throws: GSLError.self) {
      _ = try GSLMinimizer.nelderMead(start: [0, 0], stepSizes: [1], f: Self.rosenbrock)
    }
    #expect(throws: GSLError.self) {
      _ = try GSLMinimizer.nelderMead(start: [], stepSizes: [], f: { _ in 0 })
    }
    #expect(throws: GSLError.self) {
      _ = try GSLMinimizer.nelderMead(start: [0, 0], stepSizes: [1, 0], f: Self.rosenbrock)
    }
  }

  @Test func nonFiniteObjectiveIsThrownNotCrashed() {
    #expect(throws: GSLError.self) {
      _ = try GSLMinimizer.nelderMead(start: [0, 0], stepSizes: [1, 1]) { p in
        p[0] > 0.5 ? .nan : p[0] * p[0] + p[1] * p[1] - p[0]
      }
    }
  }
}
