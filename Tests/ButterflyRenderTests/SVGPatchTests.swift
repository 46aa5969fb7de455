import ButterflyModel
import ButterflyPhysics
import ButterflyRender
import Foundation
import Testing

/// A patch sets the values that changed and, where the tree's shape changed, replaces, removes or
/// inserts only the elements concerned, with the markup and whitespace the whole document would have.
@Suite struct SVGPatchTests {
  static let old = SVGElement(
    "g", [.init("transform", "rotate(1)")],
    children: [SVGElement("ellipse", [.init("rx", "4")]), SVGElement("circle", [.init("r", "1")])])

  @Test func aChangedValueIsSetAndNothingElse() {
    var moved = Self.old
    moved.attributes[0].value = "rotate(2)"
    #expect(
      SVGPatch(from: Self.old, to: moved).changes == [
        SVGPatch.Change(element: 0, operation: .attribute("transform"), value: "rotate(2)")
      ])
    #expect(SVGPatch(from: Self.old, to: Self.old).changes == [])
    #expect(SVGPatch(from: Self.old, to: moved).setsValuesOnly)
  }

  @Test func anElementWhoseAttributesChangeNamesIsReplacedAlone() {
    var added = Self.old
    added.children[1].attributes.append(.init("fill", "red"))
    let patch = SVGPatch(from: Self.old, to: added)
    #expect(
      patch.changes == [SVGPatch.Change(element: 2, operation: .replace, value: "<circle r=\"1\" fill=\"red\"/>")])
    #expect(!patch.setsValuesOnly)
  }

  @Test func aChildAddedAtTheEndIsInsertedWithItsIndentation() {
    var grown = Self.old
    grown.children.append(SVGElement("rect"))
    #expect(
      SVGPatch(from: Self.old, to: grown).changes == [
        SVGPatch.Change(element: 3, operation: .insert(parent: 0), value: "\n  <rect/>")
      ])
    #expect(SVGPatch(from: Self.old, to: grown).text == "3\t+0\t\t  <rect/>\n")
  }

  @Test func aChildRemovedBetweenOthersIsRemovedAndItsNeighboursPatched() {
    var grown = Self.old
    grown.children.insert(SVGElement("rect", [.init("x", "1")]), at: 1)
    grown.children[2].attributes[0].value = "2"
    // From the grown tree back: the rect goes, the circle after it keeps its element and gets r = 1.
    #expect(
      SVGPatch(from: grown, to: Self.old).changes == [
        SVGPatch.Change(element: 2, operation: .remove),
        SVGPatch.Change(element: 2, operation: .attribute("r"), value: "1"),
      ])
  }

  @Test func aListThatEmptiesReplacesItsParent() {
    var emptied = Self.old
    emptied.children = []
    #expect(
      SVGPatch(from: Self.old, to: emptied).changes == [
        SVGPatch.Change(element: 0, operation: .replace, value: "<g transform=\"rotate(1)\"/>")
      ])
  }

  @Test func aTextIsSetWhileItStaysAndTheElementReplacedWhenItGoes() {
    let label = SVGElement("text", [.init("x", "1")], text: "true")
    var flipped = label
    flipped.text = "false"
    var emptied = label
    emptied.text = nil
    #expect(
      SVGPatch(from: label, to: flipped).changes == [SVGPatch.Change(element: 0, operation: .text, value: "false")])
    #expect(
      SVGPatch(from: label, to: emptied).changes == [
        SVGPatch.Change(element: 0, operation: .replace, value: "<text x=\"1\"/>")
      ])
  }

  @Test func aNestedReplacementIsWrittenAtItsDepth() {
    let inner = SVGElement("g", children: [SVGElement("g", children: [SVGElement("rect")])])
    var changed = inner
    changed.children[0].attributes.append(.init("opacity", "0.5"))
    #expect(
      SVGPatch(from: inner, to: changed).changes == [
        SVGPatch.Change(element: 1, operation: .replace, value: "<g opacity=\"0.5\">\n    <rect/>\n  </g>")
      ])
  }

  /// A press and a release scale the mount: the renderer writes the mount's group in every frame, so
  /// either patch sets values only (the group's transform among them) instead of replacing the control.
  @Test(arguments: [false, true]) func aPressOrReleaseOfTheMountSetsValuesOnly(releasing: Bool) throws {
    let rest = ControlRenderer(scene: ControlScene())
    var pressedScene = ControlScene()
    pressedScene.interactionState = .pressed
    let pressed = ControlRenderer(scene: pressedScene)
    try #require(pressed.frame(at: 0).mount.scale != 1, "a pressed mount is scaled")
    let (before, after) = releasing ? (pressed, rest) : (rest, pressed)
    let patch = SVGPatch(from: before.document(at: 0).root, to: after.document(at: 0).root)
    #expect(patch.setsValuesOnly)
    let scaling = SVGPatch.Operation.attribute("transform")
    #expect(patch.changes.contains { $0.operation == scaling && $0.value.contains("scale(") })
  }

  /// A flick's frames, from rest through edge-on and back to rest: the rim and the content are written
  /// in every frame and hidden where they do not show, so each frame's patch from the one before sets
  /// values only (before, the rim's two elements and the content group were inserted and removed as
  /// the medallion left and reached face-on and passed edge-on, replacing elements in those frames).
  @Test func aSpinsFramesSetValuesOnlyAsTheRimAndContentShowAndHide() throws {
    let gesture = SpinGesture.flick(velocity: PlanarVector(x: 0, y: 900), endPoint: PlanarVector(x: 0, y: -15))
    let renderer = ControlRenderer(scene: ControlScene(gesture: gesture))
    let samples = (0...240).map { Double($0) / 120 }
    // The edge-on instants (cos θ = 0, found by bisection between samples), where the content hides.
    let cosine = { (time: Double) in cos(renderer.frame(at: time).angle) }
    var times: [Double] = []
    for (start, end) in zip(samples, samples.dropFirst()) {
      times.append(start)
      guard cosine(start) * cosine(end) < 0 else { continue }
      var (low, high) = (start, end)
      for _ in 0..<60 {
        let middle = (low + high) / 2
        if cosine(low) * cosine(middle) <= 0 { high = middle } else { low = middle }
      }
      times.append(low)
    }
    let frames = times.map { renderer.frame(at: $0).medallion }
    try #require(frames.contains { $0.showsRim } && frames.contains { !$0.showsRim }, "the rim shows and hides")
    try #require(frames.contains { $0.showsContent } && frames.contains { !$0.showsContent }, "the content too")
    var shown = renderer.document(at: 0).root
    for time in times.dropFirst() {
      let next = renderer.document(at: time).root
      let patch = SVGPatch(from: shown, to: next)
      #expect(patch.setsValuesOnly, "t = \(time)")
      shown = next
    }
  }
}
