#if canImport(SwiftUI)
  import ButterflyModel
  import SwiftUI

  /// Default values of ``ButterflyButton``'s parameters.
  public enum ButterflyButtonDefaults {
    /// The top face's default label key, `ButterflyButton.true`, looked up in the package's bundle.
    public static var topLabel: LocalizedStringKey { LocalizedStringKey(ButterflyStringKey.topLabel.rawValue) }
    /// The bottom face's default label key, `ButterflyButton.false`, looked up in the package's bundle.
    public static var bottomLabel: LocalizedStringKey {
      LocalizedStringKey(ButterflyStringKey.bottomLabel.rawValue)
    }

    /// The package's own key a label key stands for, if any (`LocalizedStringKey` is opaque, so it
    /// is recognised by comparison).
    /// - Parameter key: The label key.
    /// - Returns: The package key's raw value, or `nil` for an app key.
    static func packageKey(for key: LocalizedStringKey) -> String? {
      ButterflyStringKey.allCases.first { LocalizedStringKey($0.rawValue) == key }?.rawValue
    }

    /// The bundle holding a face label's translation, as the model's
    /// ``ButterflyStrings/table(forLabelKey:)`` decides.
    /// - Parameter key: The label key.
    /// - Returns: The package's string bundle (``ButterflyStrings/bundle``) or `nil` (main bundle).
    static func bundle(for key: LocalizedStringKey) -> Bundle? {
      switch ButterflyStrings.table(forLabelKey: packageKey(for: key)) {
      case .package: return ButterflyStrings.bundle
      case .app: return nil
      }
    }
  }
#endif
