import ButterflyModel
import ButterflyPhysics
import Testing

@testable import ButterflyRender

/// SVG text is deterministic and well formed.
@Suite struct RenderSVGTests {
  @Test(arguments: [
    (0.0, "0"), (-0.0, "0"), (1.0, "1"), (12.5, "12.5"), (1.0051, "1.01"), (1.005, "1"), (-2.345, "-2.35"),
    (0.004, "0"), (-0.004, "0"), (100.1, "100.1"), (Double.nan, "0"), (Double.infinity, "0"),
    (0.07, "0.07"), (123456.789, "123456.79"),
  ])
  func numbersAreWrittenWithAtMostTwoDecimals(value: Double, text: String) {
    #expect(NumberFormat.decimals(2).text(value) == text)
  }

  @Test func colorsAreLowercaseHexWithSeparateOpacity() {
    let color = SRGBColor(red255: 0, green255: 122, blue255: 255, alpha255: 51)
    #expect(SVGColor.hex(color) == "#007aff")
    #expect(SVGColor.opacity(color) == "0.2")
  }

  @Test func textAndAttributesAreEscaped() {
    var output = ""
    SVGElement("text", [.init("data-x", "a\"b<c")], text: "R&D <on>").write(into: &output)
    #expect(output == "<text data-x=\"a&quot;b&lt;c\">R&amp;D &lt;on&gt;</text>\n")
  }

  @Test func documentHasNoTimestampOrGeneratorAndEndsInANewline() {
    let svg = ControlRenderer(scene: ControlScene()).svg(at: 0.3)
    #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(svg.hasSuffix("</svg>\n"))
    #expect(!svg.lowercased().contains("date"))
    #expect(!svg.lowercased().contains("generator"))
  }

  @Test func filmstripTimesAreEvenlySpacedAndCaptioned() {
    #expect(Filmstrip.evenlySpacedTimes(count: 5, until: 2) == [0, 0.5, 1, 1.5, 2])
    #expect(Filmstrip.evenlySpacedTimes(count: 1, until: 2) == [0])
    #expect(Filmstrip.evenlySpacedTimes(count: 0, until: .nan) == [0])
    #expect(Filmstrip.caption(for: 0) == "t = 0.00 s")
    #expect(Filmstrip.caption(for: 0.5) == "t = 0.50 s")
    #expect(Filmstrip.caption(for: 1.234) == "t = 1.23 s")
    let strip = Filmstrip(scene: ControlScene(), frameCount: 4).render()
    #expect(strip.frames.count == 4)
    #expect(strip.svg.components(separatedBy: "data-role=\"caption\"").count == 5)
    #expect(strip.svg.contains("id=\"f3-depth\""))
  }
}
