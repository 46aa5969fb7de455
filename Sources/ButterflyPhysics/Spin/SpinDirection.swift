/// Which way the medallion turns about its axle.
public enum SpinDirection: Int, CaseIterable, Hashable, Sendable {
  /// The top half moves toward the bottom half: θ increases.
  case topToBottom = 1
  /// The bottom half moves toward the top half: θ decreases.
  case bottomToTop = -1

  /// `+1` for ``topToBottom``, `−1` for ``bottomToTop``.
  public var sign: Double { Double(rawValue) }

  /// The other direction.
  public var reversed: SpinDirection { self == .topToBottom ? .bottomToTop : .topToBottom }
}
