import ButterflyPhysics

/// One SVG element with attributes in the order given (so output is byte-for-byte reproducible),
/// optional text content and children.
public struct SVGElement: Hashable, Sendable {
  /// The tag name, e.g. `rect`.
  public var name: String
  /// The attributes, written in this order.
  public var attributes: [Attribute]
  /// Text content (escaped when written), or `nil`.
  public var text: String?
  /// Child elements.
  public var children: [SVGElement]

  /// One `name="value"` pair.
  public struct Attribute: Hashable, Sendable {
    /// The attribute name.
    public var name: String
    /// The unescaped value.
    public var value: String

    /// Creates an attribute.
    /// - Parameters:
    ///   - name: The attribute name.
    ///   - value: The value (escaped when written).
    public init(_ name: String, _ value: String) {
      self.name = name
      self.value = value
    }

    /// Creates a numeric attribute, formatted by `NumberFormat/decimals(_:)` (two decimals).
    /// - Parameters:
    ///   - name: The attribute name.
    ///   - value: The number (pt unless the attribute says otherwise).
    public init(_ name: String, _ value: Double) {
      self.init(name, NumberFormat.decimals(2).text(value))
    }
  }

  /// Creates an element.
  /// - Parameters:
  ///   - name: The tag name.
  ///   - attributes: The attributes, in output order.
  ///   - text: Text content, or `nil`.
  ///   - children: Child elements.
  public init(
    _ name: String, _ attributes: [Attribute] = [], text: String? = nil, children: [SVGElement] = []
  ) {
    self.name = name
    self.attributes = attributes
    self.text = text
    self.children = children
  }

  /// The value of an attribute, or `nil` (for tests and tooling).
  /// - Parameter attribute: The attribute name.
  /// - Returns: The first matching value.
  public func value(of attribute: String) -> String? {
    attributes.first { $0.name == attribute }?.value
  }

  /// Every element in this subtree, depth first, this one first.
  public var descendants: [SVGElement] { [self] + children.flatMap { $0.descendants } }

  /// Appends the element's markup, indented two spaces per level, one element per line.
  /// - Parameters:
  ///   - output: The text to append to.
  ///   - depth: The nesting depth.
  public func write(into output: inout String, depth: Int = 0) {
    let indent = String(repeating: "  ", count: depth)
    output += indent + "<" + name
    for attribute in attributes {
      output += " " + attribute.name + "=\"" + Self.escape(attribute.value) + "\""
    }
    if children.isEmpty {
      if let text {
        output += ">" + Self.escape(text) + "</" + name + ">\n"
      } else {
        output += "/>\n"
      }
      return
    }
    output += ">\n"
    if let text { output += indent + "  " + Self.escape(text) + "\n" }
    for child in children { child.write(into: &output, depth: depth + 1) }
    output += indent + "</" + name + ">\n"
  }

  /// Makes text safe for XML text and attribute values: the ``normalized(_:)`` text with `&`, `<`, `>`,
  /// `"` and `'` escaped. Everything else — RTL marks, emoji, any script — is kept as it is.
  /// - Parameter text: Raw text.
  /// - Returns: The escaped text.
  /// - Complexity: O(text length).
  package static func escape(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    for scalar in normalized(text).unicodeScalars {
      switch scalar {
      case "&": result.append(contentsOf: "&amp;".unicodeScalars)
      case "<": result.append(contentsOf: "&lt;".unicodeScalars)
      case ">": result.append(contentsOf: "&gt;".unicodeScalars)
      case "\"": result.append(contentsOf: "&quot;".unicodeScalars)
      case "'": result.append(contentsOf: "&apos;".unicodeScalars)
      default: result.append(scalar)
      }
    }
    return String(result)
  }

  /// The text an XML reader gets back from the written document: tab, line feed and carriage return
  /// become spaces, and every other control character (Unicode category Cc: XML 1.0 forbids C0 controls
  /// and discourages C1 ones) and the noncharacters U+FFFE and U+FFFF are dropped (what an
  /// ``SVGPatch`` sets must be what the whole document gives).
  /// - Parameter text: Raw text.
  /// - Returns: The text without them.
  /// - Complexity: O(text length).
  public static func normalized(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x20..<0x7F: result.append(scalar)  // printable ASCII: never a control (the common case, no table look-up)
      case 0x09, 0x0A, 0x0D: result.append(" ")
      default:
        guard scalar.properties.generalCategory != .control, scalar.value != 0xFFFE, scalar.value != 0xFFFF else {
          continue
        }
        result.append(scalar)
      }
    }
    return String(result)
  }
}
