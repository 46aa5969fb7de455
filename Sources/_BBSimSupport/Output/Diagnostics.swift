import ButterflyPhysics
import _ButterflyShims

/// Messages on standard error: errors (one line each), notes about clamped inputs, and whether stderr
/// is a terminal (for the progress bar).
package enum Diagnostics {
  /// Writes `text` and a newline to stderr, unbuffered.
  package static func line(_ text: String) {
    writeStandardError(Array((text + "\n").utf8))
  }

  /// `error: <message>` on one line.
  package static func error(_ message: String) {
    line("error: " + message.split(whereSeparator: \.isNewline).joined(separator: " "))
  }

  /// `note: <adjustment>` for each clamped or replaced input, with the option it came from first when
  /// known (e.g. `note: --side: sideLength: asked 30.0, using 44.0 (minimum is 44 pt)`).
  package static func notes(_ adjustments: [ParameterAdjustment]) {
    var seen = Set<String>()
    for adjustment in adjustments where seen.insert(adjustment.description).inserted {
      let option = optionNames[adjustment.parameter].map { "\($0): " } ?? ""
      line("note: \(option)\(adjustment.description)")
    }
  }

  /// The command-line option behind each planner/geometry parameter name.
  static let optionNames: [String: String] = [
    "sideLength": "--side", "mountStrokeWidth": "--stroke", "spinDecelerationDuration": "--duration",
    "tapAngularSpeed": "--tap-speed", "preferredShape": "--shape", "interruptionTime": "--interrupt",
    "mass": "--mass", "stiffness": "--stiffness", "damping": "--damping", "overshoot": "--overshoot",
  ]

  /// Writes raw bytes to stderr (file descriptor 2).
  package static func writeStandardError(_ bytes: [UInt8]) { _ = writeAll(STDERR_FILENO, bytes) }

  /// Writes every byte to a file descriptor, retrying short and interrupted writes.
  /// - Returns: Whether all bytes were written (`errno` tells why not; EBADF for a negative descriptor,
  ///   even with no bytes).
  static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
    guard descriptor >= 0 else {
      errno = EBADF
      return false
    }
    return bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
        if written < 0 && errno == EINTR { continue }
        if written <= 0 { return false }
        offset += written
      }
      return true
    }
  }

  /// Whether standard error is a terminal.
  package static var standardErrorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }
}
