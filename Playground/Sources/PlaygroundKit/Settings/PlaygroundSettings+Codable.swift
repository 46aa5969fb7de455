import ButterflyModel
import ButterflyPhysics
import ButterflyWasm

extension PlaygroundSettings: Decodable {
  /// The longest title or face label (characters).
  static let textLimit = TextLimit(maximumLength: longestText)

  /// The JSON members, in the order ``PlaygroundCatalogue`` lists them.
  public static let keys = PlaygroundCatalogue.entries.map(\.name)

  /// Reads the `settings` object of a request; absent members keep their defaults.
  /// - Throws: ``APIError`` naming the first refused member (in this order) and what it accepts.
  public init(from decoder: any Decoder) throws {
    self.init()
    let object = try decoder.object(keyedBy: MemberKey.self, members: Self.keys)
    sideLength = try object.number(ButterflySettings.sideLength, forKey: "sideLength")
    mountStrokeWidth = try object.number(ButterflySettings.mountStrokeWidth, forKey: "mountStrokeWidth")
    spinDecelerationDuration = try object.number(
      ButterflySettings.spinDecelerationDuration, forKey: "spinDecelerationDuration")
    medallionStrokeWidth = try object.number(ButterflySettings.medallionStrokeWidth, forKey: "medallionStrokeWidth")
    medallionLabelFont = ButterflySettings.medallionLabelFont(
      textStyle: try object.choice(ButterflySettings.medallionLabelFont, forKey: "medallionLabelFont"),
      weight: try object.choice(ButterflySettings.medallionLabelWeight, forKey: "medallionLabelWeight"),
      pointSize: try object.number(ButterflySettings.medallionLabelPointSize, forKey: "medallionLabelPointSize"))
    labelPlacement = try object.choice(ButterflySettings.labelPlacement, forKey: "labelPlacement")
    axleOrientation = try object.choice(ButterflySettings.axleOrientation, forKey: "axleOrientation")
    enableFlickPhysics = try object.flag(
      forKey: "enableFlickPhysics", default: ButterflySettings.enableFlickPhysics.defaultValue)
    hapticsEnabled = try object.flag(forKey: "hapticsEnabled", default: ButterflySettings.hapticsEnabled.defaultValue)
    spinTuning = SpinTuning(
      tapAngularSpeed: try object.number(SpinSettings.tapAngularSpeed, forKey: "tapAngularSpeed"),
      preferredShape: try object.number(SpinSettings.preferredShape, forKey: "preferredShape"),
      landingBounce: try object.number(SpinSettings.landingBounce, forKey: "landingBounce"),
      landingResponse: try object.number(SpinSettings.landingResponse, forKey: "landingResponse"))
    title = try object.text(forKey: "title", limit: Self.textLimit) ?? Self.defaultTitle
    medallionTopLabel = try Self.label(object, "medallionTopLabel")
    medallionBottomLabel = try Self.label(object, "medallionBottomLabel")
    medallionTopImage = try Self.symbolName(object, "medallionTopImage")
    medallionBottomImage = try Self.symbolName(object, "medallionBottomImage")
    tint = try object.color(forKey: "tint")
    mountStrokeColor = try object.color(forKey: "mountStrokeColor")
    mountBackground =
      try object.scalar(
        String.self, forKey: "mountBackground", accepted: MountBackgroundStyle.accepted,
        as: MountBackgroundStyle.init(name:)) ?? .systemAutomatic
    axleColor = try object.color(forKey: "axleColor")
    medallionTopColor = try object.color(forKey: "medallionTopColor")
    medallionBottomColor = try object.color(forKey: "medallionBottomColor")
    medallionEdgeColor = try object.color(forKey: "medallionEdgeColor")
    medallionLabelColor = try object.color(forKey: "medallionLabelColor")
    reduceMotion = try object.flag(forKey: "reduceMotion", default: false)
    reduceTransparency = try object.flag(forKey: "reduceTransparency", default: false)
    differentiateWithoutColor = try object.flag(forKey: "differentiateWithoutColor", default: false)
    buttonShapes = try object.flag(forKey: "buttonShapes", default: false)
    isDark = try object.choice(ButterflySettings.appearance, forKey: "appearance")
    increasedContrast = try object.choice(ButterflySettings.contrast, forKey: "contrast")
    layoutDirection = try object.choice(ButterflySettings.layoutDirection, forKey: "layoutDirection")
    language = try object.choice(ButterflySettings.language, forKey: "language")
  }

  /// An SF Symbol name, or `nil` for none (absent, null or empty).
  private static func symbolName(_ object: KeyedDecodingContainer<MemberKey>, _ key: MemberKey) throws -> String? {
    guard try object.isNonNull(key) else { return nil }
    let name = try object.scalar(String.self, forKey: key, accepted: symbolAccepted) { isSymbolName($0) ? $0 : nil }
    return name?.isEmpty == false ? name : nil
  }

  /// A face label, or `nil` for the localized default (absent, null or empty).
  private static func label(_ object: KeyedDecodingContainer<MemberKey>, _ key: MemberKey) throws -> String? {
    guard let text = try object.nullableText(forKey: key, limit: textLimit), !text.isEmpty else { return nil }
    return text
  }
}
