import PropertyBased

/// One random step of an event sequence for the property tests: which kind of event, the time that
/// passes before it (s), a point (pt from the mount centre) and a flag; each suite reads them as its
/// own inputs.
struct RandomStep: Sendable, CustomStringConvertible {
  var kind: Int
  var delay: Double
  var x: Double
  var y: Double
  var flag: Bool

  var description: String { "Step(kind \(kind), +\(delay) s, (\(x), \(y)), \(flag))" }

  /// Sequences of 1…40 steps.
  /// - Parameters:
  ///   - kinds: The kinds drawn.
  ///   - delays: The delays drawn (s).
  /// - Returns: The generator.
  static func sequences(kinds: ClosedRange<Int>, delays: ClosedRange<Double>) -> Generator<
    [RandomStep], some SendableSequenceType
  > {
    zip(Gen.int(in: kinds), Gen.double(in: delays), Gen.double(in: -30...30), Gen.double(in: -30...30), Gen.bool)
      .map { RandomStep(kind: $0, delay: $1, x: $2, y: $3, flag: $4) }
      .array(of: 1...40)
  }
}
