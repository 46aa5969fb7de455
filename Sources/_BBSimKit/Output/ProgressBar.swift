#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// A one-line progress bar on stderr, drawn only when stderr is a terminal and at most ten times a
/// second; it erases itself when done, so logs and pipes never see it.
public final class ProgressBar {
  private let total: Int
  private let enabled: Bool
  private var lastDraw = 0.0
  private let label: String

  /// Creates a bar for `total` items.
  /// - Parameters:
  ///   - total: How many items the run has.
  ///   - label: Shown before the bar (e.g. `"sweep"`).
  ///   - enabled: Whether to draw (default: stderr is a terminal).
  public init(total: Int, label: String, enabled: Bool = Diagnostics.standardErrorIsTerminal) {
    self.total = max(total, 1)
    self.label = label
    self.enabled = enabled
  }

  /// Shows `done` of the total.
  public func update(_ done: Int) {
    guard enabled else { return }
    let now = Self.seconds()
    guard now - lastDraw >= 0.1 || done >= total else { return }
    lastDraw = now
    let width = 30
    let fraction = min(Double(done) / Double(total), 1)
    let filled = Int(fraction * Double(width))
    let bar = String(repeating: "#", count: filled) + String(repeating: " ", count: width - filled)
    let text = "\r\(label) [\(bar)] \(Int(fraction * 100))% \(done)/\(total)"
    Diagnostics.writeStandardError(Array(text.utf8))
  }

  /// Erases the bar.
  public func finish() {
    guard enabled else { return }
    Diagnostics.writeStandardError(Array("\r\u{1B}[K".utf8))
  }

  /// Monotonic seconds.
  static func seconds() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
  }
}
