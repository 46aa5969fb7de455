import ButterflyPhysics

/// A standalone SVG document in points (1 user unit = 1 pt), deterministic: fixed number formatting,
/// attributes in insertion order, no timestamps or generator-specific metadata.
public struct SVGDocument: Hashable, Sendable {
  /// The document width (pt).
  public var width: Double
  /// The document height (pt).
  public var height: Double
  /// Gradients and other referenced definitions (`<defs>`).
  public private(set) var definitions: [SVGElement] = []
  /// The drawn elements, back to front.
  package private(set) var elements: [SVGElement] = []
  /// How large one user unit (pt) is displayed: the root's `width` and `height` are the size times
  /// this, the `viewBox` stays in points. 1 by default.
  public var scale = 1.0

  /// Creates an empty document.
  /// - Parameters:
  ///   - width: Width (pt).
  ///   - height: Height (pt).
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// Adds a definition (e.g. a gradient) that elements reference by `id`.
  /// - Parameter element: The definition.
  package mutating func define(_ element: SVGElement) { definitions.append(element) }

  /// Adds an element on top of everything drawn so far.
  /// - Parameter element: The element.
  public mutating func append(_ element: SVGElement) { elements.append(element) }

  /// Every element drawn, depth first (definitions excluded).
  package var allElements: [SVGElement] { elements.flatMap { $0.descendants } }

  /// The root `<svg>` element: `width` and `height` (times ``scale``), `viewBox`, the definitions and
  /// the elements.
  public var root: SVGElement {
    var root = SVGElement(
      "svg",
      [
        .init("xmlns", "http://www.w3.org/2000/svg"),
        .init("width", width * scale), .init("height", height * scale),
        .init("viewBox", "0 0 \(NumberFormat.decimals(2).text(width)) \(NumberFormat.decimals(2).text(height))"),
      ])
    if !definitions.isEmpty { root.children.append(SVGElement("defs", children: definitions)) }
    root.children += elements
    return root
  }

  /// The SVG text: an XML declaration and the ``root`` element, one element per line, ending in a
  /// newline.
  public func render() -> String {
    var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    root.write(into: &output)
    return output
  }
}
