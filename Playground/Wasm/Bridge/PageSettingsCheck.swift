import ButterflyModel
import ButterflyPhysics
import ButterflyRender

/// What the page's settings may be, checked in the module before the model runs them: the same rules
/// as the server's (PlaygroundKit's `PlaygroundSettings+Codable`), so a value from a `#s=` link, an
/// import or local storage that the server would refuse is refused in the page too — the static copy
/// included — and the model never runs it.
///
/// ```
/// unknown name                          refused: unknown setting
/// number outside NumericSetting.accepted refused: <name>: <value> is not accepted; expected a number (<unit>), <accepted>
/// choice not among its names            refused: … expected one of a|b|c
/// toggle that is not a flag             refused: … expected true or false
/// text longer than 64 characters        refused: … expected a string of at most 64 characters
/// symbol name with other characters     refused: … expected an SF Symbol name of lower-case letters, …
/// colour that is not #RRGGBB[AA]        refused: … expected an sRGB colour …, or null
/// ```
///
/// A refused setting is cleared (its default applies); ``used(_:)`` gives the value the model uses for
/// each number (a requested value clamped into ``NumericSetting/usable``), so a slider shows it.
enum PageSettingsCheck {
  /// How a setting is checked.
  enum Kind {
    /// A number with its definition.
    case number(NumericSetting)
    /// One of these names.
    case choice([String])
    /// On or off (a flag: the page hands a checkbox over with `bb_set_flag`).
    case toggle
    /// A text of at most ``PlaygroundSettings/longestText`` characters, or `null`.
    case text
    /// An SF Symbol name (``PlaygroundSettings/isSymbolName(_:)``), or `null`.
    case symbol
    /// A colour `#RRGGBB` or `#RRGGBBAA`, or `null`.
    case color
    /// `system`, `transparent`, `image` or a colour.
    case background
  }

  /// Every setting of the catalogue, by its names (the tests check them against PlaygroundKit's
  /// `PlaygroundCatalogue`).
  static let settings: [(name: String, kind: Kind)] = {
    var fields: [(name: String, kind: Kind)] = [
      ("sideLength", .number(ButterflySettings.sideLength)),
      ("mountStrokeWidth", .number(ButterflySettings.mountStrokeWidth)),
      ("spinDecelerationDuration", .number(ButterflySettings.spinDecelerationDuration)),
      ("medallionStrokeWidth", .number(ButterflySettings.medallionStrokeWidth)),
      ("medallionLabelFont", .choice(ButterflySettings.medallionLabelFont.named.choices.map { $0.name })),
      ("medallionLabelWeight", .choice(ButterflySettings.medallionLabelWeight.named.choices.map { $0.name })),
      ("medallionLabelPointSize", .number(ButterflySettings.medallionLabelPointSize)),
      ("labelPlacement", .choice(ButterflySettings.labelPlacement.named.choices.map { $0.name })),
      ("axleOrientation", .choice(ButterflySettings.axleOrientation.named.choices.map { $0.name })),
      ("enableFlickPhysics", .toggle), ("hapticsEnabled", .toggle),
      ("tapAngularSpeed", .number(SpinSettings.tapAngularSpeed)),
      ("preferredShape", .number(SpinSettings.preferredShape)),
      ("landingBounce", .number(SpinSettings.landingBounce)),
      ("landingResponse", .number(SpinSettings.landingResponse)),
      ("title", .text), ("medallionTopLabel", .text), ("medallionBottomLabel", .text),
      ("medallionTopImage", .symbol), ("medallionBottomImage", .symbol),
      ("tint", .color), ("mountStrokeColor", .color), ("mountBackground", .background), ("axleColor", .color),
      ("medallionTopColor", .color), ("medallionBottomColor", .color), ("medallionEdgeColor", .color),
      ("medallionLabelColor", .color),
      ("reduceMotion", .toggle), ("reduceTransparency", .toggle), ("differentiateWithoutColor", .toggle),
      ("buttonShapes", .toggle),
      ("appearance", .choice(ButterflySettings.appearance.named.choices.map { $0.name })),
      ("contrast", .choice(ButterflySettings.contrast.named.choices.map { $0.name })),
      ("layoutDirection", .choice(ButterflySettings.layoutDirection.named.choices.map { $0.name })),
    ]
    // The languages are the strings table's (Foundation's Bundle), which the page's build lacks:
    // there the name is only a text the server checks.
    #if hasFeature(Embedded)
      fields.append(("language", .text))
    #else
      fields.append(("language", .choice(ButterflySettings.language.named.choices.map { $0.name })))
    #endif
    return fields
  }()

  /// What the page may hand over: the catalogue's settings and the labels drawn for an empty face
  /// label (``SceneInput``'s `defaultTopLabel`, `defaultBottomLabel`).
  static let fields = settings + [("defaultTopLabel", .text), ("defaultBottomLabel", .text)]

  /// Why `value` is refused for the setting `name`, or `nil` when it is accepted (`nil` — the default —
  /// always is).
  /// - Parameters:
  ///   - name: The setting's name as the page holds it.
  ///   - value: The page's value; a JSON value that is neither a number, a text, a flag nor `null`
  ///     comes as the text of its JSON.
  static func refusal(_ name: String, _ value: PageSettings.Value?) -> String? {
    guard let kind = fields.first(where: { $0.name == name })?.kind else {
      return "\(JSONText.quoted(name)): unknown setting; expected one of the settings the form lists"
    }
    guard let value else { return nil }
    let accepted: String
    switch (kind, value) {
    case (.number(let setting), .number(let number)) where setting.accepts(number): return nil
    case (.number(let setting), _): accepted = setting.jsonAccepted
    case (.choice(let names), .text(let text)) where names.contains(text): return nil
    case (.choice(let names), _): accepted = "one of " + names.joined(separator: "|")
    case (.toggle, .flag): return nil
    case (.toggle, _): accepted = "true or false"
    case (.text, .text(let text)) where text.unicodeScalars.count <= PlaygroundSettings.longestText: return nil
    case (.text, _): accepted = "a string of at most \(PlaygroundSettings.longestText) characters"
    case (.symbol, .text(let text)) where PlaygroundSettings.isSymbolName(text): return nil
    case (.symbol, _): accepted = PlaygroundSettings.symbolAccepted
    case (.color, .text(let text)) where SRGBColor(hex: text) != nil: return nil
    case (.color, _): accepted = SRGBColor.hexAccepted + ", or null"
    case (.background, .text(let text)) where MountBackgroundStyle(name: text) != nil: return nil
    case (.background, _): accepted = MountBackgroundStyle.accepted
    }
    return "\(name): \(shown(value)) is not accepted; expected \(accepted)"
  }

  /// The value as a refusal quotes it: a number in its shortest form, a flag as JSON writes it, a text
  /// in JSON quotes (at most 40 characters of it).
  static func shown(_ value: PageSettings.Value) -> String {
    switch value {
    case .number(let number): return number.isFinite ? NumberFormat.shortest.text(number) : "\(number)"
    case .flag(let flag): return flag ? "true" : "false"
    case .text(let text):
      let scalars = text.unicodeScalars
      guard scalars.count > 40 else { return JSONText.quoted(text) }
      var head = ""
      head.unicodeScalars.append(contentsOf: scalars.prefix(40))
      return JSONText.quoted(head) + "…"
    }
  }

  /// Clears every refused setting of `settings` (so its default applies) and returns the refusals,
  /// `{"name": …, "refusal": …}` each, in the order the page handed the settings over.
  static func clearRefused(_ settings: inout PageSettings) -> [JSONText] {
    var refusals: [JSONText] = []
    for name in settings.names {
      guard let refusal = refusal(name, settings[name]) else { continue }
      settings.set(name, nil)
      var answer = JSONText()
      answer.add("name", name)
      answer.add("refusal", refusal)
      refusals.append(answer)
    }
    return refusals
  }

  /// The value the model uses for each number of `settings` (``NumericSetting/resolve(_:reference:)``;
  /// the mount stroke's bound scales with the side used), by name.
  static func used(_ settings: PageSettings) -> JSONText {
    let side = ButterflySettings.sideLength.resolve(settings.number(ButterflySettings.sideLength)).value
    var used = JSONText()
    for case (let name, .number(let setting)) in Self.settings {
      used.add(name, setting.resolve(settings.number(setting), reference: side).value)
    }
    return used
  }
}

extension NumericSetting {
  /// What a number of the setting may be, as `bbsim` words it: `a number (pt), finite, > 0`.
  public var jsonAccepted: String { "a number (\(unit)), \(accepted.text)" }
}
