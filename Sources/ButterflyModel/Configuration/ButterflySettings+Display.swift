import ButterflyPhysics

extension ButterflySettings {
  /// The appearance a control is drawn in: dark (`true`) or light (`false`); the system's on Apple
  /// platforms, chosen by `bbsim render --appearance` and the playground.
  public static let appearance = ChoiceSetting<Bool>(
    name: "appearance", summary: "appearance", choices: [.init("light", false), .init("dark", true)],
    defaultValue: false)

  /// The contrast a control is drawn in: increased (`true`) or standard (`false`).
  public static let contrast = ChoiceSetting<Bool>(
    name: "contrast", summary: "contrast", choices: [.init("standard", false), .init("increased", true)],
    defaultValue: false)

  /// The layout direction a control is drawn in.
  public static let layoutDirection = ChoiceSetting<ButterflyLayoutDirection>(
    name: "layoutDirection", summary: "layout direction",
    choices: [.init("ltr", .leftToRight), .init("rtl", .rightToLeft)], defaultValue: .leftToRight)

  // The language list is the strings table's (Foundation's Bundle): left out of the page's Embedded
  // Swift build (scripts/build-wasm).
  #if !hasFeature(Embedded)
    /// The language of the default face labels (one of ``ButterflyStrings/supportedLanguages``).
    public static let language = ChoiceSetting<String>(
      name: "language", summary: "language of the default face labels",
      choices: ButterflyStrings.supportedLanguages.map { .init($0, $0) }, defaultValue: "en")
  #endif
}
