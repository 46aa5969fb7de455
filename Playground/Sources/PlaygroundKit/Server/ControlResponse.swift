import ButterflyModel
import ButterflyPhysics
import ButterflyRender
import ButterflyWasm
import Hummingbird

/// The answer to `POST /api/control` (``ControlRequest``): the spin after the request's interactions,
/// its frames from now, the report for the plot and verdict, the Swift for the settings, and the
/// model's notes.
///
/// ```
/// {"spin": {…}, "state": {…}, "outcomes": ["flick"], "callbacks": ["onSpinBegan"],
///  "frames": {…}, "report": {…}, "swift": "ButterflyButton(isOn: $isOn) {…}",
///  "tuning": "{\n  \"landingBounce\" : 0.45, …}\n", "notes": […],
///  "colors": {"medallionTopColor": "#007aff", …}, "accessibility": {"label": …, "value": …, "hint": …}}
/// ```
struct ControlResponse: ResponseEncodable {
  /// The spin after the interactions, for the page to send back.
  let spin: SpinRecord
  /// The state machine's state now.
  let state: MachineState
  /// How each interaction was classified: `tap`, `flick`, `cancel` or `passThrough`.
  let outcomes: [String]
  /// The callbacks the app would have received.
  let callbacks: [String]
  /// The frames from now.
  let frames: FrameSequence
  /// The spin measured.
  let report: SpinReport
  /// The Swift for the settings.
  let swift: String
  /// The tuning as `bbsim sweep --tuning-out` writes it and `bbsim --tuning` reads it.
  let tuning: String
  /// Every clamp the model made and every contrast warning, one line each.
  let notes: [String]
  /// The colour each colour setting resolves to (`#rrggbb`), the palette's own where none is given.
  let colors: [String: String]
  /// What assistive technology is told about the control now (the model's label, value and hint,
  /// with a pointer's hint: the browser stands in for macOS).
  let accessibility: AccessibilityText

  /// Answers a request.
  /// - Parameter request: The request.
  /// - Throws: ``APIError`` naming the first activation or interaction refused.
  init(request: ControlRequest) throws(APIError) {
    let settings = request.settings
    let now = request.now
    let picture = ControlPicture(
      settings: settings,
      interactionState: request.momentary.interactionState(for: ControlPicture(settings: settings)))
    var session = try ControlSession(picture: picture, record: request.spin ?? SpinRecord(restingOn: .top))
    for (index, interaction) in request.interactions.enumerated() {
      try session.feed(interaction, field: "interactions[\(index)]")
    }
    session.settle(at: now)
    spin = session.record
    state = MachineState(session.machine)
    outcomes = session.outcomes
    callbacks = session.callbacks
    frames = FrameSequence(session: session, now: now)
    report = try SpinReport(session: session)
    swift = SwiftSnippet.code(for: settings)
    do {
      tuning = String(decoding: try SpinTuningText.json(settings.spinTuning), as: UTF8.self)
    } catch {  // never: an accepted tuning's numbers are finite
      throw APIError(
        status: .internalServerError, field: "settings", problem: "\(error)", accepted: "a finite tuning")
    }
    var lines: [String] = []
    let adjustments =
      settings.configuration.adjustments + picture.layout.adjustments + (session.trajectory?.adjustments ?? [])
    for line in adjustments.map(\.description) + picture.palette.warnings.map(\.message) where !lines.contains(line) {
      lines.append(line)
    }
    notes = lines
    colors = picture.resolvedColors
    accessibility = AccessibilityText(
      ButterflyAccessibility(
        title: settings.title, topLabel: settings.medallionTopLabel, bottomLabel: settings.medallionBottomLabel,
        isOn: session.machine.isOn, platform: .macOS, language: settings.language))
  }
}

/// The state machine's state, as the page shows it.
struct MachineState: Encodable {
  /// `idle`, `spinning` or `settled`.
  var stage: String
  /// The value `isOn` holds (the resting face is the top one).
  var isOn: Bool
  /// The face resting (the running spin's start face while spinning).
  var restingFace: String
  /// The face the running spin lands on.
  var pendingFace: String
  /// Activations of the running spin (0 at rest).
  var activations: Int

  init(_ machine: SpinStateMachine) {
    stage = machine.stage.rawValue
    isOn = machine.isOn
    restingFace = machine.restingFace.rawValue
    pendingFace = machine.pendingFace.rawValue
    activations = machine.activationCount
  }
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
