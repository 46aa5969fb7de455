import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import PlaygroundKit

/// The server answers exactly what `openapi.yaml` declares: a method the document does not list for a
/// served path is 405 with `Allow`, an interaction carries exactly its kind's members, the spin record
/// exactly the members the server hands back, and text limits count what JSON Schema counts.
@Suite struct APIDocumentTests {
  @Test(arguments: [
    ("/", HTTPRequest.Method.post, "GET, HEAD"), ("/openapi.yaml", .delete, "GET, HEAD"),
    ("/api/settings", .put, "GET, HEAD"),
    ("/api/control", .get, "POST"), ("/api/spin.csv", .patch, "POST"), ("/api/control", .options, "POST"),
  ])
  func anUndeclaredMethodIs405WithAllow(path: String, method: HTTPRequest.Method, allow: String) async throws {
    try await APIRouteTests.application().test(.router) { client in
      try await client.execute(uri: path, method: method) { response in
        #expect(response.status == .methodNotAllowed)
        #expect(response.headers[.allow] == allow)
        let refused = try APIRouteTests.decode(response)["field"] as? String
        #expect(refused == "method")
      }
    }
  }

  @Test func anUnservedPathIsStill404() async throws {
    try await APIRouteTests.application().test(.router) { client in
      try await client.execute(uri: "/api/nothing", method: .delete) { #expect($0.status == .notFound) }
    }
  }

  @Test(arguments: [
    (#"{"kind": "key", "time_s": 1, "key": "space", "start": {"x": 0, "y": 0}}"#, "interactions[0].start"),
    (
      #"{"kind": "pointer", "time_s": 1, "start": {"x": 0, "y": 0}, "end": {"x": 0, "y": 0}, "velocity": {"x": 0, "y": 0}, "key": "space"}"#,
      "interactions[0].key"
    ),
    (#"{"kind": "key", "time_s": 1}"#, "interactions[0].key"),
    (
      #"{"kind": "pointer", "time_s": 1, "start": {"x": 0, "y": 0}, "end": {"x": 0, "y": 0}}"#,
      "interactions[0].velocity"
    ),
  ])
  func anInteractionCarriesExactlyItsKindsMembers(interaction: String, field: String) async throws {
    let body = #"{"now_s": 2, "interactions": ["# + interaction + "]}"
    try await APIRouteTests.application().test(.router) { client in
      try await client.execute(uri: "/api/control", method: .post, headers: APIRouteTests.jsonHeaders, body: APIRouteTests.json(body)) { response in
        #expect(response.status == .badRequest)
        let refused = try APIRouteTests.decode(response)["field"] as? String
        #expect(refused == field)
      }
    }
  }

  /// 32 scalars that are 16 characters (each "e" + a combining acute accent) fit `maxLength: 32`; 33
  /// scalars do not, however few characters they draw.
  @Test func textLimitsCountUnicodeScalarsAsJSONSchemaDoes() {
    let limit = TextLimit(maximumLength: 32)
    #expect(limit.accepts(String(repeating: "e\u{301}", count: 16)))
    #expect(!limit.accepts(String(repeating: "e\u{301}", count: 16) + "\u{301}"))
  }

  @Test func theDocumentDeclaresOnlyTheSpinRecordMembersTheServerHandsBack() throws {
    let document = try String(
      contentsOf: try StaticFiles().folder.appendingPathComponent("openapi.yaml"), encoding: .utf8)
    let record =
      document.components(separatedBy: "    SpinRecord:").last?.components(separatedBy: "    Interaction:")
      .first ?? ""
    for member in ["startFace:", "reduceMotion:", "settled:", "activations:"] { #expect(record.contains(member)) }
    for member in ["buttonShapes:", "reduceTransparency:", "differentiateWithoutColor:"] {
      #expect(!record.contains(member), "\(member)")
    }
  }
}
