/// What turns one drawing of an SVG tree into the next when only values changed: each changed
/// attribute, or the text of an element without children, with the element's index in document order
/// (the root is 0, then its descendants depth first, as ``SVGElement/descendants`` and the DOM's
/// `querySelectorAll("*")` list them).
///
/// A host that keeps the elements it inserted applies the changes with `setAttribute` (or sets the
/// element's text) and leaves every other node alone (no re-parse, no layout of what did not move);
/// when anything else differs — an element added or removed, an attribute added or removed, a text
/// appearing or disappearing — there is no patch and the host inserts the whole drawing again.
///
/// ```
/// old  <g transform="rotate(10)"><ellipse rx="4"/></g>
/// new  <g transform="rotate(12)"><ellipse rx="4"/></g>   →  [(0, "transform", "rotate(12)")]
/// ```
/// Applying the changes to `old` gives `new` exactly.
public struct SVGPatch: Hashable, Sendable {
  /// One attribute's new value.
  public struct Change: Hashable, Sendable {
    /// The element's index in document order.
    public var element: Int
    /// The attribute's name; `nil` for the element's text.
    public var name: String?
    /// The new, unescaped value.
    public var value: String

    /// A change.
    /// - Parameters:
    ///   - element: The element's index in document order.
    ///   - name: The attribute's name; `nil` for the element's text.
    ///   - value: The new value.
    public init(element: Int, name: String?, value: String) {
      self.element = element
      self.name = name
      self.value = value
    }
  }

  /// The changes, in document order.
  public private(set) var changes: [Change] = []

  /// The patch from `old` to `new`, or `nil` when they differ in more than attribute values.
  /// - Parameters:
  ///   - old: The tree drawn.
  ///   - new: The tree to draw.
  /// - Complexity: O(elements + attributes).
  public init?(from old: SVGElement, to new: SVGElement) {
    var index = 0
    guard collect(old, new, index: &index) else { return nil }
  }

  private mutating func collect(_ old: SVGElement, _ new: SVGElement, index: inout Int) -> Bool {
    guard old.name == new.name, old.children.count == new.children.count,
      old.attributes.count == new.attributes.count
    else { return false }
    let element = index
    for (before, after) in zip(old.attributes, new.attributes) {
      guard before.name == after.name else { return false }
      if before.value != after.value { changes.append(Change(element: element, name: after.name, value: after.value)) }
    }
    if old.text != new.text {
      guard let text = new.text, old.text != nil, new.children.isEmpty else { return false }
      changes.append(Change(element: element, name: nil, value: text))
    }
    for (before, after) in zip(old.children, new.children) {
      index += 1
      guard collect(before, after, index: &index) else { return false }
    }
    return true
  }

  /// The changes as text, one per line: `index TAB name TAB value LF`, the name empty for a text, the
  /// value ``SVGElement/normalized(_:)`` (what the whole document would give; never a tab or a line
  /// feed).
  public var text: String {
    var output = ""
    for change in changes {
      output += "\(change.element)\t\(change.name ?? "")\t\(SVGElement.normalized(change.value))\n"
    }
    return output
  }
}
