/// The keys of the package's `Localizable.strings` tables (and, for ``hint``, of its
/// `Localizable.stringsdict` tables).
public enum ButterflyStringKey: String, CaseIterable, Hashable, Sendable {
  /// The top face's default label, "true".
  case topLabel = "ButterflyButton.true"
  /// The bottom face's default label, "false".
  case bottomLabel = "ButterflyButton.false"
  /// The accessibility hint: one key in `Localizable.stringsdict` with a device-specific variant
  /// per platform input (``ButterflyPlatform/deviceVariant``), looked up with
  /// ``ButterflyStrings/hint(for:language:)``.
  case hint = "ButterflyButton.hint"
  /// The name of the accessibility action that flips the medallion.
  case actionFlip = "ButterflyButton.action.flip"
  /// What a disabled control says (VoiceOver adds its own "dimmed" from the trait; used for text).
  case notEnabled = "ButterflyButton.state.notEnabled"
  /// The Large Content Viewer format: `%1$@` title, `%2$@` current face label.
  case largeContentFormat = "ButterflyButton.largeContent.format"
}
