/// A font as the model describes it, portable: a text style (which scales with Dynamic Type), an
/// optional fixed size in place of the style's, and a weight. The Apple layer maps it to a SwiftUI
/// `Font`, a `UIFont` or an `NSFont` (the system font at the frame's size and this weight); `bbsim`,
/// the SVG renderer and the playground draw it as the system sans-serif at that size and weight.
///
/// ```
/// base size  = pointSize                        when finite and > 0
///            = the platform's resolved size     when the Apple layer resolved the style (see ControlScene)
///            = textStyle.pointSize(on: platform) otherwise (the published tables below)
/// drawn size = base size × Dynamic Type scale, capped by the label box, shrink-only (FaceFrame)
/// ```
/// The face labels' default is ``caption``: `.caption` at regular weight, as the control's spec asks.
public struct ButterflyFont: Hashable, Sendable {
  /// The system text styles (SwiftUI `Font.TextStyle`, UIKit `UIFont.TextStyle`, AppKit
  /// `NSFont.TextStyle`), largest first.
  ///
  /// Their sizes at the default Dynamic Type size (pt), as published for iOS and macOS
  /// (gist "iOS/macOS Font Sizes/Font Styles", brzzdev, 2023: `.caption` Regular 12 on iOS,
  /// Regular 10 on macOS; SwiftUI-Kit pull request #49: "`.font(.caption)` and `.font(.caption2)` are
  /// 12.0 and 11.0"):
  /// ```
  /// style         iOS, visionOS   macOS
  /// largeTitle    34              26
  /// title         28              22
  /// title2        22              17
  /// title3        20              15
  /// headline      17              13
  /// body          17              13
  /// callout       16              12
  /// subheadline   15              11
  /// footnote      13              10
  /// caption       12              10
  /// caption2      11              10
  /// ```
  /// tvOS's sizes (for a screen across the room) are not in a source this package cites: on tvOS,
  /// as on every Apple platform, the Apple layer reads the style's size from the system
  /// (`UIFont.preferredFont(forTextStyle:compatibleWith:)` at the default size category) and hands
  /// it to the scene; the table serves Linux (`bbsim`, the playground), which draws iOS.
  public enum TextStyle: String, CaseIterable, Hashable, Sendable {
    /// Large title.
    case largeTitle
    /// Title.
    case title
    /// Second-level title.
    case title2
    /// Third-level title.
    case title3
    /// Headline.
    case headline
    /// Body.
    case body
    /// Callout.
    case callout
    /// Subheadline.
    case subheadline
    /// Footnote.
    case footnote
    /// Caption (the face labels' default).
    case caption
    /// Alternate caption.
    case caption2

    /// The style's size at the default Dynamic Type size on a platform (pt), from the table above;
    /// tvOS and visionOS read iOS's column (their Apple layer resolves the real size).
    /// - Parameter platform: The platform.
    /// - Returns: The size (pt).
    public func pointSize(on platform: ButterflyPlatform) -> Double {
      let sizes: (iOS: Double, macOS: Double)
      switch self {
      case .largeTitle: sizes = (34, 26)
      case .title: sizes = (28, 22)
      case .title2: sizes = (22, 17)
      case .title3: sizes = (20, 15)
      case .headline: sizes = (17, 13)
      case .body: sizes = (17, 13)
      case .callout: sizes = (16, 12)
      case .subheadline: sizes = (15, 11)
      case .footnote: sizes = (13, 10)
      case .caption: sizes = (12, 10)
      case .caption2: sizes = (11, 10)
      }
      return platform == .macOS ? sizes.macOS : sizes.iOS
    }
  }

  /// The system font weights (SwiftUI `Font.Weight`, `UIFont.Weight`, `NSFont.Weight`), lightest first.
  public enum Weight: String, CaseIterable, Hashable, Sendable {
    /// Ultra-light (100).
    case ultraLight
    /// Thin (200).
    case thin
    /// Light (300).
    case light
    /// Regular (400), the labels' default.
    case regular
    /// Medium (500).
    case medium
    /// Semibold (600).
    case semibold
    /// Bold (700).
    case bold
    /// Heavy (800).
    case heavy
    /// Black (900).
    case black

    /// The weight on the OpenType/CSS scale: 100 (ultra-light) … 400 (regular) … 900 (black).
    package var numericValue: Int { 100 * ((Self.allCases.firstIndex(of: self) ?? 3) + 1) }

    /// Whether a text engine without the exact weight should draw the bold face (600 and heavier).
    package var isBold: Bool { numericValue >= 600 }
  }

  /// The text style; its size scales with Dynamic Type.
  public var textStyle: TextStyle
  /// A size (pt, at the default Dynamic Type size) in place of the style's; `nil` (or not finite, or
  /// ≤ 0) for the style's own.
  public var pointSize: Double?
  /// The weight; regular by default, whatever the style (a headline label is drawn regular unless
  /// asked otherwise).
  public var weight: Weight

  /// Creates a font description.
  /// - Parameters:
  ///   - textStyle: The text style; default `.caption`.
  ///   - pointSize: A size in place of the style's (pt); default `nil`.
  ///   - weight: The weight; default `.regular`.
  public init(textStyle: TextStyle = .caption, pointSize: Double? = nil, weight: Weight = .regular) {
    self.textStyle = textStyle
    self.pointSize = pointSize
    self.weight = weight
  }

  /// `.caption` at regular weight: the face labels' default.
  public static let caption = ButterflyFont()

  /// The fixed size, when it is one (finite and > 0); `nil` otherwise.
  public var fixedPointSize: Double? {
    guard let pointSize, pointSize.isFinite, pointSize > 0 else { return nil }
    return pointSize
  }

  /// The size at the default Dynamic Type size (pt).
  ///
  /// ```
  /// fixedPointSize ?? resolvedStyleSize (when finite and > 0) ?? textStyle.pointSize(on: platform)
  /// ```
  /// - Parameters:
  ///   - platform: The platform whose table is read when nothing was resolved.
  ///   - resolvedStyleSize: The style's size as the platform's own font system reported it (pt), or `nil`.
  /// - Returns: The size (pt, > 0).
  public func basePointSize(on platform: ButterflyPlatform, resolvedStyleSize: Double? = nil) -> Double {
    if let fixedPointSize { return fixedPointSize }
    if let resolvedStyleSize, resolvedStyleSize.isFinite, resolvedStyleSize > 0 { return resolvedStyleSize }
    return textStyle.pointSize(on: platform)
  }
}

#if !hasFeature(Embedded)
  // JSON (the frame bbsim and the playground server write); the WebAssembly build has no Codable.
  extension ButterflyFont: Codable {}
  extension ButterflyFont.TextStyle: Codable {}
  extension ButterflyFont.Weight: Codable {}
#endif
