import ButterflyPhysics
import ButterflyRender

extension JSONText {
  /// A tuning's four values by their catalogue names (``SpinSettings``), as the page's settings hold
  /// them: `{"tapAngularSpeed":…,"preferredShape":…,"landingBounce":…,"landingResponse":…}`.
  /// - Parameter tuning: The tuning.
  /// - Returns: The object's text.
  static func tuning(_ tuning: SpinTuning) -> String {
    var values = JSONText()
    values.add(SpinSettings.tapAngularSpeed.name, tuning.tapAngularSpeed)
    values.add(SpinSettings.preferredShape.name, tuning.preferredShape)
    values.add(SpinSettings.landingBounce.name, tuning.landingBounce)
    values.add(SpinSettings.landingResponse.name, tuning.landingResponse)
    return values.text
  }
}
