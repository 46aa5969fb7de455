import ButterflyPhysics

/// Turns a sequence of still SVG trees — one per keyframe — into one tree animated with SMIL, so that
/// at every keyframe's time the animation shows exactly that still.
///
/// Trees are merged element by element. Consecutive keyframes whose element has the same name,
/// attribute names, text and number of children form a run and become one element; an attribute that
/// changes within the run is written with its first value and an `<animate>` (an `<animateTransform>`
/// for a `transform` that stays one `scale`, `translate` or `rotate`), and the children are merged the
/// same way. Where the structure changes (a rim appears, a label's text changes), each run becomes its
/// own element, shown only during its run by a discrete `display` animation. Varying `data-*`
/// attributes (per-frame tags) are dropped.
/// ```
/// values between keyframes   numbers: linear interpolation; anything else: held (discrete)
/// outside an element's run   its first or last value (it is hidden there anyway)
/// repeated values            left out where interpolation gives them back (so a still part costs nothing)
/// ```
/// Without SMIL (e.g. `rsvg-convert`) every element shows its first run's first keyframe: the
/// picture is the first still.
package struct SVGKeyframes: Sendable {
  /// The loop's length (s).
  package let duration: Double
  /// Each keyframe's place in the loop, 0…1, strictly increasing, first 0, last 1.
  package let keyTimes: [Double]

  /// Creates keyframes.
  /// - Parameters:
  ///   - duration: The loop's length (s, > 0).
  ///   - keyTimes: Each keyframe's place in the loop: strictly increasing from 0 to 1.
  package init(duration: Double, keyTimes: [Double]) {
    self.duration = duration
    self.keyTimes = keyTimes
  }

  /// The animated elements for one element per keyframe.
  /// - Parameter frames: The element as drawn at each keyframe (`keyTimes.count` of them).
  /// - Returns: One element, or one per structural run.
  /// - Complexity: O(keyframes × elements).
  package func animate(_ frames: [SVGElement]) -> [SVGElement] {
    merge(frames[...], offset: 0, parent: 0..<frames.count)
  }

  /// Merges the element drawn at keyframes `offset ..< offset + nodes.count`, inside a parent shown
  /// over `parent`.
  private func merge(_ nodes: ArraySlice<SVGElement>, offset: Int, parent: Range<Int>) -> [SVGElement] {
    var output: [SVGElement] = []
    var start = nodes.startIndex
    while start < nodes.endIndex {
      var end = start + 1
      while end < nodes.endIndex && Self.alike(nodes[start], nodes[end]) { end += 1 }
      let frames = (offset + start - nodes.startIndex)..<(offset + end - nodes.startIndex)
      output.append(element(nodes[start..<end], frames: frames, parent: parent))
      start = end
    }
    return output
  }

  /// One run's element: constant attributes kept, changing ones animated, children merged.
  private func element(_ run: ArraySlice<SVGElement>, frames: Range<Int>, parent: Range<Int>) -> SVGElement {
    let first = run[run.startIndex]
    var result = SVGElement(first.name, [], text: first.text)
    var animations: [SVGElement] = []
    for (index, attribute) in first.attributes.enumerated() {
      let values = run.map { $0.attributes[index].value }
      if values.allSatisfy({ $0 == attribute.value }) {
        result.attributes.append(attribute)
      } else if !attribute.name.hasPrefix("data-") {
        result.attributes.append(attribute)
        animations.append(animation(of: attribute.name, values: values, frames: frames))
      }
    }
    if frames != parent {
      let shown = (0..<keyTimes.count).map { frames.contains($0) ? "inline" : "none" }
      if !frames.contains(0) { result.attributes.append(.init("display", "none")) }
      animations.append(animate("display", values: shown, discrete: true))
    }
    result.children = animations
    for child in first.children.indices {
      result.children += merge(run.map { $0.children[child] }[...], offset: frames.lowerBound, parent: frames)
    }
    return result
  }

  /// The animation of one attribute whose values over `frames` are given; held outside them.
  private func animation(of name: String, values: [String], frames: Range<Int>) -> SVGElement {
    let all = (0..<keyTimes.count).map { values[min(max($0 - frames.lowerBound, 0), values.count - 1)] }
    guard name == "transform" else {
      return animate(name, values: all, discrete: all.contains { Double($0) == nil })
    }
    let parsed = all.map(Self.transformFunction)
    let type = parsed[0].name
    var element = animate(name, values: parsed.map { $0.arguments }, discrete: false)
    element.name = "animateTransform"
    element.attributes.insert(.init("type", type), at: 1)
    return element
  }

  /// `<animate>` over the whole loop, repeated values left out where they are implied.
  private func animate(_ name: String, values: [String], discrete: Bool) -> SVGElement {
    var kept: [Int] = []
    for index in values.indices {
      let last = index == values.count - 1
      let changes = index == 0 || values[index] != values[index - 1]
      // Linear: a value equal to both neighbours is what interpolation gives back anyway.
      let needed = discrete ? changes : (changes || last || values[index] != values[index + 1])
      if needed || last { kept.append(index) }
    }
    return SVGElement(
      "animate",
      [
        .init("attributeName", name), .init("dur", NumberFormat.decimals(4).text(duration) + "s"),
        .init("repeatCount", "indefinite"), .init("calcMode", discrete ? "discrete" : "linear"),
        .init("keyTimes", kept.map { NumberFormat.decimals(6).text(keyTimes[$0]) }.joined(separator: ";")),
        .init("values", kept.map { values[$0] }.joined(separator: ";")),
      ])
  }

  /// Whether two keyframes of an element can be one animated element: same name, attribute names,
  /// text and child count, and every changing `transform` one animatable function of the same kind.
  static func alike(_ a: SVGElement, _ b: SVGElement) -> Bool {
    guard a.name == b.name, a.text == b.text, a.children.count == b.children.count,
      a.attributes.map({ $0.name }) == b.attributes.map({ $0.name })
    else { return false }
    for (x, y) in zip(a.attributes, b.attributes) where x.name == "transform" && x.value != y.value {
      let (p, q) = (transformFunction(x.value), transformFunction(y.value))
      guard p.name == q.name, ["scale", "translate", "rotate"].contains(p.name) else { return false }
    }
    return true
  }

  /// `"scale(1 0.5)"` → `("scale", "1 0.5")`; anything that is not one function gives an empty name.
  static func transformFunction(_ value: String) -> (name: String, arguments: String) {
    guard let open = value.firstIndex(of: "("), value.hasSuffix(")"),
      value.filter({ $0 == "(" }).count == 1
    else { return ("", value) }
    return (String(value[..<open]), String(value[value.index(after: open)..<value.index(before: value.endIndex)]))
  }
}
