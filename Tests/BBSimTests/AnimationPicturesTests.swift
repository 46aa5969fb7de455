import Foundation
import Testing

/// `bbsim render --animate` end to end: the committed animations (docs/animations.txt) are current and
/// small, and bad values are refused with one line naming the option.
@Suite struct AnimationPicturesTests {
  /// The largest committed animation (bytes): a README picture should stay a light download.
  static let largestPicture = 64 * 1024

  /// The repository root, from this file's path.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// `(path, arguments)` for every line of docs/animations.txt.
  static func pictures() throws -> [(path: String, arguments: [String])] {
    let list = try String(contentsOf: root.appendingPathComponent("docs/animations.txt"), encoding: .utf8)
    return list.split(separator: "\n").compactMap { line in
      let words = line.split(separator: " ").map(String.init)
      guard let path = words.first, !path.hasPrefix("#") else { return nil }
      return (path, Array(words.dropFirst()))
    }
  }

  @Test func committedAnimationsAreWhatBBSimDrawsNow() throws {
    let pictures = try Self.pictures()
    #expect(pictures.count >= 2, "the README's and the DocC overview's animations")
    for picture in pictures {
      #expect(picture.arguments.contains("--animate"), "\(picture.path)")
      let committed = try Data(contentsOf: Self.root.appendingPathComponent(picture.path))
      let drawn = try BBSimBinary.run(["render"] + picture.arguments)
      #expect(drawn.status == 0, "\(drawn.standardError)")
      #expect(
        Data(drawn.standardOutput.utf8) == committed,
        "\(picture.path) is out of date: run scripts/render-pictures and commit it")
      #expect(committed.count <= Self.largestPicture, "\(picture.path): \(committed.count) bytes")
    }
  }

  @Test(arguments: [
    (["--animate", "--fps", "0"], "--fps"), (["--animate", "--fps", "121"], "--fps"),
    (["--animate", "--fps", "2.5"], "--fps"), (["--animate", "--pause", "-1"], "--pause"),
    (["--animate", "--pause", "nan"], "--pause"), (["--animate", "--pause", "10.5"], "--pause"),
    (["--animate", "--at", "1"], "--animate"), (["--animate", "--filmstrip", "3"], "--animate"),
    (["--fps", "30"], "--fps"), (["--pause", "1"], "--pause"), (["--animate", "--zoom", "0"], "--zoom"),
    (["--animate", "--until", "3600"], "--fps"), (["--animate", "--fps", "120", "--until", "60"], "--fps"),
    (["--gallery", "g", "--animate"], "--animate"),
  ])
  func badAnimationValuesExit64WithOneLineNamingTheOption(arguments: [String], option: String) throws {
    let directory = try BBSimBinary.scratchDirectory()
    let result = try BBSimBinary.run(["render"] + arguments + ["--out", "out.svg"], in: directory)
    #expect(result.status == 64, "\(arguments)")
    #expect(result.errorLines.count == 1, "\(result.standardError)")
    // A value's refusal follows ArgumentParser's "The value '…' is invalid for '--fps <n>': ", a
    // combination's starts with the option.
    let line = result.errorLines.first ?? ""
    #expect(
      line.hasPrefix("error: \(option):")
        || line.hasPrefix("error: The value '\(arguments[2])' is invalid for '\(option) <"),
      "\(result.standardError)")
    #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out.svg").path))
  }
}
