import ButterflyModel
import ButterflyPhysics
import ButterflyRender
import Testing

@testable import ButterflyWasm

/// The page's stage is what the renderer writes: each frame of a spin goes to the page either as the
/// renderer's whole document or as the attribute values that changed, and applying those to the tree
/// the page shows gives the renderer's tree for the frame exactly.
@Suite struct StageDrawingTests {
  /// A session with `values` (by name), spun by a Space press at 1 s.
  static func spun(_ values: [String: PageSettings.Value]) -> PageSession {
    var page = PageSettings()
    for (name, value) in values { page.set(name, value) }
    var session = PageSession(input: SceneInput(page: page))
    _ = session.handle(.key(.space), at: 1)
    return session
  }

  /// Sets attribute `name` (the text when empty) of the element at `index` (document order) in `tree`.
  static func apply(_ index: Int, _ name: String, _ value: String, to tree: inout SVGElement) {
    var remaining = index
    func visit(_ element: inout SVGElement) -> Bool {
      if remaining == 0 {
        if name.isEmpty {
          element.text = value
        } else if let at = element.attributes.firstIndex(where: { $0.name == name }) {
          element.attributes[at].value = value
        }
        return true
      }
      remaining -= 1
      for child in element.children.indices where visit(&element.children[child]) { return true }
      return false
    }
    _ = visit(&tree)
  }

  static let scenes: [[String: PageSettings.Value]] = [
    [:],
    ["axleOrientation": .text("vertical"), "appearance": .text("dark"), "buttonShapes": .flag(true)],
    ["layoutDirection": .text("rtl"), "differentiateWithoutColor": .flag(true), "title": .text("")],
    ["reduceMotion": .flag(true)],
  ]

  @Test(arguments: scenes.indices)
  func applyingEachUpdateToTheShownTreeGivesTheRenderersTree(scene: Int) throws {
    var session = Self.spun(Self.scenes[scene])
    var stage = StageDrawing()
    var shown: SVGElement?
    var patches = 0
    // 120 Hz from the press to well past the landing (D = 2 s by default).
    for step in 0...360 {
      let time = 1 + Double(step) / 120
      session.settle(at: time)
      let document = session.document(at: time, zoom: 2)
      let update = stage.update(to: document)
      if update.hasPrefix("F") {
        #expect(update.dropFirst() == document.render()[...])
      } else {
        var tree = try #require(shown, "a patch only follows a drawing")
        for line in update.dropFirst().split(separator: "\n") {
          let fields = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
          try #require(fields.count == 3)
          Self.apply(try #require(Int(fields[0])), fields[1], fields[2], to: &tree)
        }
        #expect(tree == document.root, "t = \(time)")
        patches += 1
      }
      shown = document.root
    }
    // Most frames change values only: the drawing is inserted again when the rim or the face's content
    // appears or goes (the spin's start and end, each time the medallion is edge-on).
    #expect(patches > 340, "\(patches) of 361 frames were patches")
  }

  @Test func anElementAttributeOrTextAddedIsNoPatchButAChangedTextIs() {
    let old = SVGElement("g", [.init("transform", "rotate(1)")], children: [SVGElement("ellipse", [.init("rx", "4")])])
    var added = old
    added.attributes.append(.init("opacity", "0.5"))
    var child = old
    child.children.append(SVGElement("rect"))
    var moved = old
    moved.attributes[0].value = "rotate(2)"
    #expect(SVGPatch(from: old, to: added) == nil)
    #expect(SVGPatch(from: old, to: child) == nil)
    #expect(
      SVGPatch(from: old, to: moved)?.changes == [SVGPatch.Change(element: 0, name: "transform", value: "rotate(2)")])
    #expect(SVGPatch(from: old, to: old)?.changes == [])
    let label = SVGElement("text", [.init("x", "1")], text: "true")
    var flipped = label
    flipped.text = "false"
    var emptied = label
    emptied.text = nil
    #expect(SVGPatch(from: label, to: flipped)?.changes == [SVGPatch.Change(element: 0, name: nil, value: "false")])
    #expect(SVGPatch(from: label, to: emptied) == nil)
  }
}
