import Foundation

/// The device-specific variants of a key (the accessibility hint), read from the package's
/// `Localizable.stringsdict` tables the same way on every platform.
///
/// Each language's table holds, for ``ButterflyStringKey/hint``, a device-specific rule:
/// ```
/// "ButterflyButton.hint" → NSStringDeviceSpecificRuleType → { iphone, ipad, ipod, mac, appletv,
///                                                            applevision, other → text }
/// ```
/// Apple's `Bundle` picks the running device's variant by itself; the model picks the variant of the
/// ``ButterflyPlatform`` it is told (so Linux tests and `bbsim` speak every platform's hint), with the
/// same language fallbacks as ``ButterflyStrings/string(_:language:)``: the matching language, then
/// `en`, then the key itself. `Base.lproj` holds the base (English) table.
extension ButterflyStrings {
  /// The `.stringsdict` key that holds a device-specific rule.
  static let deviceRuleKey = "NSStringDeviceSpecificRuleType"
  /// The device key used when a table has no variant for the platform's own.
  static let otherDeviceKey = "other"

  /// The accessibility hint for a platform in a language.
  /// - Parameters:
  ///   - platform: The platform whose input the hint describes.
  ///   - language: A language identifier.
  /// - Returns: The platform's variant of ``ButterflyStringKey/hint``, else the `other` variant,
  ///   in the matching language, else in English, else the key's raw value.
  public static func hint(for platform: ButterflyPlatform, language: String) -> String {
    for name in [matchingLanguage(for: language), developmentLanguage].compactMap({ $0 }) {
      if let variants = deviceVariants(.hint, lprojName: name),
        let text = variants[platform.deviceVariant] ?? variants[otherDeviceKey]
      {
        return text
      }
    }
    return ButterflyStringKey.hint.rawValue
  }

  /// Every device variant of a key in one `.lproj` only (no fallback).
  ///
  /// The package's tables are read and parsed once per process (`deviceRuleTables`), not at every
  /// look-up: SwiftUI evaluates `body` — and so the hint — many times a second while a control
  /// animates. A name outside ``supportedLanguages`` and `Base` is read from disk each time.
  /// - Parameters:
  ///   - key: The key.
  ///   - lprojName: The `.lproj` folder name without extension, e.g. `"Base"` or `"zh-Hans"`.
  /// - Returns: Device key → text, or `nil` when that table has no device rule for the key.
  package static func deviceVariants(_ key: ButterflyStringKey, lprojName: String) -> [String: String]? {
    let table = deviceRuleTables[lprojName] ?? deviceRules(lprojName: lprojName)
    return table[key.rawValue]
  }

  /// The device rules of the package's tables (`Base` and every supported language), parsed once:
  /// `.lproj` name → key → device key → text. A `static let` is initialised lazily and exactly once,
  /// thread-safely.
  static let deviceRuleTables: [String: [String: [String: String]]] = Dictionary(
    uniqueKeysWithValues: (["Base"] + supportedLanguages).map { ($0, deviceRules(lprojName: $0)) })

  /// Reads and parses one `.lproj`'s `Localizable.stringsdict`, keeping its device-specific rules.
  /// - Parameter lprojName: The `.lproj` folder name without extension.
  /// - Returns: Key → device key → text; empty when the table is missing or has no device rules.
  static func deviceRules(lprojName: String) -> [String: [String: String]] {
    guard let bundle = lprojBundle(named: lprojName),
      let path = bundle.path(forResource: "Localizable", ofType: "stringsdict"),
      let data = FileManager.default.contents(atPath: path),
      let table = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
    else { return [:] }
    return table.compactMapValues { entry in (entry as? [String: Any])?[deviceRuleKey] as? [String: String] }
  }
}
