import Foundation

/// Runs the built `bbsim` executable for end-to-end tests.
///
/// The binary is looked up, in order: `$BBSIM_BINARY`; next to the test executable or bundle (SwiftPM
/// puts every product of a configuration in one directory: `…/debug/bbsim` beside
/// `…/debug/ButterflyButtonPackageTests.xctest`); `.build/debug/bbsim` under the package root derived
/// from this file's path.
enum BBSimBinary {
  struct Result {
    var status: Int32
    var standardOutput: String
    var standardError: String
    /// Non-empty stderr lines.
    var errorLines: [String] { standardError.split(whereSeparator: \.isNewline).map(String.init) }
  }

  static let url: URL? = {
    let manager = FileManager.default
    var candidates: [URL] = []
    if let path = ProcessInfo.processInfo.environment["BBSIM_BINARY"] { candidates.append(URL(fileURLWithPath: path)) }
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var directory = executable.deletingLastPathComponent()
    while directory.path != "/" {
      candidates.append(directory.appendingPathComponent("bbsim"))
      if directory.lastPathComponent == ".build" { break }
      directory = directory.deletingLastPathComponent()
    }
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
      candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("bbsim"))
    }
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    candidates.append(root.appendingPathComponent(".build/debug/bbsim"))
    return candidates.first { manager.isExecutableFile(atPath: $0.path) && !$0.hasDirectoryPath }
  }()

  /// Runs `bbsim arguments…` in `directory` (a fresh scratch folder when not given, so a test never
  /// writes beside the package) and waits for it.
  static func run(_ arguments: [String], in directory: URL? = nil) throws -> Result {
    guard let url else { throw CocoaError(.fileNoSuchFile) }
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    process.currentDirectoryURL = try directory ?? scratchDirectory()
    return try capture(process)
  }

  /// Runs `process` with its standard output and error on pipes, reads both to their end and waits.
  static func capture(_ process: Process) throws -> Result {
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    // Drain stderr on another thread while stdout is read here, so a large output cannot block.
    let errorReader = PipeReader(error.fileHandleForReading)
    let outData = output.fileHandleForReading.readDataToEndOfFile()
    let errData = errorReader.finish()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, standardOutput: String(decoding: outData, as: UTF8.self),
      standardError: String(decoding: errData, as: UTF8.self))
  }

  /// Runs `bbsim arguments…` in `directory` with standard output opened on `file` (a full-device
  /// stand-in, say) and standard error discarded; returns the exit status.
  static func status(_ arguments: [String], in directory: URL, standardOutput file: URL) throws -> Int32 {
    try run(arguments, in: directory, standardOutput: FileHandle(forWritingTo: file)).status
  }

  /// Runs `bbsim arguments…` in `directory` with standard output on `handle` (a full device, a pipe
  /// nobody reads); returns the status and standard error.
  static func run(_ arguments: [String], in directory: URL, standardOutput handle: FileHandle) throws -> Result {
    guard let url else { throw CocoaError(.fileNoSuchFile) }
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.standardOutput = handle
    let error = Pipe()
    process.standardError = error
    try process.run()
    let errData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, standardOutput: "", standardError: String(decoding: errData, as: UTF8.self))
  }

  /// A pipe whose read end is already closed: every write to its write end fails with EPIPE, so a
  /// reader that goes away early is reproduced without a race.
  static func brokenPipe() -> FileHandle {
    let pipe = Pipe()
    try? pipe.fileHandleForReading.close()
    return pipe.fileHandleForWriting
  }

  /// The folder that holds every scratch directory of this test process, removed with all it holds
  /// when the process exits (`atexit`), so a run leaves nothing behind in the temporary folder.
  private static let scratchRoot: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("bbsim-tests-\(UUID().uuidString)")
    atexit { try? FileManager.default.removeItem(at: BBSimBinary.scratchRoot) }
    return url
  }()

  /// A fresh empty directory for one test, inside ``scratchRoot``.
  static func scratchDirectory() throws -> URL {
    let url = scratchRoot.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// The entries of a directory, hidden ones included.
  static func contents(of directory: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
  }
}

/// Reads a pipe to its end on a background thread.
final class PipeReader: @unchecked Sendable {
  private let done = DispatchSemaphore(value: 0)
  private var data = Data()

  init(_ handle: FileHandle) {
    Thread.detachNewThread { [self] in
      data = handle.readDataToEndOfFile()
      done.signal()
    }
  }

  func finish() -> Data {
    done.wait()
    return data
  }
}

extension String {
  /// CSV lines without their CRLF endings.
  var csvLines: [String] { split(separator: "\r\n", omittingEmptySubsequences: true).map(String.init) }
}
