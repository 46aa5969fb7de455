/// SplitMix64 (Steele, Lea & Flood 2014): a small, fast, seedable generator with a 64-bit state.
///
/// ```
/// state += 0x9E3779B97F4A7C15
/// z = state;  z = (z ^ (z >> 30))·0xBF58476D1CE4E5B9;  z = (z ^ (z >> 27))·0x94D049BB133111EB
/// next = z ^ (z >> 31)
/// ```
///
/// The same seed gives the same sequence on every platform (Swift's `SystemRandomNumberGenerator` is
/// not seedable). `bbsim sweep --samples` seeds one generator per configuration from `(seed, index)`,
/// so any shard and any number of jobs draws the same configurations.
package struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates a generator from a seed.
  package init(seed: UInt64) { state = seed }

  /// A generator for configuration `index` of a run seeded with `seed`.
  package init(seed: UInt64, stream index: Int) {
    var mixer = SplitMix64(seed: seed ^ (UInt64(truncatingIfNeeded: index) &* 0xD1B5_4A32_D192_ED03))
    state = mixer.next()
  }

  /// The next 64 random bits.
  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniform double in `[0, 1)` from the top 53 bits.
  package mutating func unit() -> Double { Double(next() >> 11) * 0x1.0p-53 }

  /// A uniform double in `range` (the lower bound when the range is a single point).
  package mutating func uniform(in range: ClosedRange<Double>) -> Double {
    range.lowerBound + (range.upperBound - range.lowerBound) * unit()
  }

  /// A uniformly chosen element of a non-empty array.
  package mutating func pick<T>(_ values: [T]) -> T {
    values[Int(next() % UInt64(values.count))]
  }
}
