import ArgumentParser
import Foundation
import PlaygroundKit

/// `playground [--host H] [--port P]`: serves the ButterflyButton playground until interrupted;
/// `playground --static DIR` writes it as a folder any static host serves (no server) and exits.
///
/// Bad arguments get one line on stderr naming the option and the accepted range, exit 64 (as
/// `bbsim`); a server that cannot start gets one line and exit 1.
@main
struct Playground: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "playground",
    abstract: "Serve the ButterflyButton playground: flick the control, tune it, copy the Swift.",
    discussion: "Binds to loopback unless --host says otherwise. Stop it with Ctrl-C.")

  /// The ports a server may listen on (0 asks the system for a free one).
  static let ports = 0...65_535

  @Option(help: "Address to bind; 127.0.0.1 keeps the playground on this machine.")
  var host = "127.0.0.1"
  @Option(help: "Port to listen on, an integer in 0...65535 (0 picks a free one).")
  var port = "8080"
  @Option(
    name: .customLong("static"),
    help: "Write the page and its model (WebAssembly) into this folder for a static host, and exit.")
  var staticFolder: String?

  func validate() throws {
    guard let number = Int(port), Self.ports.contains(number) else {
      throw ValidationError("--port: '\(port)' is not accepted; expected an integer in 0...65535")
    }
    if let staticFolder, staticFolder.isEmpty {
      throw ValidationError("--static: '' is not accepted; expected a folder to write the page into")
    }
    guard !host.isEmpty, !host.contains(where: \.isWhitespace) else {
      throw ValidationError("--host: '\(host)' is not accepted; expected an address to bind, e.g. 127.0.0.1")
    }
  }

  static func main() async {
    let command: Playground
    do {
      command = try parse()
    } catch {
      if exitCode(for: error) == .success { exit(withError: error) }
      fail(message(for: error), status: exitCode(for: error).rawValue)
    }
    do {
      try await command.run()
    } catch {
      fail("cannot serve on \(command.host):\(command.port) (\(error))", status: 1)
    }
  }

  /// Writes `text`'s first line to stderr and exits with `status`.
  static func fail(_ text: String, status: Int32) -> Never {
    let line = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? "failed"
    FileHandle.standardError.write(Data("playground: \(line)\n".utf8))
    Foundation.exit(status)
  }

  func run() async throws {
    let files = try StaticFiles()
    if let staticFolder {
      let folder = URL(fileURLWithPath: staticFolder)
      do {
        let written = try StaticSite.write(to: folder, files: files)
        print(
          "ButterflyButton playground: \(written.count) files in \(folder.path) (serve the folder with any static host)"
        )
      } catch {
        Self.fail("--static: cannot write \(staticFolder) (\(error))", status: 73)
      }
      return
    }
    let host = host
    let app = PlaygroundServer.application(host: host, port: Int(port) ?? 0, files: files) { port in
      let shown = host.contains(":") ? "[\(host)]" : host
      var lines = "ButterflyButton playground: http://\(shown):\(port)/\n"
      if !["127.0.0.1", "localhost", "::1"].contains(host) {
        lines += "note: bound to \(host): reachable from other machines on the network\n"
      }
      // Unbuffered, so a script reading the URL from a pipe sees it at once.
      FileHandle.standardOutput.write(Data(lines.utf8))
    }
    try await app.runService()
  }
}
