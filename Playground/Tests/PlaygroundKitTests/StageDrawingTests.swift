import ButterflyModel
import ButterflyPhysics
import ButterflyRender
import Testing

@testable import ButterflyWasm

/// The page's stage is what the renderer writes: the first drawing goes to the page as the renderer's
/// whole document, every later frame as what changed — attribute values and texts, and only the
/// elements that appear or go — and applying those changes to the tree the page shows gives the
/// renderer's tree for the frame exactly.
@Suite struct StageDrawingTests {
  /// A session with `values` (by name), spun by a Space press at 1 s.
  static func spun(_ values: [String: PageSettings.Value]) -> PageSession {
    var page = PageSettings()
    for (name, value) in values { page.set(name, value) }
    var session = PageSession(input: SceneInput(page: page))
    _ = session.handle(.key(.space), at: 1)
    return session
  }

  /// The child positions from the root to the element at `index` (document order) in `tree`.
  static func path(to index: Int, in tree: SVGElement) -> [Int]? {
    var remaining = index
    func visit(_ element: SVGElement, _ trail: [Int]) -> [Int]? {
      if remaining == 0 { return trail }
      remaining -= 1
      for (position, child) in element.children.enumerated() {
        if let found = visit(child, trail + [position]) { return found }
      }
      return nil
    }
    return visit(tree, [])
  }

  /// The element at `path`, to read or change.
  static func element(at path: ArraySlice<Int>, in tree: inout SVGElement, _ body: (inout SVGElement) -> Void) {
    guard let first = path.first else { return body(&tree) }
    element(at: path.dropFirst(), in: &tree.children[first], body)
  }

  /// Applies one line of a patch (`index TAB operation TAB value`) to `tree`, as stage.js does. A
  /// replacement or insertion takes the element from `target` (the tree the patch leads to) at the
  /// same index and requires the line's markup to be that element as the document writes it.
  static func apply(_ line: Substring, to tree: inout SVGElement, target: SVGElement) throws {
    let fields = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
    try #require(fields.count == 3)
    let index = try #require(Int(fields[0]))
    let operation = fields[1]
    let markup = fields[2].replacingOccurrences(of: "\t", with: "\n")
    func written(_ element: SVGElement, depth: Int) -> String {
      var text = ""
      element.write(into: &text, depth: depth)
      return String(text.dropFirst(2 * depth).dropLast())
    }
    let targetPath = try #require(path(to: index, in: target))
    var wanted = target
    for position in targetPath { wanted = wanted.children[position] }
    let new = wanted
    switch operation.first {
    case "@":
      let name = String(operation.dropFirst())
      let at = try #require(path(to: index, in: tree))
      element(at: at[...], in: &tree) { element in
        if let found = element.attributes.firstIndex(where: { $0.name == name }) {
          element.attributes[found].value = fields[2]
        }
      }
    case "#":
      element(at: try #require(path(to: index, in: tree))[...], in: &tree) { $0.text = fields[2] }
    case "=":
      #expect(markup == written(new, depth: targetPath.count))
      element(at: try #require(path(to: index, in: tree))[...], in: &tree) { $0 = new }
    case "-":
      let at = try #require(path(to: index, in: tree))
      element(at: at.dropLast(), in: &tree) { $0.children.remove(at: at[at.count - 1]) }
    case "+":
      let parentIndex = try #require(Int(operation.dropFirst()))
      let parent = try #require(path(to: parentIndex, in: tree))
      #expect(markup == "\n" + String(repeating: "  ", count: targetPath.count) + written(new, depth: targetPath.count))
      let now = path(to: index, in: tree)
      element(at: parent[...], in: &tree) { element in
        if let now, now.dropLast() == parent[...] {
          element.children.insert(new, at: now[now.count - 1])
        } else {
          element.children.append(new)
        }
      }
    default: Issue.record("an unknown operation: \(line)")
    }
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
    var elementChanges = 0
    // 120 Hz from the press to well past the landing (D = 2 s by default).
    for step in 0...360 {
      let time = 1 + Double(step) / 120
      session.settle(at: time)
      let document = session.document(at: time, zoom: 2)
      let update = stage.update(to: document)
      if step == 0 {
        #expect(update == "F" + document.render())
      } else {
        var tree = try #require(shown, "a patch only follows a drawing")
        for line in update.dropFirst().split(separator: "\n") {
          try Self.apply(line, to: &tree, target: document.root)
          if !["@", "#"].contains(line.split(separator: "\t")[1].first) { elementChanges += 1 }
        }
        #expect(tree == document.root, "t = \(time)")
      }
      shown = document.root
    }
    // The rim and a face's content are in every frame, shown or hidden by `visibility` (they were
    // inserted and removed at the start, the end and each time the medallion was edge-on): a spin's
    // every change is a value. Two scenes still change a few elements: a Reduce Motion swap cross-fades
    // two faces, so its second face (and the faces' opacity) comes and goes, and the Differentiate
    // Without Color cue is replaced when the visible face changes (a filled circle has no stroke).
    let settings = Self.scenes[scene]
    if settings["reduceMotion"] == nil && settings["differentiateWithoutColor"] == nil {
      #expect(elementChanges == 0, "\(elementChanges) elements replaced, removed or inserted in 361 frames")
    } else {
      #expect(elementChanges < 60, "\(elementChanges) elements replaced, removed or inserted in 361 frames")
    }
  }
}
