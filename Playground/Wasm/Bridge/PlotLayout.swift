import ButterflyRender

/// The frame of the page's θ(t)/ω(t) plot at one width: its text size, the legend drawn (rows of a
/// swatch and a word each, right-aligned) and where the two panels sit, decided so that nothing
/// overlaps at any width.
///
/// The plot's viewBox is 640 × 362 at every width; text is at least 11 CSS px on screen, so a narrow
/// plot (a phone's, about 360 px) has larger text in viewBox units and its legend may need more than
/// one row. The rows stack above the θ panel, the last beside the panel's name (`θ (°)`, left); the θ
/// panel's top moves down by the rows added and its bottom stays, so the plot's height — and the page's
/// first screen — never changes:
///
/// ```
/// size     = max(11, 11 × 640 / width px)                 (viewBox units)
/// row      = 1.25 × size
/// rows     = the fewest that hold the entries in order, the last ending right of the name
/// θ top    = max(26, 0.75 × size + 2 + (rows − 1) × row + 8)   (the first row's capitals inside)
/// ```
struct PlotLayout {
  /// The viewBox's width (units).
  static let width = 640.0
  /// The panels' left and right edges (units).
  static let left = 60.0
  static let right = 628.0
  /// The smallest text on screen (CSS px).
  static let smallestText = 11.0
  /// The θ panel's top with one legend row, and its bottom; the ω panel (units).
  static let thetaTop = 26.0
  static let thetaBottom = 168.0
  static let omega = (top: 206.0, bottom: 334.0)
  /// A panel's name sits this far above it (units, its baseline).
  static let nameLift = 8.0
  /// An entry's swatch: a line this long (units), after a gap, before its word; entries this far apart.
  static let swatch = 12.0
  static let swatchGap = 6.0
  static let entryGap = 10.0

  /// One legend entry: the class of the curve or mark it stands for, and its word.
  struct Entry: Equatable {
    var className: String
    var label: String
  }

  /// The text size (units).
  let fontSize: Double
  /// The θ panel's top (units).
  let thetaTop: Double
  /// The legend's rows, top first, each entry with the x where its swatch starts.
  let rows: [[(entry: Entry, x: Double)]]

  /// The entries for a plot: the curves, the window and the marks, then the spring's hand-over and the
  /// pinned tuning's ghost when the plot shows them.
  static func entries(handOver: Bool, ghost: Bool) -> [Entry] {
    var entries = [
      Entry(className: "theta", label: "θ"), Entry(className: "omega", label: "ω"),
      Entry(className: "window", label: "rest window"), Entry(className: "activation", label: "activation"),
      Entry(className: "rest", label: "rest"),
    ]
    if handOver { entries.append(Entry(className: "handover", label: "spring takes over")) }
    if ghost { entries.append(Entry(className: "ghost theta", label: "A (pinned)")) }
    return entries
  }

  /// The layout for a plot `pixels` CSS px wide whose θ panel is named `name`.
  init(pixels: Double, name: String, entries: [Entry]) {
    let size = max(Self.smallestText, Self.smallestText * Self.width / max(pixels, 1))
    fontSize = size
    let widths = entries.map {
      Self.swatch + Self.swatchGap + TextMetrics.width(of: $0.label, pointSize: size)
    }
    let full = Self.right - Self.left
    let beside = Self.right - (Self.left + 4 + TextMetrics.width(of: name, pointSize: size) + Self.entryGap)
    // The fewest rows: full rows greedily, the rest beside the name.
    var chosen: [[Int]] = [Array(entries.indices)]
    for count in 1...max(entries.count, 1) {
      var rows: [[Int]] = []
      var next = 0
      while rows.count < count - 1, next < entries.count {
        var row: [Int] = []
        var used = 0.0
        while next < entries.count, row.isEmpty || used + Self.entryGap + widths[next] <= full {
          used += (row.isEmpty ? 0 : Self.entryGap) + widths[next]
          row.append(next)
          next += 1
        }
        rows.append(row)
      }
      let rest = Array(next..<entries.count)
      let restWidth = rest.map { widths[$0] }.reduce(0, +) + Double(max(rest.count - 1, 0)) * Self.entryGap
      if restWidth <= beside || count == entries.count {
        chosen = rows + [rest]
        break
      }
    }
    let rowHeight = 1.25 * size
    thetaTop = max(Self.thetaTop, 0.75 * size + 2 + Double(chosen.count - 1) * rowHeight + Self.nameLift)
    rows = chosen.map { row in
      var x = Self.right - (row.map { widths[$0] }.reduce(0, +) + Double(max(row.count - 1, 0)) * Self.entryGap)
      return row.map { index in
        defer { x += widths[index] + Self.entryGap }
        return (entries[index], x)
      }
    }
  }

  /// The legend as SVG: each entry's swatch (a line of its class) and word, the last row on the
  /// panel's name's baseline.
  var legend: SVGElement {
    let rowHeight = 1.25 * fontSize
    var children: [SVGElement] = []
    for (number, row) in rows.enumerated() {
      let baseline = thetaTop - Self.nameLift - Double(rows.count - 1 - number) * rowHeight
      let middle = baseline - 0.35 * fontSize
      for (entry, x) in row {
        children.append(
          SVGElement(
            "line",
            [
              .init("class", entry.className), .init("x1", x), .init("y1", middle), .init("x2", x + Self.swatch),
              .init("y2", middle), .init("stroke-width", "3"),
            ]))
        children.append(
          SVGElement("text", [.init("x", x + Self.swatch + Self.swatchGap), .init("y", baseline)], text: entry.label))
      }
    }
    return SVGElement("g", [.init("class", "legend")], children: children)
  }

  /// The page's answer: JSON {"fontSize", "left", "right", "panels": [[top, bottom], [top, bottom]],
  /// "legend": SVG}.
  var json: String {
    var answer = JSONText()
    answer.add("fontSize", fontSize)
    answer.add("left", Self.left)
    answer.add("right", Self.right)
    answer.add(
      "panels",
      json: "[" + SpinReportText.list([thetaTop, Self.thetaBottom]) + ","
        + SpinReportText.list([Self.omega.top, Self.omega.bottom]) + "]")
    var markup = ""
    legend.write(into: &markup)
    answer.add("legend", markup)
    return answer.text
  }
}
