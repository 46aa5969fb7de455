import ButterflyModel
import ButterflyPhysics
import ButterflyRender
import Testing

@testable import PlaygroundKit

/// The settings JSON reads like `bbsim`'s options: defaults from the model's definitions, every value
/// outside a definition's accepted range refused with the member's path and the accepted range.
@Suite struct SettingsRequestTests {
  func read(_ members: [String: JSONValue]) throws(APIError) -> PlaygroundSettings {
    try PlaygroundSettings(json: .object(members))
  }

  func refusal(_ members: [String: JSONValue]) -> APIError? {
    do {
      _ = try read(members)
      return nil
    } catch {
      return error
    }
  }

  @Test func emptyObjectGivesTheModelsDefaults() throws {
    let settings = try read([:])
    #expect(settings == PlaygroundSettings())
    #expect(settings.sideLength == ButterflySettings.sideLength.defaultValue)
    #expect(settings.spinDecelerationDuration == ButterflySettings.spinDecelerationDuration.defaultValue)
    #expect(settings.axleOrientation == ButterflySettings.axleOrientation.defaultValue)
    #expect(settings.configuration == ButterflyConfiguration())
  }

  @Test(arguments: [
    ("sideLength", ButterflySettings.sideLength), ("mountStrokeWidth", ButterflySettings.mountStrokeWidth),
    ("spinDecelerationDuration", ButterflySettings.spinDecelerationDuration),
    ("medallionStrokeWidth", ButterflySettings.medallionStrokeWidth),
    ("tapAngularSpeed", SpinSettings.tapAngularSpeed), ("preferredShape", SpinSettings.preferredShape),
    ("landingBounce", SpinSettings.landingBounce), ("landingResponse", SpinSettings.landingResponse),
  ])
  func numberOutsideTheAcceptedRangeIsRefusedWithTheDefinitionsRange(name: String, setting: NumericSetting) throws {
    let error = try #require(refusal([name: .number(-1)]))
    #expect(error.status == .badRequest)
    #expect(error.field == "settings.\(name)")
    #expect(error.accepted == "a number (\(setting.unit)), \(setting.accepted.text)")
    #expect(error.description == "settings.\(name): -1 is not accepted; expected \(error.accepted)")
  }

  @Test func acceptedValueOutsideTheUsableRangeIsKeptForTheModelToClamp() throws {
    let settings = try read(["sideLength": .number(10), "spinDecelerationDuration": .number(600)])
    #expect(settings.sideLength == 10)
    #expect(settings.configuration.sideLength == MedallionGeometry.minimumSideLength)
    #expect(settings.configuration.spinDecelerationDuration == SpinContract.maximumDecelerationDuration)
    #expect(settings.configuration.adjustments.map(\.parameter) == ["sideLength", "spinDecelerationDuration"])
  }

  @Test(arguments: [
    ("sideLength", JSONValue.string("60")), ("axleOrientation", .string("sideways")),
    ("enableFlickPhysics", .string("on")),
    ("title", .number(1)), ("tint", .string("blue")), ("mountBackground", .string("#12")),
    ("medallionTopImage", .string("Sun Max")), ("appearance", .bool(true)), ("language", .string("xx")),
    ("reduceMotion", .number(1)),
  ])
  func malformedValueIsRefusedNamingTheMember(name: String, value: JSONValue) throws {
    let error = try #require(refusal([name: value]))
    #expect(error.field == "settings.\(name)")
    #expect(!error.accepted.isEmpty)
  }

  @Test func unknownMemberIsRefusedListingTheKnownOnes() throws {
    let error = try #require(refusal(["sidelength": .number(60)]))
    #expect(error.field == "settings.sidelength")
    #expect(error.problem == "unknown member")
    #expect(error.accepted.contains("sideLength"))
  }

  @Test func choicesReadTheModelsNames() throws {
    let settings = try read([
      "axleOrientation": .string("diagonal-rtl"), "labelPlacement": .string("top"), "appearance": .string("dark"),
      "contrast": .string("increased"), "layoutDirection": .string("rtl"), "language": .string("he"),
    ])
    #expect(settings.axleOrientation == .diagonalRTL)
    #expect(settings.labelPlacement == .top)
    #expect(settings.appearance == .darkIncreasedContrast)
    #expect(settings.layoutDirection == .rightToLeft)
    #expect(settings.language == "he")
  }

  @Test func coloursAndBackgroundsReadBBSimsGrammar() throws {
    let settings = try read([
      "tint": .string("#FF8800"), "medallionTopColor": .string("336699cc"), "mountBackground": .string("transparent"),
      "axleColor": .null,
    ])
    #expect(settings.tint == SRGBColor(red255: 255, green255: 136, blue255: 0))
    #expect(settings.medallionTopColor == SRGBColor(red255: 0x33, green255: 0x66, blue255: 0x99, alpha255: 0xCC))
    #expect(settings.mountBackground == .transparent)
    #expect(settings.axleColor == nil)
    #expect(
      try read(["mountBackground": .string("#101010")]).mountBackground
        == .color(SRGBColor(red255: 16, green255: 16, blue255: 16)))
  }

  @Test func emptyFaceLabelsAndImagesMeanTheDefaults() throws {
    let settings = try read([
      "medallionTopLabel": .string(""), "medallionBottomImage": .string(""), "title": .string(""),
    ])
    #expect(settings.medallionTopLabel == nil)
    #expect(settings.medallionBottomImage == nil)
    #expect(settings.title.isEmpty)
    #expect(try read(["medallionTopImage": .string("sun.max.fill")]).medallionTopImage == "sun.max.fill")
  }

  @Test func textLongerThanTheLimitIsRefused() throws {
    let long = String(repeating: "x", count: PlaygroundSettings.textLimit.maximumLength + 1)
    let error = try #require(refusal(["medallionBottomLabel": .string(long)]))
    #expect(error.accepted == "a string of at most 64 characters")
  }

  @Test func nonObjectSettingsAreRefused() throws {
    #expect(throws: APIError.self) { try PlaygroundSettings(json: .array([])) }
  }
}
