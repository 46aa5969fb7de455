import ButterflyGSL
import Foundation
import Testing

@Suite struct GSLRootFinderTests {
  /// Brent stops when the bracket is narrower than 1e-12 absolute; the returned iterate lies inside
  /// it, so 1e-11 allows an order of magnitude for the relative term and rounding.
  static let rootTolerance = 1e-11

  @Test func findsCubeRootOfTwo() throws {
    let root = try GSLRootFinder.brent(
      in: 0...2, absoluteTolerance: 1e-12, relativeTolerance: 0, maxIterations: 100
    ) { x in x * x * x - 2 }
    #expect(abs(root - cbrt(2.0)) < Self.rootTolerance)
  }

  @Test(arguments: [(-1.0, 3.0), (0.5, 1.5), (1.0, 1.3)])
  func findsRootOfCosineMinusLinearInAnyValidBracket(lower: Double, upper: Double) throws {
    // cos x = x at x ≈ 0.7390851332151607 (the Dottie number).
    let dottie = 0.7390851332151607
    if (cos(lower) - lower) * (cos(upper) - upper) > 0 {
      #expect(throws: GSLError.self) {
        _ = try GSLRootFinder.brent(in: lower...upper) { x in cos(x) - x }
      }
    } else {
      let root = try GSLRootFinder.brent(in: lower...upper) { x in cos(x) - x }
      #expect(abs(root - dottie) < Self.rootTolerance)
    }
  }

  @Test func returnsAnEndPointThatIsExactlyARoot() throws {
    #expect(try GSLRootFinder.brent(in: 2...5) { x in x - 2 } == 2)
  }

  @Test func bracketWithoutSignChangeThrows() {
    #expect(throws: GSLError.noSignChange(lower: 2, upper: 3, valueAtLower: 6, valueAtUpper: 25)) {
      _ = try GSLRootFinder.brent(in: 2...3) { x in x * x * x - 2 }
    }
  }

  @Test func tooFewIterationsThrowsMaxIterations() {
    #expect(throws: GSLError.maxIterations) {
      _ = try GSLRootFinder.brent(
        in: 0...2, absoluteTolerance: 1e-15, relativeTolerance: 0, maxIterations: 2
      ) { x in x * x * x - 2 }
    }
  }

  @Test func invalidArgumentsAreRejected() {
    #expect(throws: GSLError.self) {
      _ = try GSLRootFinder.brent(in: 0...2, absoluteTolerance: 0, relativeTolerance: 0) { $0 - 1 }
    }
    #expect(throws: GSLError.self) {
      _ = try GSLRootFinder.brent(in: 0...Double.infinity) { $0 - 1 }
    }
  }
}
