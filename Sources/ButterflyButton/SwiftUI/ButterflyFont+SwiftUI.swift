#if canImport(SwiftUI) && !os(watchOS)
  import ButterflyModel
  import SwiftUI
  #if os(macOS)
    import AppKit
  #else
    import UIKit
  #endif

  extension Font.Weight {
    /// SwiftUI's weight for the model's (``ButterflyFont/Weight``: the same nine system weights).
    /// - Parameter weight: The model's weight.
    init(_ weight: ButterflyFont.Weight) {
      switch weight {
      case .ultraLight: self = .ultraLight
      case .thin: self = .thin
      case .light: self = .light
      case .regular: self = .regular
      case .medium: self = .medium
      case .semibold: self = .semibold
      case .bold: self = .bold
      case .heavy: self = .heavy
      case .black: self = .black
      }
    }
  }

  extension Font {
    /// A face label as the model's ``FaceFrame`` describes it: the system font at the frame's
    /// ``FaceFrame/maximumLabelPointSize`` (the text style's size × Dynamic Type, capped by the label
    /// box) and ``FaceFrame/labelWeight``. The view then lets it shrink to
    /// ``FaceFrame/minimumLabelScaleFactor`` (`.minimumScaleFactor(_:)`), never grow.
    /// - Parameter face: The face's frame.
    /// - Returns: The font.
    static func faceLabel(_ face: FaceFrame) -> Font {
      .system(size: CGFloat(face.maximumLabelPointSize), weight: Font.Weight(face.labelWeight))
    }
  }

  extension ButterflyFont.TextStyle {
    /// The style's size at the default Dynamic Type size (pt) as this platform's font system reports
    /// it, for ``ControlScene/resolvedLabelStyleSize``: `UIFont.preferredFont(forTextStyle:compatibleWith:)`
    /// at the `.large` content size category (the default; "the font associated with the text style,
    /// scaled for the user's selected content size category" — Apple's UIFont documentation) on iOS,
    /// tvOS and visionOS, `NSFont.preferredFont(forTextStyle:options:)` on macOS (which has no
    /// content size categories). `nil` where the platform has no such style (the model's table
    /// answers then).
    ///
    /// On macOS, `NSFont.preferredFont(forTextStyle:options:)` is macOS 11+; the package needs 14.
    var platformPointSize: Double? {
      guard let style = platformTextStyle else { return nil }
      #if os(macOS)
        return Double(NSFont.preferredFont(forTextStyle: style, options: [:]).pointSize)
      #else
        let traits = UITraitCollection(preferredContentSizeCategory: .large)
        return Double(UIFont.preferredFont(forTextStyle: style, compatibleWith: traits).pointSize)
      #endif
    }

    /// The platform's text style (`UIFont.TextStyle`, `NSFont.TextStyle`: the same names); `nil`
    /// for `largeTitle` on tvOS, which has none.
    private var platformTextStyle: ButterflyPlatformFont.TextStyle? {
      switch self {
      case .largeTitle:
        #if os(tvOS)
          return nil
        #else
          return .largeTitle
        #endif
      case .title: return .title1
      case .title2: return .title2
      case .title3: return .title3
      case .headline: return .headline
      case .body: return .body
      case .callout: return .callout
      case .subheadline: return .subheadline
      case .footnote: return .footnote
      case .caption: return .caption1
      case .caption2: return .caption2
      }
    }
  }
#endif
