/// The keys of the package's `Localizable.strings` tables.
public enum ButterflyStringKey: String, CaseIterable, Hashable, Sendable {
  /// The top face's default label, "true".
  case topLabel = "ButterflyButton.true"
  /// The bottom face's default label, "false".
  case bottomLabel = "ButterflyButton.false"
  /// The accessibility hint for touch (iOS, iPadOS).
  case hintTouch = "ButterflyButton.hint.touch"
  /// The accessibility hint for pointer and keyboard (macOS).
  case hintPointer = "ButterflyButton.hint.pointer"
  /// The accessibility hint for the Siri Remote (tvOS).
  case hintRemote = "ButterflyButton.hint.remote"
  /// The accessibility hint for look-and-pinch (visionOS).
  case hintGaze = "ButterflyButton.hint.gaze"
  /// The name of the accessibility action that flips the medallion.
  case actionFlip = "ButterflyButton.action.flip"
  /// What a disabled control says (VoiceOver adds its own "dimmed" from the trait; used for text).
  case notEnabled = "ButterflyButton.state.notEnabled"
  /// The Large Content Viewer format: `%1$@` title, `%2$@` current face label.
  case largeContentFormat = "ButterflyButton.largeContent.format"
}
