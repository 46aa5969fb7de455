import Foundation
import Testing
import _ButterflyShims

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Text in pictures and names on disk: any label gives well-formed SVG, the drawing stays inside its
/// canvas for every accepted side, and any file name the file system accepts is used byte for byte.
@Suite struct TextInPicturesTests {
  /// Whether `svg` parses as XML.
  static func isWellFormed(_ svg: String) -> Bool { XMLParser(data: Data(svg.utf8)).parse() }

  static let labels: [String] = [
    "a\u{01}b\u{07}c\u{1B}[31m", "tab\tnew\nline\r", "\u{7F}\u{85}\u{9F}", "<&>\"'", "\u{200F}שלום\u{200E} عربى",
    "🦋👩🏽‍🚀 flags 🇯🇵", String(repeating: "W", count: 10_000), String(repeating: "é\u{0301}", count: 5000),
  ]

  @Test(arguments: labels)
  func anyLabelGivesWellFormedSVG(_ label: String) throws {
    for option in ["--label", "--top-label", "--bottom-label"] {
      let result = try BBSimBinary.run(["render", "--at", "0", option, label])
      #expect(result.status == 0, "\(result.standardError)")
      #expect(Self.isWellFormed(result.standardOutput), "\(option) \(label.prefix(20))")
      #expect(
        !result.standardOutput.unicodeScalars.contains { $0.properties.generalCategory == .control && $0 != "\n" })
    }
  }

  /// The canvas size and every coordinate drawn directly in it.
  static func extent(_ svg: String) -> (width: Double, height: Double, numbers: [Double]) {
    func numbers(_ name: String) -> [Double] {
      svg.components(separatedBy: " \(name)=\"").dropFirst().compactMap { Double($0.prefix { $0 != "\"" }) }
    }
    let width = numbers("width").first ?? .nan
    let height = numbers("height").first ?? .nan
    return (width, height, ["x", "y", "cx", "cy", "width", "height", "rx", "ry"].flatMap(numbers))
  }

  @Test(arguments: ["1e-300", "44", "60", "1000", "10000", "1e308"])
  func theDrawingStaysInsideTheCanvasForEveryAcceptedSide(_ side: String) throws {
    for extra in [
      [String](), ["--filmstrip", "3"], ["--placement", "top", "--label", String(repeating: "M", count: 200)],
    ] {
      let result = try BBSimBinary.run(["render", "--side", side] + extra)
      #expect(result.status == 0, "\(result.standardError)")
      let svg = result.standardOutput
      #expect(!svg.contains("inf") && !svg.contains("nan"))
      let (width, height, numbers) = Self.extent(svg)
      #expect(width.isFinite && height.isFinite && width > 0 && height > 0)
      #expect(numbers.allSatisfy { abs($0) <= max(width, height) }, "side \(side) \(extra.first ?? "")")
    }
  }

  @Test func aNameOf255BytesIsAcceptedAndLeavesNoTemporary() throws {
    let directory = try BBSimBinary.scratchDirectory()
    let name = String(repeating: "é", count: 125) + "x.svg"  // 250 + 5 bytes
    #expect(name.utf8.count == 255)
    let result = try BBSimBinary.run(["render", "--out", name], in: directory)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(BBSimBinary.contents(of: directory) == [name])
    let again = try BBSimBinary.run(["render", "--at", "0.5", "--out", name], in: directory)
    #expect(again.status == 0, "replacing it works too: \(again.standardError)")
    #expect(BBSimBinary.contents(of: directory) == [name])
  }

  @Test func aNameTheFileSystemRefusesIsAUsageError() throws {
    let directory = try BBSimBinary.scratchDirectory()
    let result = try BBSimBinary.run(["render", "--out", String(repeating: "a", count: 256)], in: directory)
    #expect(result.status == 64)
    #expect(result.errorLines.count == 1 && result.errorLines.first?.contains("--out") == true)
    #expect(BBSimBinary.contents(of: directory).isEmpty)
  }

  /// Whether a file named by exactly these bytes exists in `directory`.
  static func exists(_ name: [UInt8], in directory: URL) -> Bool {
    var info = stat()
    let path = Array(directory.path.utf8) + [UInt8(ascii: "/")] + name + [0]
    return path.map { CChar(bitPattern: $0) }.withUnsafeBufferPointer { stat($0.baseAddress!, &info) } == 0
  }

  @Test func pathBytesThatAreNotUTF8AreUsedAsGiven() throws {
    let directory = try BBSimBinary.scratchDirectory()
    let script = #"exec "$BBSIM" simulate spin --out "$(printf 'caf\351.csv')" --summary "$(printf '\377\376.json')""#
    let result = try BBSimShell.run(script, in: directory)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(Self.exists(Array("caf".utf8) + [0xE9] + Array(".csv".utf8), in: directory))
    #expect(Self.exists([0xFF, 0xFE] + Array(".json".utf8), in: directory))
    #expect(!Self.exists(Array("caf\u{FFFD}.csv".utf8), in: directory), "no U+FFFD re-encoding")
  }

  @Test func aLabelThatIsNotUTF8IsDrawnWithReplacementCharacters() throws {
    let directory = try BBSimBinary.scratchDirectory()
    let result = try BBSimShell.run(#"exec "$BBSIM" render --label "$(printf 'caf\351')""#, in: directory)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains("caf\u{FFFD}"))
    #expect(Self.isWellFormed(result.standardOutput))
  }
}
