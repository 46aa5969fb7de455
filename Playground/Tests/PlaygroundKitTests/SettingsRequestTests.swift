import ButterflyModel
import ButterflyPhysics
import ButterflyRender
import Foundation
import Testing

@testable import ButterflyWasm
@testable import PlaygroundKit

/// The settings JSON reads like `bbsim`'s options: defaults from the model's definitions, every value
/// outside a definition's accepted range refused with the member's path and the accepted range.
@Suite struct SettingsRequestTests {
  /// Reads `{"settings": <settings>}` as the server reads a request body.
  func read(_ settings: String) throws -> PlaygroundSettings {
    try APIRequestDecoder.decode(DescribeRequest.self, from: Data(#"{"settings": \#(settings)}"#.utf8)).settings
  }

  func refusal(_ settings: String) -> APIError? {
    do {
      _ = try read(settings)
      return nil
    } catch {
      return error as? APIError
    }
  }

  @Test func emptyObjectGivesTheModelsDefaults() throws {
    let settings = try read("{}")
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
    let error = try #require(refusal(#"{"\#(name)": -1}"#))
    #expect(error.status == .badRequest)
    #expect(error.field == "settings.\(name)")
    #expect(error.accepted == "a number (\(setting.unit)), \(setting.accepted.text)")
    #expect(error.description == "settings.\(name): -1 is not accepted; expected \(error.accepted)")
  }

  @Test func acceptedValueOutsideTheUsableRangeIsKeptForTheModelToClamp() throws {
    let settings = try read(#"{"sideLength": 10, "spinDecelerationDuration": 600}"#)
    #expect(settings.sideLength == 10)
    #expect(settings.configuration.sideLength == MedallionGeometry.minimumSideLength)
    #expect(settings.configuration.spinDecelerationDuration == SpinContract.maximumDecelerationDuration)
    #expect(settings.configuration.adjustments.map(\.parameter) == ["sideLength", "spinDecelerationDuration"])
  }

  @Test(arguments: [
    ("sideLength", #""60""#), ("axleOrientation", #""sideways""#), ("enableFlickPhysics", #""on""#),
    ("title", "1"), ("tint", #""blue""#), ("mountBackground", ##""#12""##), ("medallionTopImage", #""Sun Max""#),
    ("appearance", "true"), ("language", #""xx""#), ("reduceMotion", "1"),
  ])
  func malformedValueIsRefusedNamingTheMember(name: String, value: String) throws {
    let error = try #require(refusal(#"{"\#(name)": \#(value)}"#))
    #expect(error.field == "settings.\(name)")
    #expect(!error.accepted.isEmpty)
  }

  @Test func unknownMemberIsRefusedListingTheKnownOnes() throws {
    let error = try #require(refusal(#"{"sidelength": 60}"#))
    #expect(error.field == "settings.sidelength")
    #expect(error.problem == "unknown member")
    #expect(error.accepted.contains("sideLength"))
  }

  @Test func choicesReadTheModelsNames() throws {
    let settings = try read(
      #"{"axleOrientation": "diagonal-rtl", "labelPlacement": "top", "appearance": "dark", "contrast": "increased", "#
        + #""layoutDirection": "rtl", "language": "he"}"#)
    #expect(settings.axleOrientation == .diagonalRTL)
    #expect(settings.labelPlacement == .top)
    #expect(settings.appearance == .darkIncreasedContrast)
    #expect(settings.layoutDirection == .rightToLeft)
    #expect(settings.language == "he")
  }

  @Test func coloursAndBackgroundsReadBBSimsGrammar() throws {
    let settings = try read(
      ##"{"tint": "#FF8800", "medallionTopColor": "336699cc", "mountBackground": "transparent", "axleColor": null}"##)
    #expect(settings.tint == SRGBColor(red255: 255, green255: 136, blue255: 0))
    #expect(settings.medallionTopColor == SRGBColor(red255: 0x33, green255: 0x66, blue255: 0x99, alpha255: 0xCC))
    #expect(settings.mountBackground == .transparent)
    #expect(settings.axleColor == nil)
    #expect(
      try read(##"{"mountBackground": "#101010"}"##).mountBackground
        == .color(SRGBColor(red255: 16, green255: 16, blue255: 16)))
  }

  @Test func emptyFaceLabelsAndImagesMeanTheDefaults() throws {
    let settings = try read(#"{"medallionTopLabel": "", "medallionBottomImage": "", "title": ""}"#)
    #expect(settings.medallionTopLabel == nil)
    #expect(settings.medallionBottomImage == nil)
    #expect(settings.title.isEmpty)
    #expect(try read(#"{"medallionTopImage": "sun.max.fill"}"#).medallionTopImage == "sun.max.fill")
  }

  @Test func textLongerThanTheLimitIsRefused() throws {
    let long = String(repeating: "x", count: PlaygroundSettings.textLimit.maximumLength + 1)
    let error = try #require(refusal(#"{"medallionBottomLabel": "\#(long)"}"#))
    #expect(error.accepted == "a string of at most 64 characters")
  }

  @Test func nonObjectSettingsAreRefused() throws {
    let error = try #require(refusal("[]"))
    #expect(error.description == "settings: an array is not accepted; expected an object")
  }
}
