import Foundation
import Testing

@testable import ButterflyRender
@testable import _BBSimKit

/// `bbsim render` run as a process: it draws the spin `simulate spin` computes, and bad input exits 64.
@Suite struct RenderCommandTests {
  /// The `data-time-s` and `data-face` of every frame group in a rendered SVG.
  static func frames(in svg: String) -> [(time: Double, face: String)] {
    svg.split(separator: "\n").compactMap { line in
      guard line.contains("<g id="), let time = attribute("data-time-s", in: line),
        let face = attribute("data-face", in: line), let t = Double(time)
      else { return nil }
      return (t, face)
    }
  }

  static func attribute(_ name: String, in line: Substring) -> String? {
    guard let start = line.range(of: name + "=\"") else { return nil }
    let rest = line[start.upperBound...]
    return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
  }

  static let spins: [[String]] = [
    ["--velocity=0,200", "--end=0,-15"],
    ["--velocity=0,-900", "--end=0,10", "--axle", "diagonal-ltr", "--from", "bottom"],
    ["--axle", "vertical", "--interrupt", "0.4,0.9"],
    ["--velocity=40,-250", "--end=5,10", "--axle", "diagonal-rtl", "--side", "120", "--duration", "1"],
  ]

  @Test(arguments: spins)
  func renderedFaceMatchesSimulateSpinFaceColumnAtTheSameTimes(_ spin: [String]) throws {
    let csv = try BBSimBinary.run(["simulate", "spin"] + spin + ["--rate", "20", "--until", "2"])
    #expect(csv.status == 0, "\(csv.standardError)")
    let rows = csv.standardOutput.csvLines.dropFirst().map { $0.split(separator: ",").map(String.init) }
    #expect(rows.count == 41)
    let render = try BBSimBinary.run(["render"] + spin + ["--filmstrip", "41", "--until", "2"])
    #expect(render.status == 0, "\(render.standardError)")
    let frames = Self.frames(in: render.standardOutput)
    #expect(frames.count == rows.count)
    for (row, frame) in zip(rows, frames) {
      let time = Double(row[0]) ?? .nan
      #expect(abs(frame.time - time) < 1e-4, "same sample times")
      #expect(frame.face == row[3], "t = \(row[0]): render shows \(frame.face), simulate spin \(row[3])")
    }
  }

  /// Under Reduce Motion an interruption restarts the swap from the face it was heading to, as in the
  /// SwiftUI view: top → bottom from 0 s (bottom from its midpoint, 0.15 s), bottom → top from 0.22 s
  /// (top from 0.37 s). Before, the interruption was dropped and the face stayed bottom.
  @Test func reduceMotionInterruptionsRestartTheSwap() throws {
    let render = try BBSimBinary.run(
      ["render", "--reduce-motion", "--interrupt", "0.22", "--filmstrip", "6", "--until", "0.5"])
    #expect(render.status == 0, "\(render.standardError)")
    let faces = Self.frames(in: render.standardOutput).map(\.face)
    #expect(faces == ["top", "top", "bottom", "bottom", "top", "top"])
  }

  /// An interruption after the motion is over is refused with one line naming the option (exit 64),
  /// nothing written.
  @Test func anInterruptionAfterTheSpinLandsExits64() throws {
    let directory = try BBSimBinary.scratchDirectory()
    let result = try BBSimBinary.run(["render", "--interrupt", "3", "--out", "frame.svg"], in: directory)
    #expect(result.status == 64)
    #expect(
      result.standardError.hasPrefix(
        "error: --interrupt: 3 s is after the spin lands at 2 s; expected interruptions before it lands"),
      "\(result.standardError)")
    #expect(BBSimBinary.contents(of: directory).isEmpty)
  }

  @Test func oneFrameIsWrittenAtomicallyToOut() throws {
    let directory = try BBSimBinary.scratchDirectory()
    let result = try BBSimBinary.run(
      [
        "render", "--at", "0.2", "--appearance", "dark", "--contrast", "increased", "--layout-direction", "rtl",
        "--placement", "leading", "--label", "Title", "--top-label", "On", "--bottom-label", "Off", "--top-image",
        "--out", "frame.svg",
      ],
      in: directory)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(BBSimBinary.contents(of: directory) == ["frame.svg"])
    let svg = try String(contentsOf: directory.appendingPathComponent("frame.svg"), encoding: .utf8)
    #expect(svg.hasPrefix("<?xml"))
    #expect(svg.contains(">Title</text>"))
    #expect(svg.contains(">On</text>") || svg.contains(">Off</text>"))
    #expect(Self.frames(in: svg).count == 1)
  }

  @Test func galleryWritesTheWholeMatrixAndAnIndex() throws {
    let directory = try BBSimBinary.scratchDirectory()
    let result = try BBSimBinary.run(["render", "--gallery", "gallery"], in: directory)
    #expect(result.status == 0, "\(result.standardError)")
    let names = BBSimBinary.contents(of: directory.appendingPathComponent("gallery"))
    #expect(names == Gallery.files().map(\.name).sorted())
    #expect(names.contains("index.html"))
  }

  @Test func clampedSizesAreReportedAsNotes() throws {
    let result = try BBSimBinary.run(["render", "--side", "30", "--stroke", "9", "--out", "control.svg"])
    #expect(result.status == 0)
    #expect(result.errorLines.contains { $0.hasPrefix("note: --side:") })
  }
}
