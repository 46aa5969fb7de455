import Foundation
import Testing

/// `bbsim render` draws the face `bbsim simulate spin` reports: one definition of the visible face.
@Suite struct RenderSimulateAgreementTests {
  static let spins: [[String]] = [
    ["--velocity=0,900", "--end=0,-15"],
    ["--velocity=300,-700", "--end=4,9", "--axle", "diagonal-rtl", "--from", "bottom"],
    ["--interrupt", "0.3,0.9", "--axle", "vertical", "--duration", "1.2"],
  ]

  @Test(arguments: spins)
  func drawnFaceEqualsTheSimulatedFaceColumnAtEverySixtiethOfASecond(spin: [String]) throws {
    let simulated = try BBSimBinary.run(["simulate", "spin", "--rate", "60", "--until", "2"] + spin)
    #expect(simulated.status == 0, "\(simulated.standardError)")
    let rows = simulated.standardOutput.csvLines.dropFirst().map { $0.split(separator: ",") }
    let simulatedFaces = rows.map { String($0[3]) }
    let rendered = try BBSimBinary.run(["render", "--label", "", "--filmstrip", "121", "--until", "2"] + spin)
    #expect(rendered.status == 0, "\(rendered.standardError)")
    let svg = rendered.standardOutput
    // Every frame group carries its time and visible face; its face ellipse carries the face drawn.
    let frames = Self.values(of: "data-face", after: "data-time-s=\"", in: svg)
    let drawn = Self.values(of: "data-face", after: "data-role=\"face\" ", in: svg)
    #expect(simulatedFaces.count == 121)
    #expect(frames.map(\.face) == simulatedFaces)
    #expect(drawn.map(\.face) == simulatedFaces)
    for (index, frame) in frames.enumerated() {
      #expect(abs((Double(frame.time) ?? .nan) - Double(index) / 60) < 1e-4)
    }
  }

  /// For each occurrence of `marker`, the next `name="…"` value (and the text right after the marker).
  static func values(of name: String, after marker: String, in text: String) -> [(time: String, face: String)] {
    var result: [(String, String)] = []
    var rest = text[...]
    while let start = rest.range(of: marker) {
      let tail = rest[start.upperBound...]
      let time = String(tail.prefix { $0 != "\"" })
      guard let attribute = tail.range(of: name + "=\"") else { break }
      let value = tail[attribute.upperBound...].prefix { $0 != "\"" }
      result.append((time, String(value)))
      rest = tail[attribute.upperBound...]
    }
    return result
  }
}
