import ButterflyModel
import Testing

@testable import _BBSimKit
@testable import _BBSimRun
@testable import _BBSimSupport

/// `bbsim render`'s colour options: hex parsing, the colours reach the drawing unchanged, bad colours
/// exit 64 naming the option.
@Suite struct RenderColorOptionsTests {
  @Test func hexColoursParseWithAndWithoutHashAndAlpha() throws {
    #expect(try OptionSpec.tint.parse("#FF8000") == SRGBColor(red255: 255, green255: 128, blue255: 0))
    #expect(try OptionSpec.tint.parse("ff8000") == SRGBColor(red255: 255, green255: 128, blue255: 0))
    #expect(try OptionSpec.tint.parse("#00000080") == SRGBColor(red255: 0, green255: 0, blue255: 0, alpha255: 128))
    #expect(try OptionSpec.mountBackground.parse("transparent") == .transparent)
    #expect(try OptionSpec.mountBackground.parse("#FFFFFF") == .color(.white))
  }

  @Test(arguments: ["", "#", "#12345", "#1234567", "#GG0000", "red", "#+12345"])
  func malformedColoursAreRejectedNamingTheOption(_ text: String) {
    #expect(throws: UsageError.self) { try OptionSpec.axleColor.parse(text) }
    do throws(UsageError) {
      _ = try OptionSpec.axleColor.parse(text)
    } catch {
      #expect(error.option == "--axle-color")
    }
  }

  @Test func suppliedColoursAreDrawnUnchanged() throws {
    let result = try BBSimBinary.run([
      "render", "--mount-stroke-color", "#112233", "--axle-color", "#445566", "--top-color", "#778899",
      "--mount-background", "#FFEEDD", "--label", "",
    ])
    #expect(result.status == 0, "\(result.standardError)")
    for hex in ["#112233", "#445566", "#778899", "#ffeedd"] {
      #expect(result.standardOutput.lowercased().contains(hex.lowercased()), "\(hex) drawn")
    }
  }

  @Test func aTintRecoloursTheDerivedPalette() throws {
    let standard = try BBSimBinary.run(["render", "--label", ""])
    let tinted = try BBSimBinary.run(["render", "--label", "", "--tint", "#34C759"])
    #expect(tinted.status == 0, "\(tinted.standardError)")
    #expect(tinted.standardOutput.contains("#34c759"), "the top face is the tint")
    #expect(tinted.standardOutput != standard.standardOutput)
  }

  @Test(arguments: [
    ["--tint", "blue"], ["--top-color", "#12"], ["--mount-background", "checkerboard"],
  ])
  func badColourExits64WithOneLineNamingTheOption(_ arguments: [String]) throws {
    let result = try BBSimBinary.run(["render"] + arguments + ["--out", "-"])
    #expect(result.status == 64)
    #expect(result.errorLines.count == 1, "\(result.standardError)")
    #expect(result.errorLines.first?.contains(arguments[0]) == true, "\(result.standardError)")
  }
}
