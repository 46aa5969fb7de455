import ButterflyModel
import ButterflyPhysics

extension PlaygroundSettings {
  /// The JSON members, in the order ``PlaygroundCatalogue`` lists them.
  public static let keys = PlaygroundCatalogue.entries.map(\.name)

  /// Reads settings from a request; absent members keep their defaults.
  /// - Parameters:
  ///   - json: The `settings` object.
  ///   - path: Its JSON path, for refusals.
  /// - Throws: ``APIError`` naming the first refused member and what it accepts.
  public init(json: JSONValue, path: String = "settings") throws(APIError) {
    let object = try JSONObject(json, path: path, keys: Self.keys)
    sideLength = try object.number("sideLength", ButterflySettings.sideLength)
    mountStrokeWidth = try object.number("mountStrokeWidth", ButterflySettings.mountStrokeWidth)
    spinDecelerationDuration = try object.number(
      "spinDecelerationDuration", ButterflySettings.spinDecelerationDuration)
    medallionStrokeWidth = try object.number("medallionStrokeWidth", ButterflySettings.medallionStrokeWidth)
    medallionLabelFont = ButterflySettings.medallionLabelFont(
      textStyle: try object.choice("medallionLabelFont", ButterflySettings.medallionLabelFont),
      weight: try object.choice("medallionLabelWeight", ButterflySettings.medallionLabelWeight),
      pointSize: try object.number("medallionLabelPointSize", ButterflySettings.medallionLabelPointSize))
    labelPlacement = try object.choice("labelPlacement", ButterflySettings.labelPlacement)
    axleOrientation = try object.choice("axleOrientation", ButterflySettings.axleOrientation)
    enableFlickPhysics = try object.bool(
      "enableFlickPhysics", default: ButterflySettings.enableFlickPhysics.defaultValue)
    hapticsEnabled = try object.bool("hapticsEnabled", default: ButterflySettings.hapticsEnabled.defaultValue)
    spinTuning = SpinTuning(
      tapAngularSpeed: try object.number("tapAngularSpeed", SpinSettings.tapAngularSpeed),
      preferredShape: try object.number("preferredShape", SpinSettings.preferredShape),
      landingBounce: try object.number("landingBounce", SpinSettings.landingBounce),
      landingResponse: try object.number("landingResponse", SpinSettings.landingResponse))
    title = try object.text("title", limit: Self.textLimit) ?? Self.defaultTitle
    medallionTopLabel = try Self.label(object, "medallionTopLabel")
    medallionBottomLabel = try Self.label(object, "medallionBottomLabel")
    medallionTopImage = try Self.symbolName(object, "medallionTopImage")
    medallionBottomImage = try Self.symbolName(object, "medallionBottomImage")
    tint = try object.color("tint")
    mountStrokeColor = try object.color("mountStrokeColor")
    mountBackground = try Self.background(object, "mountBackground")
    axleColor = try object.color("axleColor")
    medallionTopColor = try object.color("medallionTopColor")
    medallionBottomColor = try object.color("medallionBottomColor")
    medallionEdgeColor = try object.color("medallionEdgeColor")
    medallionLabelColor = try object.color("medallionLabelColor")
    reduceMotion = try object.bool("reduceMotion", default: false)
    reduceTransparency = try object.bool("reduceTransparency", default: false)
    differentiateWithoutColor = try object.bool("differentiateWithoutColor", default: false)
    buttonShapes = try object.bool("buttonShapes", default: false)
    isDark = try object.choice("appearance", ButterflySettings.appearance)
    increasedContrast = try object.choice("contrast", ButterflySettings.contrast)
    layoutDirection = try object.choice("layoutDirection", ButterflySettings.layoutDirection)
    language = try object.choice("language", ButterflySettings.language)
  }

  /// What an SF Symbol name may be: `sun.max`, `star.fill` (lower-case letters, digits, dots).
  static let symbolAccepted = "an SF Symbol name of lower-case letters, digits and dots, at most 64 characters"

  /// An SF Symbol name, or `nil` for none (absent, null or empty).
  private static func symbolName(_ object: JSONObject, _ key: String) throws(APIError) -> String? {
    guard let value = object.value(key) else { return nil }
    guard case .string(let name) = value, textLimit.accepts(name),
      name.allSatisfy({ ($0.isLetter && $0.isLowercase && $0.isASCII) || ($0.isNumber && $0.isASCII) || $0 == "." })
    else {
      throw APIError.notAccepted(object.field(key), value, accepted: symbolAccepted)
    }
    return name.isEmpty ? nil : name
  }

  /// A face label, or `nil` for the localized default (absent, null or empty).
  private static func label(_ object: JSONObject, _ key: String) throws(APIError) -> String? {
    guard let text = try object.text(key, limit: textLimit, nullable: true), !text.isEmpty else { return nil }
    return text
  }

  /// `system`, `transparent`, `image` or a colour, as `bbsim render --mount-background` reads it:
  /// absent → the system background.
  private static func background(_ object: JSONObject, _ key: String) throws(APIError) -> MountBackgroundStyle {
    guard let value = try object.member(key, accepted: MountBackgroundStyle.accepted) else { return .systemAutomatic }
    guard case .string(let text) = value, let style = MountBackgroundStyle(name: text) else {
      throw APIError.notAccepted(object.field(key), value, accepted: MountBackgroundStyle.accepted)
    }
    return style
  }
}
