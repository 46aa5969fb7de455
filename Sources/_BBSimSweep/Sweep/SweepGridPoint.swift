/// One point of a sweep's grid: its index, its digit per dimension, its configuration and its feel
/// (the position of its duration and tuning in ``SweepSpace/feels()``).
///
/// Consecutive configurations differ mostly in the fastest dimension, so a thread stepping through its
/// block moves the point on by one (``SweepSpace/advance(_:radices:)``) and sets only the dimensions
/// whose digits change — about 1.25 per configuration instead of all 13.
struct SweepGridPoint: Sendable {
  /// 0-based index in the whole sweep.
  var index: Int
  /// The digit of each of ``SweepSpace/dimensions``, slowest first.
  var digits: [Int]
  /// The configuration the digits give.
  var configuration: SweepConfiguration
  /// The feel's position in ``SweepSpace/feels()``.
  var feel: Int
}

extension SweepSpace {
  /// Grid point `index`: its digits in the mixed radix of `radices`, taken from the fastest dimension
  /// (velocities) to the slowest (bounces), each set by its ``dimensions`` entry.
  /// - Parameter radices: This space's ``radices`` (a plan keeps them).
  func gridPoint(_ index: Int, radices: [Int]) -> SweepGridPoint {
    var point = SweepGridPoint(
      index: index, digits: Array(repeating: 0, count: radices.count), configuration: firstConfiguration(index: index),
      feel: 0)
    var rest = index
    let dimensions = Self.dimensions
    for position in radices.indices.reversed() {
      let radix = radices[position]
      point.digits[position] = rest % radix
      dimensions[position].set(self, rest % radix, &point.configuration)
      rest /= radix
    }
    point.feel = feel(of: point.digits, radices: radices)
    return point
  }

  /// Moves `point` to the next index, as ``gridPoint(_:radices:)`` would give it: the fastest digit
  /// counts up, carrying into slower ones, and only the dimensions whose digits changed are set.
  /// - Precondition: `point.index + 1` is in the grid.
  func advance(_ point: inout SweepGridPoint, radices: [Int]) {
    point.index += 1
    point.configuration.index = point.index
    let dimensions = Self.dimensions
    var feelChanged = false
    var position = radices.count - 1
    while position >= 0 {
      let digit = point.digits[position] + 1 == radices[position] ? 0 : point.digits[position] + 1
      point.digits[position] = digit
      dimensions[position].set(self, digit, &point.configuration)
      feelChanged = feelChanged || dimensions[position].decidesFeel
      if digit != 0 { break }
      position -= 1
    }
    if feelChanged { point.feel = feel(of: point.digits, radices: radices) }
  }

  /// The position in ``feels()`` of the feel these digits give: the digits of the ``dimensions`` that
  /// decide the feel, read as one mixed-radix number (the last varying fastest, as ``feels()`` orders
  /// them).
  func feel(of digits: [Int], radices: [Int]) -> Int {
    var feel = 0
    var scale = 1
    let dimensions = Self.dimensions
    for position in radices.indices.reversed() where dimensions[position].decidesFeel {
      feel += digits[position] * scale
      scale *= radices[position]
    }
    return feel
  }
}
