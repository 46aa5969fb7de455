import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import PlaygroundKit

/// The server answers exactly what `openapi.yaml` declares: a method the document does not list for a
/// served path is 405 with `Allow`, and text limits count what JSON Schema counts.
@Suite struct APIDocumentTests {
  @Test(arguments: [
    ("/", HTTPRequest.Method.post, "GET, HEAD"), ("/openapi.yaml", .delete, "GET, HEAD"),
    ("/api/settings", .put, "GET, HEAD"),
    ("/api/describe", .get, "POST"), ("/api/describe", .patch, "POST"), ("/api/describe", .options, "POST"),
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

  /// 32 scalars that are 16 characters (each "e" + a combining acute accent) fit `maxLength: 32`; 33
  /// scalars do not, however few characters they draw.
  @Test func textLimitsCountUnicodeScalarsAsJSONSchemaDoes() {
    let limit = TextLimit(maximumLength: 32)
    #expect(limit.accepts(String(repeating: "e\u{301}", count: 16)))
    #expect(!limit.accepts(String(repeating: "e\u{301}", count: 16) + "\u{301}"))
  }
}
