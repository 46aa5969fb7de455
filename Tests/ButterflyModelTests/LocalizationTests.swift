import Testing

@testable import ButterflyModel

@Suite struct LocalizationTests {
  @Test(arguments: ButterflyStrings.supportedLanguages)
  func everyKeyIsTranslatedInEveryLanguage(language: String) {
    // The hint lives in the .stringsdict tables (DeviceVariantTests).
    for key in ButterflyStringKey.allCases where key != .hint {
      let value = ButterflyStrings.stringWithoutFallback(key, lprojName: language)
      #expect(value != nil, "\(language) lacks \(key.rawValue)")
      #expect(value?.isEmpty == false)
      #expect(value != key.rawValue)
    }
  }

  @Test(arguments: [
    ("en", "true"), ("es", "verdadero"), ("fr", "vrai"), ("de", "wahr"), ("ja", "真"),
    ("zh-Hans", "真"), ("ar", "صحيح"), ("he", "אמת"),
  ])
  func topLabelIsLocalized(language: String, expected: String) {
    #expect(ButterflyStrings.string(.topLabel, language: language) == expected)
  }

  @Test func unknownLanguagesAndRegionsFallBack() {
    #expect(ButterflyStrings.string(.bottomLabel, language: "fr_CA") == "faux")
    #expect(ButterflyStrings.string(.bottomLabel, language: "zh-Hans-CN") == "假")
    #expect(ButterflyStrings.string(.bottomLabel, language: "pt-BR") == "false")
  }

  @Test(arguments: [("ar", true), ("he", true), ("ar-EG", true), ("en", false), ("ja", false), ("zh-Hans", false)])
  func rightToLeftLanguagesAreDetected(language: String, isRTL: Bool) {
    #expect(ButterflyStrings.isRightToLeft(language: language) == isRTL)
    #expect(ButterflyStrings.layoutDirection(for: language) == (isRTL ? .rightToLeft : .leftToRight))
  }

  @Test func packageKeysAreTranslatedByThePackageAndOthersByTheApp() {
    for key in ButterflyStringKey.allCases {
      #expect(ButterflyStrings.table(forLabelKey: key.rawValue) == .package)
    }
    #expect(ButterflyStrings.table(forLabelKey: "Favourite") == .app)
    #expect(ButterflyStrings.table(forLabelKey: nil) == .app)
  }
}
