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
    // The hint names the result, which is the same whatever the input: one text for every device.
    #expect(Set(variants.values).count == 1, "\(lproj)")
  }

  /// Apple: a hint describes "the result of performing an action … without identifying the
  /// element or the action" ("Selects the message", not "Tap this row to select the message"):
  /// no variant names a gesture, a key or a device's input (main's said "Tap or flick the
  /// medallion to flip it.").
  @Test(arguments: ["Base"] + ButterflyStrings.supportedLanguages)
  func theHintNamesTheResultNotTheGesture(lproj: String) throws {
    let variants = try #require(ButterflyStrings.deviceVariants(.hint, lprojName: lproj))
    let gestureWords = [
      "tap", "flick", "click", "press", "space", "pinch", "look", "tippe", "wische", "klicke", "leertaste",
      "toca", "desliza", "clic", "touchez", "balayez", "cliquez", "espace", "pincez", "タップ", "フリック", "クリック",
      "スペース", "ピンチ", "轻点", "轻扫", "点按", "空格", "捏合", "اضغط", "انقر", "اسحب", "הקש", "החלק", "לחץ",
    ]
    for text in variants.values {
      let lowered = text.lowercased()
      #expect(!gestureWords.contains { lowered.contains($0) }, "\(lproj): \(text)")
    }
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
    (ButterflyPlatform.iOS, "en", "Flips the medallion."),
    (.macOS, "en", "Flips the medallion."),
    (.tvOS, "en", "Flips the medallion."),
    (.visionOS, "en", "Flips the medallion."),
    (.tvOS, "de", "Dreht das Medaillon um."),
    (.macOS, "ja", "メダルを裏返します。"),
    (.iOS, "ar", "يقلب الميدالية."),
    (.visionOS, "he", "הופך את המדליון."),
    (.iOS, "es", "Da la vuelta a la medalla."),
    (.macOS, "fr", "Retourne le médaillon."),
    (.tvOS, "zh-Hans", "翻转奖章。"),
    (.tvOS, "pt-BR", "Flips the medallion."),
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
