import ArgumentParser
import Foundation
import PlaygroundKit

/// `playground [--host H] [--port P]`: serves the ButterflyButton playground until interrupted.
@main
struct Playground: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "playground",
    abstract: "Serve the ButterflyButton playground: flick the control, tune it, copy the Swift.",
    discussion: "Binds to loopback unless --host says otherwise. Stop it with Ctrl-C.")

  @Option(help: "Address to bind; 127.0.0.1 keeps the playground on this machine.")
  var host = "127.0.0.1"
  @Option(help: "Port to listen on, 0...65535 (0 picks a free one).")
  var port = 8080

  func validate() throws {
    guard (0...65535).contains(port) else {
      throw ValidationError("--port: '\(port)' is not accepted; expected a port number in 0...65535")
    }
    guard !host.isEmpty else { throw ValidationError("--host: '' is not accepted; expected an address to bind") }
  }

  func run() async throws {
    let files = try StaticFiles()
    let host = host
    let app = PlaygroundServer.application(host: host, port: port, files: files) { port in
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
