import ButterflyModel
import ButterflyPhysics
import Testing

@testable import ButterflyRender
@testable import _BBSimKit

/// The gallery covers the preview matrix and its index shows every tile.
@Suite struct RenderGalleryTests {
  let tiles = Gallery.tiles()

  @Test func coversEveryAxisOfThePreviewMatrix() {
    let scenes = tiles.map(\.scene)
    #expect(Set(scenes.map(\.displaySettings.appearance)) == Set(ButterflyAppearance.allCases))
    #expect(scenes.contains { $0.displaySettings.reduceMotion })
    #expect(scenes.contains { $0.layoutDirection == .rightToLeft })
    #expect(Set(scenes.map(\.configuration.axleOrientation)) == Set(AxleOrientation.allCases))
    #expect(scenes.contains { $0.topFace.hasImage && $0.bottomFace.hasImage })
    #expect(scenes.contains { !$0.topFace.hasImage && !$0.bottomFace.hasImage })
    #expect(Set([44.0, 60, 120]).isSubset(of: Set(scenes.map(\.configuration.sideLength))))
    #expect(scenes.contains { $0.dynamicTypeScale != 1 })
  }

  @Test func tileNamesAreUniqueAndIndexLinksEveryTile() {
    #expect(Set(tiles.map(\.name)).count == tiles.count)
    let files = Gallery.files(tiles)
    #expect(files.count == tiles.count + 1)
    #expect(files.last?.name == "index.html")
    let index = files.last?.contents ?? ""
    for tile in tiles { #expect(index.contains("src=\"\(tile.name).svg\"")) }
  }

  @Test func tileTimesShowRestTurningPastEdgeOnAndLanded() {
    for tile in tiles where !tile.scene.displaySettings.reduceMotion {
      let times = tile.times
      #expect(times.count == 4)
      let faces = times.map { tile.scene.motion.visibleFace(at: $0) }
      let start = tile.scene.motion.startFace
      #expect(faces == [start, start, start.opposite, start.opposite], "\(tile.name)")
    }
  }
}
