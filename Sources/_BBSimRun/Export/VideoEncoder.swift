import Foundation
import _BBSimSupport

/// Turns the control's SVG frames into a moving picture with the system's tools: each frame to PNG by
/// `rsvg-convert` (librsvg), the PNGs to a GIF, an APNG or an H.264 MP4 by `ffmpeg`, in a temporary
/// folder that is removed afterwards. The bytes come back to the caller, which writes them through its
/// ``OutputSink`` like every other output.
///
/// ```
/// gif   ffmpeg -framerate F -i %05d.png -filter_complex split[a][b];[a]palettegen[p];[b][p]paletteuse -loop 0
/// apng  ffmpeg -framerate F -i %05d.png -plays 0 -f apng
/// mp4   ffmpeg -framerate F -i %05d.png -c:v libx264 -pix_fmt yuv420p -vf scale=even sizes
/// ```
/// `scripts/apt-install export librsvg2-bin ffmpeg` installs both tools on Debian.
package enum VideoEncoder {
  /// The accepted frame rates (frames per second).
  static let frameRates = 1...60
  /// The default frame rate (frames per second).
  static let defaultFrameRate = 30
  /// The most frames one picture holds (about 20 s of conversion).
  static let maximumFrameCount = 1200

  /// A tool that is missing or failed: exit 69 (`EX_UNAVAILABLE`) when missing, 70 when it failed.
  package struct Failure: Error, CustomStringConvertible {
    package var description: String
    package var status: Int32
  }

  /// Encodes `frames` (SVG documents, in order) at `framesPerSecond` as `format`.
  /// - Returns: The file's bytes.
  /// - Throws: ``Failure`` when a tool is missing or fails.
  static func encode(_ frames: [String], framesPerSecond: Int, format: ExportFormat) throws -> [UInt8] {
    let converter = try tool("rsvg-convert", package: "librsvg2-bin")
    let encoder = try tool("ffmpeg", package: "ffmpeg")
    let manager = FileManager.default
    let folder = manager.temporaryDirectory.appendingPathComponent("bbsim-export-\(UUID().uuidString)")
    try manager.createDirectory(at: folder, withIntermediateDirectories: false)
    defer { try? manager.removeItem(at: folder) }
    for (index, svg) in frames.enumerated() {
      let name = String(index).leftPadded(to: 5)
      let source = folder.appendingPathComponent("\(name).svg")
      try Data(svg.utf8).write(to: source)
      try run(
        converter, ["--format", "png", "--output", folder.appendingPathComponent("\(name).png").path, source.path])
    }
    let output = folder.appendingPathComponent("out." + (format == .apng ? "png" : format.rawValue))
    var arguments = [
      "-nostdin", "-loglevel", "error", "-y", "-framerate", String(framesPerSecond), "-i",
      folder.appendingPathComponent("%05d.png").path,
    ]
    switch format {
    case .gif:
      arguments += ["-filter_complex", "split[a][b];[a]palettegen[p];[b][p]paletteuse", "-loop", "0"]
    case .apng: arguments += ["-plays", "0", "-f", "apng"]
    default:
      arguments += [
        "-c:v", "libx264", "-pix_fmt", "yuv420p", "-vf", "scale=trunc(iw/2)*2:trunc(ih/2)*2", "-movflags", "+faststart",
      ]
    }
    try run(encoder, arguments + [output.path])
    return Array(try Data(contentsOf: output))
  }

  /// The executable `name` on `PATH`.
  /// - Throws: ``Failure`` (69) naming the Debian package that provides it.
  static func tool(_ name: String, package: String) throws(Failure) -> URL {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    throw Failure(
      description:
        "export: \(name) is not on PATH; gif, apng and mp4 need it (Debian: scripts/apt-install export \(package))",
      status: 69)
  }

  /// Runs `tool` and waits; its standard error's last line becomes the failure.
  private static func run(_ tool: URL, _ arguments: [String]) throws {
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let last = String(decoding: message, as: UTF8.self).split(whereSeparator: \.isNewline).last.map(String.init)
      throw Failure(
        description: "export: \(tool.lastPathComponent) failed (status \(process.terminationStatus))"
          + (last.map { ": " + $0 } ?? ""),
        status: 70)
    }
  }
}

extension String {
  /// Left-padded with zeros to `width` characters.
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
