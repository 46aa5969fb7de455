import ButterflyModel
import ButterflyPhysics
import ButterflyRender
import Foundation
import Testing

@testable import ButterflyWasm
@testable import PlaygroundKit

/// The Swift the playground hands out: only non-default arguments, in the initializer's order, valid
/// literals.
@Suite struct SwiftSnippetTests {
  /// `ButterflyButton.init`'s parameters after `isOn`, in order (Sources/ButterflyButton/SwiftUI).
  static let initializerOrder = [
    "sideLength", "labelPlacement", "mountStrokeColor", "mountStrokeWidth", "mountBackground", "axleOrientation",
    "axleColor", "medallionTopColor", "medallionBottomColor", "medallionEdgeColor", "medallionTopImage",
    "medallionBottomImage", "medallionTopLabel", "medallionBottomLabel", "medallionLabelFont",
    "medallionLabelColor", "medallionStrokeWidth", "spinDecelerationDuration", "enableFlickPhysics",
    "hapticsEnabled", "spinTuning",
  ]

  /// The argument labels of `ButterflyButton`'s full public initializer, read from its source (the
  /// SwiftUI module is not built on Linux): every label from `isOn` up to the trailing `label` closure.
  static func sourceInitializerLabels() throws -> [String] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../../Sources/ButterflyButton/SwiftUI/ButterflyButton.swift").standardized
    let source = try String(contentsOf: url, encoding: .utf8)
    let start = try #require(source.range(of: "public init(\n      isOn: Binding<Bool>,"))
    let end = try #require(source.range(of: "@ViewBuilder label:", range: start.upperBound..<source.endIndex))
    return source[start.lowerBound..<end.lowerBound].split(separator: "\n").dropFirst().map {
      String($0.trimmingCharacters(in: .whitespaces).prefix { $0 != ":" })
    }.filter { !$0.isEmpty }
  }

  @Test func theCopiedArgumentsAreTheInitializersParametersInItsOrder() throws {
    let labels = try Self.sourceInitializerLabels()
    #expect(labels.first == "isOn")
    // After isOn: the settings (initializerOrder), then the two callbacks the playground does not write.
    #expect(Array(labels.dropFirst()) == Self.initializerOrder + ["onSpinBegan", "onSpinCompleted"])
  }

  /// Settings with every control parameter away from its default.
  static var everything: PlaygroundSettings {
    var s = PlaygroundSettings()
    s.sideLength = 80
    s.labelPlacement = .top
    s.mountStrokeColor = SRGBColor(red255: 255, green255: 0, blue255: 0)
    s.mountStrokeWidth = 3
    s.mountBackground = .transparent
    s.axleOrientation = .diagonalLTR
    s.axleColor = SRGBColor(red255: 0, green255: 0, blue255: 0)
    s.medallionTopColor = SRGBColor(red255: 51, green255: 102, blue255: 204)
    s.medallionBottomColor = SRGBColor(red255: 255, green255: 255, blue255: 255, alpha255: 128)
    s.medallionEdgeColor = SRGBColor(red255: 1, green255: 2, blue255: 3)
    s.medallionTopImage = "sun.max"
    s.medallionBottomImage = "moon"
    s.medallionTopLabel = "On"
    s.medallionBottomLabel = "Off"
    s.medallionLabelFont = ButterflyFont(textStyle: .footnote, weight: .semibold)
    s.medallionLabelColor = SRGBColor(red255: 10, green255: 20, blue255: 30)
    s.medallionStrokeWidth = 0
    s.spinDecelerationDuration = 1.5
    s.enableFlickPhysics = false
    s.hapticsEnabled = false
    s.spinTuning = SpinTuning(tapAngularSpeed: 10, preferredShape: 3, landingBounce: 0.45, landingResponse: 0.3)
    return s
  }

  @Test func defaultsGiveTheShortestCallWithTheTitle() {
    #expect(SwiftSnippet.code(for: PlaygroundSettings()) == "ButterflyButton(isOn: $isOn) {\n  Text(\"Butterfly\")\n}")
  }

  @Test func noTitleAndDefaultsGiveTheLabelFreeInitializer() {
    var settings = PlaygroundSettings()
    settings.title = ""
    #expect(SwiftSnippet.code(for: settings) == "ButterflyButton(isOn: $isOn)")
    settings.sideLength = 72
    #expect(SwiftSnippet.code(for: settings) == "ButterflyButton(isOn: $isOn, sideLength: 72) {\n  EmptyView()\n}")
  }

  @Test func environmentSettingsAreNotCode() {
    var settings = PlaygroundSettings()
    settings.reduceMotion = true
    settings.isDark = true
    settings.increasedContrast = true
    settings.layoutDirection = .rightToLeft
    settings.language = "ja"
    #expect(SwiftSnippet.code(for: settings) == SwiftSnippet.code(for: PlaygroundSettings()))
  }

  @Test func everyNonDefaultArgumentAppearsOnceInTheInitializersOrder() {
    let arguments = SwiftSnippet.arguments(for: Self.everything)
    let names = arguments.map { String($0.prefix { $0 != ":" }) }
    #expect(names == Self.initializerOrder)
    let code = SwiftSnippet.code(for: Self.everything)
    #expect(code.hasPrefix("ButterflyButton(\n  isOn: $isOn,\n  sideLength: 80,\n  labelPlacement: .top,\n"))
    #expect(
      code.hasSuffix(
        "  spinTuning: \(SpinTuningText.swift(Self.everything.spinTuning))\n) {\n  Text(\"Butterfly\")\n}"))
  }

  @Test func valuesAreWrittenAsSwiftLiterals() {
    let code = SwiftSnippet.code(for: Self.everything)
    for expected in [
      "mountStrokeColor: Color(red: 1, green: 0, blue: 0)", "mountBackground: .transparent",
      "axleOrientation: .diagonalLTR", "medallionTopColor: Color(red: 0.2, green: 0.4, blue: 0.8)",
      "medallionBottomColor: Color(red: 1, green: 1, blue: 1, opacity: 0.502)",
      "medallionTopImage: Image(systemName: \"sun.max\")", "medallionTopLabel: \"On\"", "medallionStrokeWidth: 0",
      "spinDecelerationDuration: 1.5", "enableFlickPhysics: false", "medallionLabelFont: .footnote.weight(.semibold)",
    ] {
      #expect(code.contains(expected), "\(expected)")
    }
  }

  @Test func theLabelFontIsWrittenAsASwiftUIFontOnlyWhenNotTheCaption() {
    #expect(SwiftSnippet.font(.caption) == nil)
    #expect(SwiftSnippet.font(ButterflyFont(textStyle: .body)) == ".body")
    #expect(SwiftSnippet.font(ButterflyFont(textStyle: .headline)) == ".headline.weight(.regular)")
    #expect(SwiftSnippet.font(ButterflyFont(textStyle: .caption, pointSize: 14)) == ".system(size: 14)")
    #expect(SwiftSnippet.font(ButterflyFont(pointSize: 9.5, weight: .bold)) == ".system(size: 9.5, weight: .bold)")
  }

  @Test func eightBitColourComponentsRoundTripThroughThreeDecimals() {
    for value in 0...255 {
      let text = SwiftSnippet.color(SRGBColor(red255: value, green255: 0, blue255: 0))
      let written = text.dropFirst("Color(red: ".count).prefix { $0 != "," }
      #expect(Int(((Double(written) ?? -1) * 255).rounded()) == value)
    }
  }

  @Test func theTuningIsWhatBBSimSweepPrintsAndOnlyWhenNotStandard() {
    var settings = PlaygroundSettings()
    #expect(!SwiftSnippet.code(for: settings).contains("spinTuning"))
    settings.spinTuning.landingBounce = 0.6
    let code = SwiftSnippet.code(for: settings)
    #expect(code.contains("spinTuning: SpinTuning(tapAngularSpeed: 12.566370614359172, preferredShape: 2.0, "))
    #expect(code.contains("landingBounce: 0.6, landingResponse: 0.2)"))
  }

  @Test func tintBecomesATintModifier() {
    var settings = PlaygroundSettings()
    settings.tint = SRGBColor(red255: 255, green255: 128, blue255: 0)
    #expect(SwiftSnippet.code(for: settings).hasSuffix("}\n.tint(Color(red: 1, green: 0.502, blue: 0))"))
  }

  @Test(arguments: [
    ("plain", "\"plain\""), ("say \"hi\"", "\"say \\\"hi\\\"\""), ("back\\slash", "\"back\\\\slash\""),
    ("two\nlines", "\"two\\nlines\""), ("\u{7}bell", "\"\\u{7}bell\""), ("\\(x)", "\"\\\\(x)\""), ("日本", "\"日本\""),
  ])
  func textBecomesAnEscapedStringLiteral(text: String, literal: String) {
    #expect(SwiftSnippet.literal(text) == literal)
  }

  @Test func requestedValuesAreWrittenEvenWhenTheModelClampsThem() {
    var settings = PlaygroundSettings()
    settings.sideLength = 30
    settings.spinDecelerationDuration = 0.05
    let code = SwiftSnippet.code(for: settings)
    #expect(code.contains("sideLength: 30"))
    #expect(code.contains("spinDecelerationDuration: 0.05"))
  }
}
