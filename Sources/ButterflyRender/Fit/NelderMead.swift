/// A portable Nelder–Mead simplex minimiser: the same method as GSL's `nmsimplex2`, which `bbsim fit`
/// uses through `ButterflyGSL`, in plain Swift so the playground's WebAssembly model can fit too.
///
/// The initial simplex is `start` plus one vertex per coordinate displaced by `stepSizes[i]`. Each
/// iteration reflects the worst vertex through the centroid of the others (coefficient −1), expands
/// (−2) when the reflection is the new best, contracts halfway towards the centroid when it is still
/// the worst, and shrinks every vertex halfway towards the best when even the contraction fails. It
/// stops when the simplex's size falls below `tolerance`:
///
/// ```
/// size = (1/(n+1)) Σ_k ‖x_k − x̄‖  <  tolerance
/// ```
///
/// Like every Nelder–Mead it finds a local minimum only; a non-finite objective value counts as
/// ``unreachable``.
package enum NelderMead {
  /// The value used where the objective is not finite: loses every comparison, yet keeps the
  /// simplex's arithmetic finite.
  package static let unreachable = 1e300

  /// The result of ``minimize(start:stepSizes:tolerance:maximumIterations:objective:)``.
  package struct Result: Sendable {
    /// The best vertex.
    package var point: [Double]
    /// The objective at ``point``.
    package var value: Double
    /// The iterations used.
    package var iterations: Int
    /// Whether the simplex shrank below the tolerance within the iterations allowed.
    package var converged: Bool
  }

  /// Minimises `objective` from `start`.
  /// - Parameters:
  ///   - start: The starting point, `n ≥ 1` coordinates.
  ///   - stepSizes: The initial displacement per coordinate (`n` non-zero values, the coordinate's units).
  ///   - tolerance: The simplex size to reach (> 0, the coordinates' units).
  ///   - maximumIterations: Most iterations (≥ 1).
  ///   - objective: The function minimised.
  /// - Returns: The best vertex found; ``Result/converged`` false when the iterations ran out (or when
  ///   `start` and `stepSizes` differ in length, with `start` returned).
  /// - Complexity: One to `n + 2` evaluations of `objective` per iteration.
  package static func minimize(
    start: [Double], stepSizes: [Double], tolerance: Double, maximumIterations: Int,
    objective: ([Double]) -> Double
  ) -> Result {
    func value(_ point: [Double]) -> Double {
      let result = objective(point)
      return result.isFinite ? result : unreachable
    }
    let n = start.count
    guard n >= 1, stepSizes.count == n else {
      return Result(point: start, value: value(start), iterations: 0, converged: false)
    }
    var vertices = [start]
    for index in 0..<n {
      var vertex = start
      vertex[index] += stepSizes[index]
      vertices.append(vertex)
    }
    var values = vertices.map(value)
    var iterations = 0
    while iterations < maximumIterations {
      iterations += 1
      let order = values.indices.sorted { values[$0] < values[$1] }
      let best = order[0]
      let worst = order[n]
      let secondWorst = order[n - 1]
      let centroid = (0..<n).map { coordinate in
        vertices.indices.filter { $0 != worst }.map { vertices[$0][coordinate] }.reduce(0, +) / Double(n)
      }
      func towards(_ coefficient: Double) -> [Double] {
        (0..<n).map { centroid[$0] + coefficient * (vertices[worst][$0] - centroid[$0]) }
      }
      let reflected = towards(-1)
      let reflectedValue = value(reflected)
      if reflectedValue < values[best] {
        let expanded = towards(-2)
        let expandedValue = value(expanded)
        (vertices[worst], values[worst]) =
          expandedValue < reflectedValue ? (expanded, expandedValue) : (reflected, reflectedValue)
      } else if reflectedValue < values[secondWorst] {
        (vertices[worst], values[worst]) = (reflected, reflectedValue)
      } else {
        if reflectedValue < values[worst] { (vertices[worst], values[worst]) = (reflected, reflectedValue) }
        let contracted = towards(0.5)
        let contractedValue = value(contracted)
        if contractedValue <= values[worst] {
          (vertices[worst], values[worst]) = (contracted, contractedValue)
        } else {
          for index in vertices.indices where index != best {
            vertices[index] = (0..<n).map { 0.5 * (vertices[best][$0] + vertices[index][$0]) }
            values[index] = value(vertices[index])
          }
        }
      }
      if size(vertices) < tolerance { return result(vertices, values, iterations, converged: true) }
    }
    return result(vertices, values, iterations, converged: false)
  }

  /// `(1/(n+1)) Σ_k ‖x_k − x̄‖`, the simplex's size.
  static func size(_ vertices: [[Double]]) -> Double {
    // The closures' types are spelled out: inferred, this one expression took the type checker over 3 s.
    let n = vertices[0].count
    let count = Double(vertices.count)
    let mean: [Double] = (0..<n).map { (c: Int) -> Double in
      vertices.map { (vertex: [Double]) -> Double in vertex[c] }.reduce(0, +) / count
    }
    let distances: [Double] = vertices.map { (vertex: [Double]) -> Double in
      let squares: [Double] = (0..<n).map { (c: Int) -> Double in
        let offset: Double = vertex[c] - mean[c]
        return offset * offset
      }
      return squares.reduce(0, +).squareRoot()
    }
    return distances.reduce(0, +) / count
  }

  private static func result(_ vertices: [[Double]], _ values: [Double], _ iterations: Int, converged: Bool) -> Result {
    let index = values.indices.min { values[$0] < values[$1] } ?? 0
    return Result(point: vertices[index], value: values[index], iterations: iterations, converged: converged)
  }
}
