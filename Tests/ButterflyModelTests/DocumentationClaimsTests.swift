import ButterflyPhysics
import Foundation
import Testing

@testable import ButterflyModel

/// What the README and the DocC articles say about the control, read from the documents and checked
/// against the model (issue 28's documentation defects): half-turn counts are the planner's, the
/// title's side is the layout's, value changes from code are described as they behave, and every
/// repository document a text cites exists.
@Suite struct DocumentationClaimsTests {
  /// The repository root, found from this file's path.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The half-turns a gesture of the default 60 pt control lands after (the planner's θ*/π).
  static func halfTurns(velocity: PlanarVector?, end: PlanarVector = PlanarVector(x: 0, y: -15), duration: Double = 2)
    -> Int
  {
    let radius = MedallionGeometry().medallionRadius
    let planner = SpinPlanner(medallionRadius: radius, decelerationDuration: duration)
    let gesture: SpinGesture = velocity.map { .flick(velocity: $0, endPoint: end) } ?? .tap(endPoint: end)
    return Int((abs(planner.plan(gesture, from: .top).landingAngle) / .pi).rounded())
  }

  static let numbers = ["one": 1, "three": 3, "five": 5, "seven": 7, "nine": 9, "eleven": 11]

  /// README: "A gentler flick (200 pt/s, three half-turns)" — main said one; the planner lands three.
  @Test func theReadmesGentlerFlickTurnsWhatItSays() throws {
    let readme = try Self.read("README.md")
    let match = try #require(readme.firstMatch(of: /A gentler flick \(200 pt\/s, (\w+) half-turns?\)/))
    #expect(Self.numbers[String(match.1)] == Self.halfTurns(velocity: PlanarVector(x: 0, y: 200)))
  }

  /// Customising: the 1,200 pt/s flick "turns eleven half-turns where the 2 s tap above turns five
  /// (and the 0.5 s one, one)" — main said "the tap above turns one".
  @Test func customisingsFlickAndTapTurnWhatItSays() throws {
    let text = try Self.read("Sources/ButterflyButton/ButterflyButton.docc/Customising.md")
    let match = try #require(
      text.firstMatch(of: /turns (\w+) half-turns where\s+the 2 s tap above turns (\w+) \(and the 0\.5 s one, (\w+)\)/))
    #expect(Self.numbers[String(match.1)] == Self.halfTurns(velocity: PlanarVector(x: 0, y: 1200)))
    #expect(Self.numbers[String(match.2)] == Self.halfTurns(velocity: nil))
    #expect(Self.numbers[String(match.3)] == Self.halfTurns(velocity: nil, duration: 0.5))
  }

  /// README: its full SwiftUI sample shows the defaults it claims to, and says which arguments are
  /// not defaults (main called `ButterflyButton(isOn: $isOn) { Text("Butterfly") }` "the same control"
  /// although the sample gives both faces images).
  @Test func theReadmesFullSampleIsTheDefaultControlButForWhatItNames() throws {
    let readme = try Self.read("README.md")
    #expect(!readme.contains("is the same control"))
    #expect(readme.contains("this control without the sun and the moon"))
    let numbers: [(String, NumericSetting)] = [
      ("sideLength", ButterflySettings.sideLength), ("mountStrokeWidth", ButterflySettings.mountStrokeWidth),
      ("spinDecelerationDuration", ButterflySettings.spinDecelerationDuration),
    ]
    for (name, setting) in numbers {
      let match = try #require(readme.firstMatch(of: Regex("\\n +\(name): ([0-9.]+),")), "\(name)")
      #expect(Double(String(match.output[1].substring ?? "")) == setting.defaultValue, "\(name)")
    }
    #expect(readme.contains("medallionTopImage: Image(systemName: \"sun.max.fill\")"))
  }

  /// GettingStarted: the title is on the leading side in both directions (main said "trailing in
  /// right-to-left ones"), as `LabelPlacement.auto` resolves.
  @Test func gettingStartedPlacesTheTitleWhereTheLayoutDoes() throws {
    let text = try Self.read("Sources/ButterflyButton/ButterflyButton.docc/GettingStarted.md")
    #expect(!text.contains("trailing in right-to-left"))
    #expect(text.contains("right of it in\nright-to-left ones"))
    #expect(LabelPlacement.auto.screenSide(for: .rightToLeft) == .right)
    #expect(LabelPlacement.auto.screenSide(for: .leftToRight) == .left)
  }

  /// A value set from code shows its face at once unless the change animates (`withAnimation`,
  /// `setOn(_:animated: true)`); no document says it "animates" without that condition.
  @Test(arguments: [
    "README.md", "Sources/ButterflyButton/ButterflyButton.docc/GettingStarted.md",
    "Sources/ButterflyButton/ButterflyButton.docc/Customising.md",
  ])
  func noDocumentSaysAValueFromCodeAlwaysAnimates(path: String) throws {
    let text = try Self.read(path).replacingOccurrences(of: "\n", with: " ")
    for match in text.matches(of: /(Changing|Setting|Changes you make to) `isOn`[^.]*\./) {
      let sentence = String(match.0)
      let saysAnimates = sentence.contains(/\banimates?\b/)
      #expect(!saysAnimates || sentence.contains("withAnimation"), "\(path): \(sentence)")
    }
  }

  /// The toggle style's documentation names the tint modifier the control reads
  /// (`butterflyTint(_:)`), not SwiftUI's `tint(_:)`, which it cannot read back (main claimed it).
  @Test func theToggleStyleDocumentsTheTintItReads() throws {
    let source = try Self.read("Sources/ButterflyButton/SwiftUI/ButterflyToggleStyle.swift")
    #expect(source.contains("`.butterflyTint(_:)`"))
    #expect(!source.contains("and\n  /// `.tint(_:)`, or"))
  }

  /// The CHANGELOG does not promise the selected trait the model never sets (main did).
  @Test func theChangelogDoesNotPromiseTheSelectedTrait() throws {
    let changelog = try Self.read("CHANGELOG.md")
    #expect(!changelog.contains("the selected trait while on"))
    #expect(!ButterflyAccessibility(title: "B", isOn: true).traits.contains { $0.rawValue == "selected" })
  }

  /// GettingStarted names every module the `ButterflyButton` product brings (main said it brings
  /// `ButterflyPhysics` "and nothing else"): the targets `Package.swift` makes it depend on.
  @Test func gettingStartedNamesWhatTheProductBrings() throws {
    let text = try Self.read("Sources/ButterflyButton/ButterflyButton.docc/GettingStarted.md")
    #expect(!text.contains("and nothing else"))
    let manifest = try Self.read("Package.swift")
    for module in ["ButterflyModel", "ButterflyPhysics", "_ButterflyShims"] {
      #expect(manifest.contains("\"\(module)\""), "\(module) is a target")
      #expect(text.contains("`\(module)`"), "\(module)")
    }
  }

  /// The `.controlSize(_:)` the docs describe is not on tvOS (SwiftUI marks it unavailable there);
  /// each text that offers it says so.
  @Test(arguments: ["README.md", "Sources/ButterflyButton/ButterflyButton.docc/PlatformConventions.md"])
  func controlSizeIsOfferedWithItsPlatforms(path: String) throws {
    let text = try Self.read(path)
    #expect(text.contains("tvOS has no `controlSize(_:)`"), "\(path)")
  }

  /// Every repository file a document cites by path or by `NAME.md` exists (main's
  /// notebooks-data/README.md cited a DESIGN.md the repository lacks).
  @Test(arguments: [
    "README.md", "notebooks-data/README.md", "Examples/ButterflyGallery/README.md", "CONTRIBUTING.md",
    "DEVELOPERS.md", "docs/architecture.md",
  ])
  func everyCitedMarkdownFileExists(path: String) throws {
    let text = try Self.read(path)
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().relativePath
    for match in text.matches(of: /([\w\-\/\.]*[A-Za-z]+\.md)\b/) {
      let cited = String(match.1)
      guard !cited.hasPrefix("http"), !cited.contains("//") else { continue }
      let exists = [cited, "\(folder)/\(cited)"].contains { candidate in
        FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(candidate).path)
      }
      let anywhere = exists || Self.repositoryMarkdown.contains { $0.hasSuffix("/" + cited) || $0 == cited }
      #expect(anywhere, "\(path) cites \(cited)")
    }
  }

  /// Every Markdown file of the repository (relative paths), outside build folders.
  static let repositoryMarkdown: [String] = {
    let enumerator = FileManager.default.enumerator(atPath: root.path)
    var found: [String] = []
    while let next = enumerator?.nextObject() as? String {
      let name = URL(fileURLWithPath: next).lastPathComponent
      if name.hasPrefix(".") || name == "node_modules" {
        enumerator?.skipDescendants()
        continue
      }
      if next.hasSuffix(".md") { found.append(next) }
    }
    return found
  }()

  /// The gallery's README does not promise an iOS or tvOS simulator run of a package's executable
  /// target (Xcode cannot run one as an app; main said to pick "an iOS or tvOS simulator").
  @Test func theGalleryReadmeSaysHowToRunItOnAnIPhone() throws {
    let text = try Self.read("Examples/ButterflyGallery/README.md")
    #expect(!text.contains("scheme and an iOS or tvOS simulator"))
    #expect(text.contains("is not an app bundle"))
  }
}
