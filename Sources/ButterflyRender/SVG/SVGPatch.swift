/// What turns one drawing of an SVG tree into the next: each changed attribute value or text, and
/// where the tree's shape changed, the smallest element replaced, removed or inserted — so a host that
/// keeps the elements it inserted touches only what the frame changes (no re-parse, no layout of what
/// did not move).
///
/// Changes are applied in order. Each names an element by its index in document order (the root is
/// 0, then its descendants depth first, as ``SVGElement/descendants`` and the DOM's
/// `querySelectorAll("*")` list them) in the tree as it stands when the change is applied: everything
/// before that index already has the new tree's shape, so the index is the element's in the new tree
/// (a removal's is where the removed element stood).
///
/// ```
/// old  <g transform="rotate(10)"><ellipse rx="4"/></g>
/// new  <g transform="rotate(12)"><ellipse rx="4"/></g>   →  [(0, attribute transform, "rotate(12)")]
/// new  <g transform="rotate(10)"><ellipse rx="4"/><rect/></g>   →  [(2, insert into 0, "\n  <rect/>")]
/// ```
/// Applying the changes to `old` gives `new` exactly, the whitespace of ``SVGDocument/render()``
/// included.
///
/// An element is patched in place when its name and its attributes' names are the old element's and
/// its text is set or absent as before (a text beside children is never patched); otherwise it is
/// replaced. Children are paired in order when there are as many as before; when their number changes,
/// the longest runs of same-named children at the start and at the end are paired and the children
/// between them removed and inserted. A list that becomes empty, or stops being, replaces its parent
/// (whose markup then has no whitespace inside).
public struct SVGPatch: Hashable, Sendable {
  /// What a change does to its element.
  public enum Operation: Hashable, Sendable {
    /// Sets the attribute of this name to ``Change/value``.
    case attribute(String)
    /// Sets the element's text (an element without children) to ``Change/value``.
    case text
    /// Replaces the element and its subtree with the markup ``Change/value``.
    case replace
    /// Removes the element and its subtree, with the whitespace before it.
    case remove
    /// Inserts the markup ``Change/value`` as this index, a child of the element at `parent`: before
    /// the element now at this index when that is `parent`'s child, else as `parent`'s last child.
    /// The markup starts with the line break and indentation that separate it from its siblings.
    case insert(parent: Int)
  }

  /// One change.
  public struct Change: Hashable, Sendable {
    /// The element's index in document order.
    public var element: Int
    /// What is done to it.
    public var operation: Operation
    /// The new, unescaped value (an attribute's or a text), or the markup (a replacement, an insertion).
    public var value: String

    /// A change.
    /// - Parameters:
    ///   - element: The element's index in document order.
    ///   - operation: What is done to it.
    ///   - value: The value or markup; empty for a removal.
    public init(element: Int, operation: Operation, value: String = "") {
      self.element = element
      self.operation = operation
      self.value = value
    }
  }

  /// The changes, in the order they apply.
  public private(set) var changes: [Change] = []

  /// The patch from `old` to `new`.
  /// - Parameters:
  ///   - old: The tree drawn.
  ///   - new: The tree to draw.
  /// - Complexity: O(elements + attributes), plus the markup of what is replaced or inserted.
  public init(from old: SVGElement, to new: SVGElement) {
    var index = 0
    collect(old, new, index: &index, depth: 0)
  }

  /// Whether only values change (no element replaced, removed or inserted).
  public var setsValuesOnly: Bool {
    changes.allSatisfy {
      switch $0.operation {
      case .attribute, .text: true
      case .replace, .remove, .insert: false
      }
    }
  }

  /// Adds the changes from `old` to `new`, `new` at `index` (on return, its last descendant's index)
  /// written at `depth`.
  private mutating func collect(_ old: SVGElement, _ new: SVGElement, index: inout Int, depth: Int) {
    let element = index
    let textPatchable = old.text == new.text || (old.text != nil && new.text != nil && new.children.isEmpty)
    guard old.name == new.name, old.attributes.count == new.attributes.count, textPatchable,
      old.children.isEmpty == new.children.isEmpty,
      zip(old.attributes, new.attributes).allSatisfy({ $0.name == $1.name })
    else {
      changes.append(Change(element: element, operation: .replace, value: Self.markup(new, depth: depth)))
      index += Self.count(new) - 1
      return
    }
    for (before, after) in zip(old.attributes, new.attributes) where before.value != after.value {
      changes.append(Change(element: element, operation: .attribute(after.name), value: after.value))
    }
    if old.text != new.text, let text = new.text {
      changes.append(Change(element: element, operation: .text, value: text))
    }
    let was = old.children
    let now = new.children
    var head = min(was.count, now.count)
    var tail = 0
    if was.count != now.count {
      head = 0
      while head < min(was.count, now.count), was[head].name == now[head].name { head += 1 }
      while tail < min(was.count, now.count) - head, was[was.count - 1 - tail].name == now[now.count - 1 - tail].name {
        tail += 1
      }
    }
    for k in 0..<head {
      index += 1
      collect(was[k], now[k], index: &index, depth: depth + 1)
    }
    for _ in head..<(was.count - tail) { changes.append(Change(element: index + 1, operation: .remove)) }
    for child in now[head..<(now.count - tail)] {
      index += 1
      let markup = "\n" + String(repeating: "  ", count: depth + 1) + Self.markup(child, depth: depth + 1)
      changes.append(Change(element: index, operation: .insert(parent: element), value: markup))
      index += Self.count(child) - 1
    }
    for k in 0..<tail {
      index += 1
      collect(was[was.count - tail + k], now[now.count - tail + k], index: &index, depth: depth + 1)
    }
  }

  /// The element's markup as ``SVGDocument/render()`` writes it at `depth`, without the indentation
  /// before it and the line feed after it.
  private static func markup(_ element: SVGElement, depth: Int) -> String {
    var output = ""
    element.write(into: &output, depth: depth)
    return String(output.dropFirst(2 * depth).dropLast())
  }

  /// `markup` with its line feeds written as tabs, byte by byte (no grapheme breaking: the markup of a
  /// large group is a few kilobytes, drawn within a frame).
  private static func oneLine(_ markup: String) -> String {
    String(decoding: markup.utf8.map { $0 == UInt8(ascii: "\n") ? UInt8(ascii: "\t") : $0 }, as: UTF8.self)
  }

  /// The number of elements in the subtree.
  private static func count(_ element: SVGElement) -> Int {
    element.children.reduce(1) { $0 + count($1) }
  }

  /// The changes as text, one per line, `index TAB operation TAB value LF`:
  ///
  /// ```
  /// 12 TAB @transform TAB rotate(3)      an attribute (its name after `@`)
  /// 14 TAB # TAB On                      a text
  /// 9 TAB = TAB <g …>                    a replacement
  /// 9 TAB - TAB                          a removal
  /// 9 TAB +4 TAB <g …>                   an insertion into element 4
  /// ```
  /// A value is ``SVGElement/normalized(_:)`` (what the whole document would give: never a tab or a
  /// line feed); a markup's line feeds are written as tabs (its values and texts have none).
  public var text: String {
    var output = ""
    for change in changes {
      let operation: String
      var value = change.value
      switch change.operation {
      case .attribute(let name):
        operation = "@" + name
        value = SVGElement.normalized(value)
      case .text:
        operation = "#"
        value = SVGElement.normalized(value)
      case .replace:
        operation = "="
        value = Self.oneLine(value)
      case .remove: operation = "-"
      case .insert(let parent):
        operation = "+\(parent)"
        value = Self.oneLine(value)
      }
      output += "\(change.element)\t\(operation)\t\(value)\n"
    }
    return output
  }
}
