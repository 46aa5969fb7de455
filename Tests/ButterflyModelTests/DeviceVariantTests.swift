import Testing

@testable import ButterflyModel

/// The hint is one key with a device-specific variant per platform, in a base table and in every
/// shipped language; each variant is looked up in a specific `.lproj` of the package's bundle.
@Suite struct DeviceVariantTests {
  /// Every device key a table carries: the four platforms' own, the other iOS devices, and `other`.
  static let deviceKeys: Set = ["iphone", "ipad", "ipod", "mac", "appletv", "applevision", "other"]

  @Test(arguments: ["Base"] + ButterflyStrings.supportedLanguages)
  func everyTableHasEveryDeviceVariantOfTheHint(lproj: String) throws {
    let variants = try #require(ButterflyStrings.deviceVariants(.hint, lprojName: lproj))
    #expect(Set(variants.keys) == Self.deviceKeys, "\(lproj)")
    #expect(variants.values.allSatisfy { !$0.isEmpty })
    // Four inputs, four texts; every touch device (and `other`) says the touch text.
    let platforms = ButterflyPlatform.allCases.map { variants[$0.deviceVariant] }
    #expect(Set(platforms.compactMap { $0 }).count == 4, "\(lproj)")
    #expect(Set(["iphone", "ipad", "ipod", "other"].map { variants[$0] }).count == 1, "\(lproj)")
  }

  @Test func theBaseTableIsTheEnglishOne() throws {
    #expect(
      ButterflyStrings.deviceVariants(.hint, lprojName: "Base")
        == ButterflyStrings.deviceVariants(.hint, lprojName: "en"))
    for key in ButterflyStringKey.allCases where key != .hint {
      #expect(
        ButterflyStrings.stringWithoutFallback(key, lprojName: "Base")
          == ButterflyStrings.stringWithoutFallback(key, lprojName: "en"))
    }
  }

  @Test(arguments: [
    (ButterflyPlatform.iOS, "en", "Tap or flick the medallion to flip it."),
    (.macOS, "en", "Click the medallion, or press Space, to flip it."),
    (.tvOS, "en", "Click to flip the medallion."),
    (.visionOS, "en", "Look at the medallion and pinch to flip it."),
    (.tvOS, "de", "Klicke, um das Medaillon umzudrehen."),
    (.macOS, "ja", "メダルをクリックするか、スペースキーを押すと裏返ります。"),
    (.tvOS, "pt-BR", "Click to flip the medallion."),
  ])
  func eachPlatformSpeaksItsVariant(platform: ButterflyPlatform, language: String, expected: String) {
    #expect(ButterflyStrings.hint(for: platform, language: language) == expected)
  }

  /// The tables are parsed once: the cache holds every supported language and `Base`, and equals
  /// what a fresh read of each file gives.
  @Test func theParsedTablesAreCachedAndEqualAFreshRead() {
    for name in ["Base"] + ButterflyStrings.supportedLanguages {
      #expect(ButterflyStrings.deviceRuleTables[name] == ButterflyStrings.deviceRules(lprojName: name), "\(name)")
      #expect(ButterflyStrings.deviceRuleTables[name]?[ButterflyStringKey.hint.rawValue] != nil, "\(name)")
    }
  }
}
