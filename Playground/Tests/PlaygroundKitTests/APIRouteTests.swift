import ButterflyModel
import ButterflyPhysics
import ButterflyRender
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import ButterflyWasm
@testable import PlaygroundKit

/// The HTTP interface through Hummingbird's test client: every route answers, refusals are 400 JSON
/// naming the field and the range, oversized bodies 413, and no input brings the server down.
@Suite struct APIRouteTests {
  static func application() throws -> some ApplicationProtocol {
    Application(router: PlaygroundServer.router(files: try StaticFiles()))
  }

  static func json(_ text: String) -> ByteBuffer { ByteBuffer(string: text) }

  /// The header every JSON body is sent with.
  static let jsonHeaders: HTTPFields = [.contentType: "application/json"]

  static func decode(_ response: TestResponse) throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: Data(buffer: response.body))
    return try #require(object as? [String: Any])
  }

  @Test func staticFilesAreServedWithTheirTypes() async throws {
    try await Self.application().test(.router) { client in
      for (path, type) in [
        ("/", "text/html"), ("/playground.js", "text/javascript"), ("/input.js", "text/javascript"),
        ("/plot.js", "text/javascript"), ("/settings.js", "text/javascript"), ("/playground.css", "text/css"),
        ("/openapi.yaml", "application/yaml"), ("/wasm.js", "text/javascript"),
        ("/stage.js", "text/javascript"), ("/clock.js", "text/javascript"), ("/designer.js", "text/javascript"),
        ("/compare.js", "text/javascript"), ("/export.js", "text/javascript"), ("/feels.js", "text/javascript"),
        ("/gesture-input.js", "text/javascript"), ("/url-state.js", "text/javascript"),
        ("/plot-handles.js", "text/javascript"),
        ("/butterfly.wasm", "application/wasm"),
      ] {
        try await client.execute(uri: path, method: .get) { response in
          #expect(response.status == .ok, "\(path)")
          #expect(response.headers[.contentType]?.hasPrefix(type) == true, "\(path)")
          #expect(response.body.readableBytes > 0)
        }
      }
      try await client.execute(uri: "/etc/passwd", method: .get) { #expect($0.status == .notFound) }
    }
  }

  @Test func staticFilesAnswerHeadAndRevalidateAsFileMiddlewareDoes() async throws {
    try await Self.application().test(.router) { client in
      let tag = try await client.execute(uri: "/playground.js", method: .head) { response in
        #expect(response.status == .ok)
        #expect(response.body.readableBytes == 0)
        #expect(response.headers[.contentType] == "text/javascript; charset=utf-8")
        #expect(response.headers[.cacheControl] == "no-cache")
        #expect(response.headers[.lastModified] != nil)
        return try #require(response.headers[.eTag])
      }
      try await client.execute(uri: "/playground.js", method: .get, headers: [.ifNoneMatch: tag]) {
        #expect($0.status == .notModified)
      }
      try await client.execute(uri: "/api/settings", method: .head) { response in
        #expect(response.status == .ok)
        #expect(response.body.readableBytes == 0)
      }
    }
  }

  @Test func settingsListTheCatalogue() async throws {
    try await Self.application().test(.router) { client in
      try await client.execute(uri: "/api/settings", method: .get) { response in
        #expect(response.status == .ok)
        let settings = try #require(try Self.decode(response)["settings"] as? [[String: Any]])
        #expect(settings.compactMap { $0["name"] as? String } == PlaygroundCatalogue.entries.map(\.name))
      }
    }
  }

  @Test func describeAnswersTheLocalizedLabelsAndAccessibilityText() async throws {
    let body = #"{"settings": {"language": "de", "title": ""}, "isOn": false}"#
    try await Self.application().test(.router) { client in
      try await client.execute(uri: "/api/describe", method: .post, headers: Self.jsonHeaders, body: Self.json(body)) {
        response in
        #expect(response.status == .ok)
        let answer = try Self.decode(response)
        #expect(Set(answer.keys) == ["labels", "accessibility"], "the tuning file is the module's")
        let labels = try #require(answer["labels"] as? [String: String])
        #expect(labels["top"] == ButterflyStrings.string(.topLabel, language: "de"))
        #expect(labels["bottom"] == ButterflyStrings.string(.bottomLabel, language: "de"))
        #expect(labels["top"] != ButterflyStrings.string(.topLabel, language: "en"))
        let accessibility = try #require(answer["accessibility"] as? [String: String])
        #expect(accessibility["value"] == labels["bottom"], "isOn false rests on the bottom face")
      }
    }
  }

  @Test(arguments: [
    (#"{"settings": {"sideLength": -3}}"#, "settings.sideLength", "a number (pt), finite, > 0"),
    (
      #"{"settings": {"spinDecelerationDuration": 0}}"#, "settings.spinDecelerationDuration",
      "a number (s), finite, > 0"
    ),
    (#"{"isOn": "yes"}"#, "isOn", "true or false"),
    (#"{"extra": true}"#, "extra", "members settings, isOn"),
    (#"{"settings": {"tint": "blue"}}"#, "settings.tint", "an sRGB colour #RRGGBB or #RRGGBBAA (hex digits), or null"),
    (#"{"isOn": 1e400}"#, "body", "a JSON object"),
    (#"{"isOn": true,"#, "body", "a JSON object"),
    (#"[1, 2]"#, "body", "an object"),
    (#"{"settings": null}"#, "settings", "an object of settings"),
    (#"{"settings": {"sideLength": -3}, "isOn": 1e400}"#, "body", "a JSON object"),
    (#"{"extra": 1e400}"#, "body", "a JSON object"),
  ])
  func badInputIs400NamingTheFieldAndTheAcceptedRange(body: String, field: String, accepted: String) async throws {
    try await Self.application().test(.router) { client in
      try await client.execute(
        uri: "/api/describe", method: .post, headers: APIRouteTests.jsonHeaders, body: Self.json(body)
      ) { response in
        #expect(response.status == .badRequest)
        #expect(response.headers[.contentType]?.hasPrefix("application/json") == true)
        let answer = try Self.decode(response)
        #expect(answer["field"] as? String == field)
        #expect(answer["accepted"] as? String == accepted)
        #expect((answer["error"] as? String)?.hasPrefix("\(field): ") == true)
      }
    }
  }

  @Test(arguments: [
    nil, "text/plain", "application/json; charset=utf-16", "application/jsonp", "application/x-www-form-urlencoded",
    "application/json; foo=bar",
  ])
  func aBodyThatIsNotJSONIs415(contentType: String?) async throws {
    try await Self.application().test(.router) { client in
      var headers: HTTPFields = [:]
      if let contentType { headers[.contentType] = contentType }
      for path in ["/api/describe"] {
        try await client.execute(uri: path, method: .post, headers: headers, body: Self.json("{}")) { response in
          #expect(response.status == .unsupportedMediaType, "\(path) \(contentType ?? "none")")
          let body = try Self.decode(response)
          #expect(body["field"] as? String == "Content-Type")
          #expect((body["error"] as? String)?.contains("expected Content-Type application/json (UTF-8)") == true)
        }
      }
    }
  }

  @Test(arguments: [
    "application/json", "Application/JSON", "application/json; charset=utf-8", "application/json;charset=\"UTF-8\"",
  ])
  func aJSONBodyIsRead(contentType: String) async throws {
    try await Self.application().test(.router) { client in
      try await client.execute(
        uri: "/api/describe", method: .post, headers: [.contentType: contentType], body: Self.json("{}")
      ) { #expect($0.status == .ok, "\(contentType)") }
    }
  }

  @Test func oversizedBodyIs413() async throws {
    let padding = String(repeating: " ", count: PlaygroundLimits.maximumBodySize)
    try await Self.application().test(.router) { client in
      try await client.execute(
        uri: "/api/describe", method: .post, headers: APIRouteTests.jsonHeaders,
        body: Self.json("{\"isOn\": true}" + padding)
      ) {
        response in
        #expect(response.status == .contentTooLarge)
        let field = try Self.decode(response)["field"] as? String
        #expect(field == "body")
      }
    }
  }

  @Test func hostileBodiesAreRefusedAndTheServerGoesOn() async throws {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    let bodies = [deep, "{\"settings\": \(deep)}", String(repeating: "\u{0}", count: 100), "", "null"]
    try await Self.application().test(.router) { client in
      for body in bodies {
        try await client.execute(
          uri: "/api/describe", method: .post, headers: APIRouteTests.jsonHeaders, body: Self.json(body)
        ) { response in
          #expect([.badRequest, .contentTooLarge].contains(response.status))
        }
      }
      try await client.execute(uri: "/api/settings", method: .get) { #expect($0.status == .ok) }
    }
  }

  @Test func openAPIDescribesEveryRouteAndLimit() async throws {
    try await Self.application().test(.router) { client in
      try await client.execute(uri: "/openapi.yaml", method: .get) { response in
        let yaml = String(buffer: response.body)
        for path in ["/api/settings", "/api/describe"] {
          #expect(yaml.contains("  \(path):"), "\(path)")
        }
        #expect(yaml.contains("\(PlaygroundLimits.maximumBodySize)"))
        #expect(yaml.contains("sends nothing for \(PlaygroundLimits.idleTimeout) s"))
        #expect(!yaml.contains("/api/control") && !yaml.contains("SpinRecord"), "no spin is replayed")
        // The numbers' definitions are quoted from the model: a changed range or default shows here.
        for entry in PlaygroundCatalogue.entries {
          if let definition = entry.definition, entry.kind == .number { #expect(yaml.contains(definition)) }
          if let choices = entry.choices, entry.kind == .choice {
            #expect(
              yaml.contains("\(entry.name): { enum: [\(choices.joined(separator: ", "))]")
                || yaml.contains("enum: [\(choices.joined(separator: ", "))]"), "\(entry.name)")
          }
        }
      }
    }
  }
}
