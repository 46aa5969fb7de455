import Foundation

/// The strings table that translates a face label.
package enum ButterflyStringTable: String, Hashable, Sendable {
  /// The package's `Localizable.strings` (its resource bundle).
  case package
  /// The app's `Localizable.strings` (its main bundle).
  case app
}

/// Looks up the package's localized strings for an explicit language, the same way on every platform.
///
/// On Linux `String(localized:)` does not exist and `Base.lproj` is not a fallback, so the look-up is
/// explicit (the folder name is tried as written, then lowercased, because SwiftPM lowercases
/// `zh-Hans.lproj` when it copies resources on Linux):
/// ```
/// Bundle.module.path(forResource: <lang>, ofType: "lproj") → Bundle(path:) →
///   localizedString(forKey:value:table: "Localizable")
/// ```
/// Language matching tries the full identifier, then drops trailing subtags (`zh-Hans-CN` → `zh-Hans`
/// → `zh`; `pt_BR` → `pt`), and finally falls back to `en`, the development language. A key missing
/// from a language falls back to its English value; a key missing everywhere returns the key itself.
public enum ButterflyStrings {
  /// The development language, and the fallback.
  public static let developmentLanguage = "en"
  /// The languages the package ships.
  public static let supportedLanguages = ["en", "es", "fr", "de", "ja", "zh-Hans", "ar", "he"]
  /// Primary language subtags written right to left (of those shipped or likely: Arabic, Hebrew,
  /// Persian, Urdu, Yiddish, Pashto, Sindhi, Dhivehi, Uyghur, Kurdish Sorani).
  static let rightToLeftLanguageCodes: Set<String> = [
    "ar", "he", "iw", "fa", "ur", "yi", "ps", "sd", "dv", "ug", "ckb",
  ]

  /// The resource bundle that holds the package's `Localizable.strings` tables (one `.lproj` per
  /// language): the bundle a view passes to `Text(_:bundle:)` for the package's own keys.
  public static var bundle: Bundle { Bundle.module }

  /// The localized string for a key in a language.
  /// - Parameters:
  ///   - key: The key.
  ///   - language: A BCP 47 or Apple language identifier (`"fr"`, `"zh-Hans"`, `"pt_BR"`).
  /// - Returns: The translation, else the English text, else the key's raw value.
  public static func string(_ key: ButterflyStringKey, language: String) -> String {
    if let bundle = bundle(for: language), let value = lookUp(key, in: bundle) { return value }
    if let english = bundle(for: developmentLanguage), let value = lookUp(key, in: english) {
      return value
    }
    return key.rawValue
  }

  /// Which table translates a face label key: the package's own keys (``ButterflyStringKey``, e.g.
  /// the default `ButterflyButton.true` / `ButterflyButton.false`) come from the package, every
  /// other key from the app.
  ///
  /// ```
  /// key ∈ ButterflyStringKey.allCases.rawValue → .package, otherwise (or nil) → .app
  /// ```
  /// - Parameter key: The label's localization key, or `nil` when the caller knows it is not one of
  ///   the package's keys.
  /// - Returns: The table to look the key up in.
  package static func table(forLabelKey key: String?) -> ButterflyStringTable {
    key.flatMap(ButterflyStringKey.init(rawValue:)) == nil ? .app : .package
  }

  /// The localized string for a key, or `nil` when that exact `.lproj` lacks it (no fallback).
  /// - Parameters:
  ///   - key: The key.
  ///   - lprojName: The `.lproj` folder name without extension, e.g. `"zh-Hans"`.
  /// - Returns: The value in that table only.
  package static func stringWithoutFallback(_ key: ButterflyStringKey, lprojName: String) -> String? {
    guard let bundle = lprojBundle(named: lprojName) else { return nil }
    return lookUp(key, in: bundle)
  }

  /// The shipped `.lproj` name that serves a language, or `nil` if none does.
  /// - Parameter language: A language identifier.
  /// - Returns: e.g. `"zh-Hans"` for `"zh-Hans-CN"`, `"fr"` for `"fr_CA"`.
  public static func matchingLanguage(for language: String) -> String? {
    var parts = language.replacingOccurrences(of: "_", with: "-").split(separator: "-").map(String.init)
    while !parts.isEmpty {
      let candidate = parts.joined(separator: "-")
      if let match = supportedLanguages.first(where: { $0.lowercased() == candidate.lowercased() }) {
        return match
      }
      parts.removeLast()
    }
    return nil
  }

  /// Whether a language is written right to left (Arabic, Hebrew, …).
  /// - Parameter language: A language identifier; only its primary subtag counts.
  /// - Returns: `true` for right-to-left scripts.
  package static func isRightToLeft(language: String) -> Bool {
    let primary =
      language.replacingOccurrences(of: "_", with: "-")
      .split(separator: "-").first.map { $0.lowercased() } ?? ""
    return rightToLeftLanguageCodes.contains(primary)
  }

  /// The layout direction for a language.
  /// - Parameter language: A language identifier.
  /// - Returns: `.rightToLeft` for right-to-left languages, `.leftToRight` otherwise.
  public static func layoutDirection(for language: String) -> ButterflyLayoutDirection {
    isRightToLeft(language: language) ? .rightToLeft : .leftToRight
  }

  static func bundle(for language: String) -> Bundle? {
    guard let name = matchingLanguage(for: language) else { return nil }
    return lprojBundle(named: name)
  }

  /// The `.lproj` sub-bundle, trying the name as written and lowercased: SwiftPM copies
  /// `zh-Hans.lproj` into the resource bundle as `zh-hans.lproj` on Linux.
  static func lprojBundle(named name: String) -> Bundle? {
    for candidate in [name, name.lowercased()] {
      if let path = Bundle.module.path(forResource: candidate, ofType: "lproj"),
        let bundle = Bundle(path: path)
      {
        return bundle
      }
    }
    return nil
  }

  private static func lookUp(_ key: ButterflyStringKey, in bundle: Bundle) -> String? {
    let sentinel = "\u{0}missing"
    let value = bundle.localizedString(forKey: key.rawValue, value: sentinel, table: "Localizable")
    return (value == sentinel || value == key.rawValue) ? nil : value
  }
}
