import ButterflyPhysics
import ButterflyRender
import _BBSimSupport
import _ButterflyShims

/// A one-line progress bar on stderr, drawn only when stderr is a terminal and at most ten times a
/// second; it erases itself when done, so logs and pipes never see it.
///
/// ```
/// sweep [######              ] 31% 31000000/100000000 2.1M/s 0:33 left
/// ```
package final class ProgressBar {
  private let total: Int
  private let enabled: Bool
  private var lastDraw = 0.0
  private let label: String
  private let start = ProgressBar.seconds()

  /// Creates a bar for `total` items.
  /// - Parameters:
  ///   - total: How many items the run has.
  ///   - label: Shown before the bar (e.g. `"sweep"`).
  ///   - enabled: Whether to draw (default: stderr is a terminal).
  package init(total: Int, label: String, enabled: Bool = Diagnostics.standardErrorIsTerminal) {
    self.total = max(total, 1)
    self.label = label
    self.enabled = enabled
  }

  /// Shows `done` of the total.
  package func update(_ done: Int) {
    guard enabled else { return }
    let now = Self.seconds()
    guard now - lastDraw >= 0.1 || done >= total else { return }
    lastDraw = now
    let width = 20
    let fraction = min(Double(done) / Double(total), 1)
    let filled = Int(fraction * Double(width))
    let bar = String(repeating: "#", count: filled) + String(repeating: " ", count: width - filled)
    let elapsed = now - start
    var text = "\r\(label) [\(bar)] \(Int(fraction * 100))% \(done)/\(total)"
    if done > 0, elapsed > 0 {
      let rate = Double(done) / elapsed
      text += " \(Self.count(rate))/s \(Self.clock(Double(total - done) / rate)) left"
    }
    Diagnostics.writeStandardError(Array((text + "\u{1B}[K").utf8))
  }

  /// `rate` in three significant digits with k or M (`950`, `12.3k`, `2.1M`).
  static func count(_ rate: Double) -> String {
    if rate >= 1e6 { return NumberFormat.significant(3).text(rate / 1e6) + "M" }
    if rate >= 1e3 { return NumberFormat.significant(3).text(rate / 1e3) + "k" }
    return NumberFormat.significant(3).text(rate)
  }

  /// `seconds` as `m:ss` (or `h:mm:ss` from an hour), rounded up.
  static func clock(_ seconds: Double) -> String {
    let whole = Int((seconds > 0 ? min(seconds, 1e9) : 0).rounded(.up))  // NaN and negatives give 0
    let (hours, minutes, rest) = (whole / 3600, whole / 60 % 60, whole % 60)
    func twoDigits(_ value: Int) -> String { (value < 10 ? "0" : "") + String(value) }
    return hours > 0 ? "\(hours):\(twoDigits(minutes)):\(twoDigits(rest))" : "\(minutes):\(twoDigits(rest))"
  }

  /// Erases the bar.
  package func finish() {
    guard enabled else { return }
    Diagnostics.writeStandardError(Array("\r\u{1B}[K".utf8))
  }

  /// Monotonic seconds.
  package static func seconds() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
  }
}
