import ButterflyRender

// The module's C-ABI for the plot's frame (plot.js); as in Exports.swift, it only marshals.
//
//   bb_plot_layout(pixels, nameLength, handOver, ghost) → length   the plot's frame at `pixels` CSS px
//        wide, its θ panel named by the text in the buffer, with the spring's hand-over (1) and the
//        pinned ghost (1) in the legend or not (PlotLayout): JSON {"fontSize", "left", "right",
//        "panels": [[top, bottom], [top, bottom]], "legend": SVG}

@_expose(wasm, "bb_plot_layout") @_cdecl("bb_plot_layout")
func bbPlotLayout(pixels: Double, nameLength: Int32, handOver: Int32, ghost: Int32) -> Int32 {
  let name = buffer.text(from: 0, count: Int(nameLength))
  let entries = PlotLayout.entries(handOver: handOver != 0, ghost: ghost != 0)
  return buffer.write(PlotLayout(pixels: pixels, name: name, entries: entries).json)
}
