#if canImport(SwiftUI) && !os(watchOS)
  import CoreText
  import SwiftUI
  #if os(macOS)
    import AppKit

    /// The host controls' color type: `NSColor` on macOS, `UIColor` on iOS, tvOS and visionOS.
    public typealias ButterflyPlatformColor = NSColor
    /// The host controls' image type: `NSImage` on macOS, `UIImage` elsewhere.
    public typealias ButterflyPlatformImage = NSImage
    /// The host controls' font type: `NSFont` on macOS, `UIFont` elsewhere.
    public typealias ButterflyPlatformFont = NSFont
    /// The view type the host controls are.
    typealias ButterflyPlatformView = NSView

    extension Color {
      /// A SwiftUI color for a host control's color.
      init(platform color: NSColor) { self.init(nsColor: color) }
    }

    extension Image {
      /// A SwiftUI image for a host control's image.
      init(platform image: NSImage) { self.init(nsImage: image) }
    }
  #else
    import UIKit

    /// `UIColor`, the colors of ``ButterflyButtonControl``.
    public typealias ButterflyPlatformColor = UIColor
    /// `UIImage`, its images.
    public typealias ButterflyPlatformImage = UIImage
    /// `UIFont`, its fonts.
    public typealias ButterflyPlatformFont = UIFont
    typealias ButterflyPlatformView = UIView

    extension Color { init(platform color: UIColor) { self.init(uiColor: color) } }
    extension Image { init(platform image: UIImage) { self.init(uiImage: image) } }
  #endif

  extension Font {
    /// A SwiftUI font for a host control's font (both platform fonts are Core Text fonts).
    init(platform font: ButterflyPlatformFont) { self.init(font as CTFont) }
  }

  extension ButterflyPlatformView {
    /// Adds `child` filling this view's bounds with Auto Layout.
    /// - Parameter child: The hosted view.
    func addFilling(_ child: ButterflyPlatformView) {
      child.translatesAutoresizingMaskIntoConstraints = false
      addSubview(child)
      NSLayoutConstraint.activate([
        child.leadingAnchor.constraint(equalTo: leadingAnchor),
        child.trailingAnchor.constraint(equalTo: trailingAnchor),
        child.topAnchor.constraint(equalTo: topAnchor),
        child.bottomAnchor.constraint(equalTo: bottomAnchor),
      ])
    }
  }
#endif
