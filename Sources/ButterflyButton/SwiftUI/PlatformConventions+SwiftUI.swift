#if canImport(SwiftUI)
  import ButterflyModel
  import SwiftUI

  extension FocusInteractions {
    /// SwiftUI's focus interactions for the model's (``ButterflyFocusBehavior``): `.activate` on
    /// iOS, macOS and visionOS (focus only through keyboard navigation, so a tap or click leaves no
    /// focus ring), `.automatic` on tvOS. Apple, "focusable(_:interactions:)": "on macOS and iOS it
    /// is conventional for button-like views to only accept focus when the user has enabled keyboard
    /// navigation system-wide… by only supporting `.activate` interactions".
    /// - Parameter interactions: The model's choice.
    init(_ interactions: ButterflyFocusBehavior.Interactions) {
      switch interactions {
      case .activate: self = .activate
      case .automatic: self = .automatic
      }
    }
  }

  #if !os(tvOS)
    extension ButterflyControlSize {
      /// The model's size for SwiftUI's `ControlSize` (the environment's `controlSize`, set with
      /// `.controlSize(_:)`). The iOS 17 / macOS 14 / tvOS 17 SDKs this package builds against have no
      /// `.extraLarge` (later SDKs add it), so the one size they do not name counts as extra large.
      /// - Parameter size: SwiftUI's control size.
      init(_ size: ControlSize) {
        switch size {
        case .mini: self = .mini
        case .small: self = .small
        case .regular: self = .regular
        case .large: self = .large
        @unknown default: self = .extraLarge
        }
      }
    }
  #endif

  extension SystemColorValues {
    /// The semantic system colours as this platform draws them, resolved in a view's environment
    /// with `Color.resolve(in:)` (iOS 17, macOS 14, tvOS 17: "Evaluates this color to a resolved
    /// color given the current context"): light or dark, the contrast setting, and the platform's
    /// own values — macOS's and tvOS's greys, not iOS's.
    ///
    /// On macOS the page is `windowBackgroundColor` and the mount's automatic fill
    /// `controlBackgroundColor` (the fill of a Mac control's content area); on iOS and visionOS
    /// `systemBackground` and `secondarySystemBackground`. tvOS has neither background colour
    /// (the SDK marks them unavailable): there the backgrounds stay the table's for the appearance.
    /// - Parameters:
    ///   - environment: The view's environment.
    ///   - appearance: The appearance it stands for (the table's values where the platform has none).
    init(resolvingIn environment: EnvironmentValues, appearance: ButterflyAppearance) {
      func resolve(_ color: Color) -> SRGBColor { SRGBColor(resolving: color, in: environment) }
      self = .table(for: appearance)
      #if os(macOS)
        label = resolve(Color(nsColor: .labelColor))
        secondaryLabel = resolve(Color(nsColor: .secondaryLabelColor))
        systemBackground = resolve(Color(nsColor: .windowBackgroundColor))
        secondarySystemBackground = resolve(Color(nsColor: .controlBackgroundColor))
        systemGray = resolve(Color(nsColor: .systemGray))
      #else
        label = resolve(Color(uiColor: .label))
        secondaryLabel = resolve(Color(uiColor: .secondaryLabel))
        systemGray = resolve(Color(uiColor: .systemGray))
        #if !os(tvOS)
          systemBackground = resolve(Color(uiColor: .systemBackground))
          secondarySystemBackground = resolve(Color(uiColor: .secondarySystemBackground))
        #endif
      #endif
    }
  }
#endif
