import ButterflyRender
import Testing

@testable import ButterflyWasm

/// The plot's frame at any width: the legend's rows lie inside the plot, the last one clear of the θ
/// panel's name, and the θ panel gives up only the rows' height, so the plot's size never changes.
@Suite struct PlotLayoutTests {
  /// The plot's width (CSS px) on a 390 px phone, on a laptop, and on the narrowest phone (320 px).
  static let widths = [358.0, 707.0, 288.0]
  /// The θ panel's names the unit menu gives.
  static let names = ["θ (°)", "θ (turns)", "θ (rad)"]

  /// The entries' left and right edges in each row (viewBox units), as the legend draws them.
  static func extents(_ layout: PlotLayout) -> [[(left: Double, right: Double)]] {
    layout.rows.map { row in
      row.map { entry, x in
        let word = TextMetrics.width(of: entry.label, pointSize: layout.fontSize)
        return (x, x + PlotLayout.swatch + PlotLayout.swatchGap + word)
      }
    }
  }

  @Test(arguments: widths, names)
  func theLegendFitsInsideAndClearsThePanelsName(pixels: Double, name: String) {
    for (handOver, ghost) in [(false, false), (true, false), (true, true)] {
      let entries = PlotLayout.entries(handOver: handOver, ghost: ghost)
      let layout = PlotLayout(pixels: pixels, name: name, entries: entries)
      #expect(layout.rows.flatMap { $0.map(\.entry) } == entries, "every entry once, in order")
      let rows = Self.extents(layout)
      for row in rows {
        #expect(row.allSatisfy { $0.left >= PlotLayout.left - 1e-9 && $0.right <= PlotLayout.right + 1e-9 })
        for (a, b) in zip(row, row.dropFirst()) { #expect(a.right < b.left, "entries apart") }
      }
      let nameRight = PlotLayout.left + 4 + TextMetrics.width(of: name, pointSize: layout.fontSize)
      #expect((rows.last?.first?.left ?? .infinity) > nameRight, "the last row right of \(name) at \(pixels) px")
      let firstBaseline =
        layout.thetaTop - PlotLayout.nameLift - Double(layout.rows.count - 1) * 1.25 * layout.fontSize
      #expect(firstBaseline >= 0.75 * layout.fontSize, "the first row's capitals inside the plot")
      #expect(layout.thetaTop < PlotLayout.thetaBottom - 50, "the θ panel keeps most of its height")
    }
  }

  @Test func aLaptopsLegendIsOneRowAndTheFrameIsUnchanged() {
    let layout = PlotLayout(pixels: 707, name: "θ (°)", entries: PlotLayout.entries(handOver: true, ghost: false))
    #expect(layout.rows.count == 1)
    #expect(layout.fontSize == PlotLayout.smallestText)
    #expect(layout.thetaTop == PlotLayout.thetaTop)
  }

  @Test func aPhonesLegendTakesASecondRowWithLargerText() {
    let layout = PlotLayout(pixels: 358, name: "θ (°)", entries: PlotLayout.entries(handOver: true, ghost: false))
    #expect(layout.rows.count == 2)
    #expect(abs(layout.fontSize - 11 * 640 / 358) < 1e-9)
    #expect(layout.thetaTop > PlotLayout.thetaTop)
  }
}
