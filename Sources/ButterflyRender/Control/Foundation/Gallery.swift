import ButterflyModel
import ButterflyPhysics

/// The preview matrix (sizes × axles × content × appearance, as the SwiftUI `#Preview`s show it), as SVG filmstrips plus an `index.html`.
///
/// Each axis is varied alone from a base (light, standard contrast, left-to-right, horizontal axle,
/// 60 pt side, color faces, centre tap from the top face, title placement `.auto`):
/// ```
/// Appearance   light · dark · light + increased contrast · dark + increased contrast
/// Motion       Reduce Motion (cross-fade, no rotation)
/// Direction    right-to-left (Hebrew) with .auto (the reading-start side, right) · with .trailing
/// Axle         horizontal · vertical · diagonal ↘ · diagonal ↙
/// Faces        color · image (glyph box stands in for SF Symbols)
/// Size         44 · 60 · 120 pt · Dynamic Type 1.5×
/// Placement    top · bottom · leading · trailing
/// ```
package enum Gallery {
  /// One output file.
  package struct File: Hashable, Sendable {
    /// The file name (no directories).
    package let name: String
    /// The UTF-8 text.
    package let contents: String
  }

  /// Every tile, grouped in index order.
  package static func tiles() -> [GalleryTile] {
    func tile(_ name: String, _ group: String, _ caption: String, _ scene: ControlScene) -> GalleryTile {
      GalleryTile(name: name, group: group, caption: caption, scene: scene)
    }
    func config(
      side: Double = 60, placement: LabelPlacement = .auto, axle: AxleOrientation = .horizontal
    ) -> ButterflyConfiguration {
      ButterflyConfiguration(sideLength: side, labelPlacement: placement, axleOrientation: axle)
    }
    var tiles: [GalleryTile] = []
    for appearance in ButterflyAppearance.allCases {
      tiles.append(
        tile(
          "appearance-\(appearance.rawValue)", "Appearance", "\(appearance.rawValue)",
          ControlScene(appearance: appearance)))
    }
    tiles.append(
      tile(
        "reduce-motion", "Motion", "Reduce Motion: cross-fade and scale dip, no rotation",
        ControlScene(reduceMotion: true)))
    tiles.append(
      tile(
        "rtl-auto", "Direction", "right-to-left, Hebrew, placement .auto (leading: right, where reading starts)",
        ControlScene(layoutDirection: .rightToLeft, title: "פרפר", language: "he")))
    tiles.append(
      tile(
        "rtl-trailing", "Direction", "right-to-left, Hebrew, placement .trailing",
        ControlScene(
          configuration: config(placement: .trailing), layoutDirection: .rightToLeft, title: "פרפר",
          language: "he")))
    for axle in AxleOrientation.allCases {
      tiles.append(
        tile("axle-\(axle.rawValue)", "Axle", "axle \(axle.rawValue)", ControlScene(configuration: config(axle: axle))))
    }
    tiles.append(tile("faces-color", "Faces", "color faces", ControlScene()))
    tiles.append(
      tile(
        "faces-image", "Faces", "image faces (glyph box stands in for the SF Symbol)",
        ControlScene(topHasImage: true, bottomHasImage: true)))
    for side in [44.0, 60, 120] {
      let name = NumberFormat.decimals(2).text(side)
      tiles.append(tile("side-\(name)", "Size", "side \(name) pt", ControlScene(configuration: config(side: side))))
    }
    tiles.append(tile("dynamic-type-1.5", "Size", "Dynamic Type 1.5×", ControlScene(dynamicTypeScale: 1.5)))
    for placement in [LabelPlacement.top, .bottom, .leading, .trailing] {
      tiles.append(
        tile(
          "placement-\(placement.rawValue)", "Placement", "title placement .\(placement.rawValue)",
          ControlScene(configuration: config(placement: placement))))
    }
    return tiles
  }

  /// Every file of the gallery: one `<tile>.svg` per tile, then `index.html`.
  /// - Parameter tiles: The tiles (default: ``tiles()``).
  /// - Returns: The files, in a fixed order.
  package static func files(_ tiles: [GalleryTile] = tiles()) -> [File] {
    tiles.map { File(name: $0.name + ".svg", contents: $0.filmstrip.render().svg) }
      + [File(name: "index.html", contents: indexHTML(tiles))]
  }

  /// A static page showing every tile under its group heading.
  /// - Parameter tiles: The tiles.
  /// - Returns: The HTML text (deterministic).
  static func indexHTML(_ tiles: [GalleryTile]) -> String {
    var html = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <title>ButterflyButton preview gallery</title>
      <style>
      body { font-family: -apple-system, "DejaVu Sans", sans-serif; background: #8e8e93; margin: 24px; }
      h1, h2 { color: #ffffff; }
      figure { display: inline-block; margin: 0 16px 16px 0; vertical-align: top; }
      figcaption { color: #ffffff; font-size: 13px; margin-top: 4px; }
      </style>
      </head>
      <body>
      <h1>ButterflyButton preview gallery</h1>
      <p style="color:#ffffff">Drawn by <code>bbsim render --gallery</code> from the portable model. \
      Each tile shows a centre tap: at rest, turning, past edge-on, landed.</p>

      """
    var group = ""
    for tile in tiles {
      if tile.group != group {
        group = tile.group
        html += "<h2>\(SVGElement.escape(group))</h2>\n"
      }
      let caption = SVGElement.escape(tile.caption)
      html += "<figure><img src=\"\(SVGElement.escape(tile.name)).svg\" alt=\"\(caption)\">"
      html += "<figcaption>\(caption)</figcaption></figure>\n"
    }
    html += "</body>\n</html>\n"
    return html
  }
}
