import ButterflyModel
import ButterflyPhysics
import ButterflyRender
import ButterflyWasm
import Hummingbird

/// The answer to `POST /api/describe` (``DescribeRequest``): what the page's model cannot write
/// because it needs Foundation — the localized texts (`Bundle`): the default face labels in the
/// settings' language and the accessibility text. Everything else the page shows (the drawing, the
/// report and verdict, the notes, the Swift, the CSV, the tuning file) comes from the model in the page.
///
/// ```
/// {"labels": {"top": "true", "bottom": "false"},
///  "accessibility": {"label": "Butterfly", "value": "true", "hint": "…"}}
/// ```
struct DescribeResponse: ResponseEncodable {
  /// The default face labels in the settings' language (what an empty face label draws).
  let labels: FaceLabels
  /// What assistive technology is told about the control (the model's label, value and hint, with a
  /// pointer's hint: the browser stands in for macOS).
  let accessibility: AccessibilityText

  /// Answers a request.
  /// - Parameter request: The request.
  init(request: DescribeRequest) {
    let settings = request.settings
    labels = FaceLabels(
      top: ControlFaceContent.localizedDefault(for: .top, language: settings.language).label,
      bottom: ControlFaceContent.localizedDefault(for: .bottom, language: settings.language).label)
    accessibility = AccessibilityText(
      ButterflyAccessibility(
        title: settings.title, topLabel: settings.medallionTopLabel, bottomLabel: settings.medallionBottomLabel,
        isOn: request.isOn, platform: .macOS, language: settings.language))
  }
}

/// The default face labels of a language.
struct FaceLabels: Encodable {
  /// The top face's (`isOn` true).
  var top: String
  /// The bottom face's.
  var bottom: String
}

/// The model's accessibility text, as the page hands it to the browser (`aria-label`, `aria-checked`,
/// the hint as a description).
struct AccessibilityText: Encodable {
  /// The label (the title, or the value when there is none).
  var label: String
  /// The value: the resting face's label.
  var value: String
  /// How to use the control.
  var hint: String

  init(_ accessibility: ButterflyAccessibility) {
    label = accessibility.label
    value = accessibility.value
    hint = accessibility.hint
  }
}

/// The answer to `GET /api/settings`.
struct CatalogueResponse: ResponseEncodable {
  /// Every setting, in the page's order.
  let settings = PlaygroundCatalogue.entries
}
