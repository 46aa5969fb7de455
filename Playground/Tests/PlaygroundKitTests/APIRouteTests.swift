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

  @Test func theTuningIsAnsweredByteForByteAsBBSimWritesItAndPlansTheReport() async throws {
    let tuning = SpinTuning(tapAngularSpeed: 9.5, preferredShape: 3, landingBounce: 0.45, landingResponse: 0.25)
    let body = """
      {"now_s": 0, "settings": {"tapAngularSpeed": 9.5, "preferredShape": 3, "landingBounce": 0.45,
       "landingResponse": 0.25}}
      """
    try await Self.application().test(.router) { client in
      try await client.execute(uri: "/api/control", method: .post, headers: APIRouteTests.jsonHeaders, body: Self.json(body)) { response in
        let answer = try Self.decode(response)
        let text = try #require(answer["tuning"] as? String)
        let written = try SpinTuningText.json(tuning)
        #expect(Array(text.utf8) == written)
        let decoded = try JSONDecoder().decode(SpinTuning.self, from: Data(text.utf8))
        #expect(decoded == tuning)
        let report = try #require(answer["report"] as? [String: Any])
        let activation = try #require((report["activations"] as? [[String: Any]])?.first)
        #expect(activation["omega0_rad_per_s"] as? Double == 9.5)
      }
    }
  }

  @Test func controlAnswersWithTheSpinFramesReportAndSwift() async throws {
    let body = """
      {"now_s": 2, "settings": {"sideLength": 72},
       "interactions": [{"kind": "key", "key": "space", "time_s": 1.5}]}
      """
    try await Self.application().test(.router) { client in
      try await client.execute(uri: "/api/control", method: .post, headers: APIRouteTests.jsonHeaders, body: Self.json(body)) { response in
        #expect(response.status == .ok)
        let answer = try Self.decode(response)
        for key in [
          "spin", "state", "outcomes", "callbacks", "frames", "report", "swift", "tuning", "notes", "colors",
          "accessibility",
        ] {
          #expect(answer[key] != nil, "\(key)")
        }
        #expect(answer["outcomes"] as? [String] == ["tap"])
        #expect((answer["swift"] as? String)?.contains("sideLength: 72") == true)
        let spin = try #require(answer["spin"] as? [String: Any])
        #expect((spin["activations"] as? [Any])?.count == 1)
        let frames = try #require((answer["frames"] as? [String: Any])?["frames"] as? [[String: Any]])
        #expect((frames.first?["svg"] as? String)?.contains("<svg") == true)
      }
    }
  }

  @Test func aHeldPointerInsideTheTargetIsDrawnPressed() async throws {
    let centre = ControlPicture(settings: PlaygroundSettings()).mountCentre
    let body = """
      {"now_s": 1, "focused": true,
       "press": {"start": {"x": \(centre.x), "y": \(centre.y)}, "current": {"x": \(centre.x + 2), "y": \(centre.y)}}}
      """
    try await Self.application().test(.router) { client in
      try await client.execute(uri: "/api/control", method: .post, headers: APIRouteTests.jsonHeaders, body: Self.json(body)) { response in
        #expect(response.status == .ok)
        let frames = try #require(
          (try Self.decode(response)["frames"] as? [String: Any])?["frames"] as? [[String: Any]])
        let state = try #require((frames.first?["frame"] as? [String: Any])?["state"] as? [String: Bool])
        #expect(state["isPressed"] == true)
        #expect(state["isFocused"] == true)
        #expect(state["isHovered"] == false)
      }
    }
  }

  @Test func theSpinRecordRoundTripsThroughThePage() async throws {
    try await Self.application().test(.router) { client in
      let first = """
        {"now_s": 1, "interactions": [{"kind": "key", "key": "space", "time_s": 1}]}
        """
      let spin = try await client.execute(uri: "/api/control", method: .post, headers: APIRouteTests.jsonHeaders, body: Self.json(first)) { response in
        let answer = try Self.decode(response)
        return String(decoding: try JSONSerialization.data(withJSONObject: answer["spin"] ?? [:]), as: UTF8.self)
      }
      let second = """
        {"now_s": 1.3, "spin": \(spin), "interactions": [{"kind": "key", "key": "return", "time_s": 1.3}]}
        """
      try await client.execute(uri: "/api/control", method: .post, headers: APIRouteTests.jsonHeaders, body: Self.json(second)) { response in
        #expect(response.status == .ok)
        let state = try #require(try Self.decode(response)["state"] as? [String: Any])
        #expect(state["activations"] as? Int == 2)
        #expect(state["pendingFace"] as? String == "top")
      }
    }
  }

  @Test(arguments: [
    (#"{"now_s": 1, "settings": {"sideLength": -3}}"#, "settings.sideLength", "a number (pt), finite, > 0"),
    (
      #"{"now_s": 1, "settings": {"spinDecelerationDuration": 0}}"#, "settings.spinDecelerationDuration",
      "a number (s), finite, > 0"
    ),
    (#"{"settings": {}}"#, "now_s", "a number (s), finite, in [0, 1e9]"),
    (#"{"now_s": "soon"}"#, "now_s", "a number (s), finite, in [0, 1e9]"),
    (#"{"now_s": 1, "extra": true}"#, "extra", "members settings, spin, interactions, now_s, press, hovered, focused"),
    (
      #"{"now_s": 1, "interactions": [{"kind": "pointer", "time_s": 1}]}"#, "interactions[0].start",
      "an object {x, y} of a number (pt), finite, in [-100000, 100000]"
    ),
    (#"{"now_s": 1, "interactions": [{"kind": "swipe", "time_s": 1}]}"#, "interactions[0].kind", "one of pointer|key"),
    (#"{"now_s": 1, "spin": {"startFace": "left"}}"#, "spin.startFace", "one of top|bottom"),
    (#"{"now_s": 1e400}"#, "body", "a JSON object"),
    (#"{"now_s": 1,"#, "body", "a JSON object"),
    (#"[1, 2]"#, "body", "an object"),
    (#"{"now_s": 1, "settings": null}"#, "settings", "an object of settings"),
    (#"{"now_s": 1, "settings": {"sideLength": -3}, "spin": {"startFace": 1e400}}"#, "body", "a JSON object"),
    (#"{"now_s": 1, "extra": 1e400}"#, "body", "a JSON object"),
  ])
  func badInputIs400NamingTheFieldAndTheAcceptedRange(body: String, field: String, accepted: String) async throws {
    try await Self.application().test(.router) { client in
      try await client.execute(uri: "/api/control", method: .post, headers: APIRouteTests.jsonHeaders, body: Self.json(body)) { response in
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
      for path in ["/api/control", "/api/spin.csv"] {
        try await client.execute(uri: path, method: .post, headers: headers, body: Self.json("{}")) { response in
          #expect(response.status == .unsupportedMediaType, "\(path) \(contentType ?? "none")")
          let body = try Self.decode(response)
          #expect(body["field"] as? String == "Content-Type")
          #expect((body["error"] as? String)?.contains("expected Content-Type application/json (UTF-8)") == true)
        }
      }
    }
  }

  @Test(arguments: ["application/json", "Application/JSON", "application/json; charset=utf-8", "application/json;charset=\"UTF-8\""])
  func aJSONBodyIsRead(contentType: String) async throws {
    try await Self.application().test(.router) { client in
      try await client.execute(
        uri: "/api/spin.csv", method: .post, headers: [.contentType: contentType], body: Self.json("{}")
      ) { #expect($0.status == .ok, "\(contentType)") }
    }
  }

  @Test func oversizedBodyIs413() async throws {
    let padding = String(repeating: " ", count: PlaygroundLimits.maximumBodySize)
    try await Self.application().test(.router) { client in
      try await client.execute(uri: "/api/control", method: .post, headers: APIRouteTests.jsonHeaders, body: Self.json("{\"now_s\": 1}" + padding)) {
        response in
        #expect(response.status == .contentTooLarge)
        let field = try Self.decode(response)["field"] as? String
        #expect(field == "body")
      }
    }
  }

  @Test func hostileBodiesAreRefusedAndTheServerGoesOn() async throws {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    let bodies = [deep, "{\"now_s\": 1, \"settings\": \(deep)}", String(repeating: "\u{0}", count: 100), "", "null"]
    try await Self.application().test(.router) { client in
      for body in bodies {
        try await client.execute(uri: "/api/control", method: .post, headers: APIRouteTests.jsonHeaders, body: Self.json(body)) { response in
          #expect([.badRequest, .contentTooLarge].contains(response.status))
        }
      }
      try await client.execute(uri: "/api/settings", method: .get) { #expect($0.status == .ok) }
    }
  }

  @Test func csvIsTheSpinAsBBSimWritesIt() async throws {
    let body = """
      {"spin": {"startFace": "top", "activations": [{"time_s": 4, "gesture": {"kind": "tap", "end": {"x": 0, "y": -10}}}]}}
      """
    try await Self.application().test(.router) { client in
      try await client.execute(uri: "/api/spin.csv", method: .post, headers: APIRouteTests.jsonHeaders, body: Self.json(body)) { response in
        #expect(response.status == .ok)
        #expect(response.headers[.contentType]?.hasPrefix("text/csv") == true)
        #expect(response.headers[.contentDisposition]?.contains("spin.csv") == true)
        let lines = String(buffer: response.body).split(whereSeparator: \.isNewline)
        #expect(lines.first == "t_s,theta_rad,omega_rad_per_s,face")
        #expect(lines.last?.hasSuffix(",bottom") == true)
      }
      let swap =
        #"{"spin": {"startFace": "top", "reduceMotion": true, "activations": [{"time_s": 4, "gesture": {"kind": "tap", "end": {"x": 0, "y": 0}}}]}}"#
      try await client.execute(uri: "/api/spin.csv", method: .post, headers: APIRouteTests.jsonHeaders, body: Self.json(swap)) { response in
        #expect(response.status == .badRequest)
        let field = try Self.decode(response)["field"] as? String
        #expect(field == "spin.reduceMotion")
      }
    }
  }

  @Test func openAPIDescribesEveryRouteAndLimit() async throws {
    try await Self.application().test(.router) { client in
      try await client.execute(uri: "/openapi.yaml", method: .get) { response in
        let yaml = String(buffer: response.body)
        for path in ["/api/settings", "/api/control", "/api/spin.csv"] {
          #expect(yaml.contains("  \(path):"), "\(path)")
        }
        #expect(yaml.contains("\(PlaygroundLimits.maximumBodySize)"))
        #expect(yaml.contains("maxItems: \(PlaygroundLimits.maximumInteractions)"))
        #expect(yaml.contains("maxItems: \(PlaygroundLimits.maximumActivations)"))
        #expect(yaml.contains("at most \(NumberFormat.compact.text(PlaygroundLimits.longestSpin)) s after the first"))
        #expect(yaml.contains("at most \(NumberFormat.compact.text(PlaygroundLimits.frameWindow)) s ahead"))
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
