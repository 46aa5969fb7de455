/// Where each setting of a ButterflyButton comes from, in order of precedence.
///
/// ```
/// explicit   an argument of ButterflyButton(isOn:…) or a property of a host control
/// environment the nearest `.butterfly…` environment modifier above the control — how
///            `Toggle(…).toggleStyle(.butterfly)` users, and whole subtrees, set what the view takes
/// default    the package's default (ButterflySettings), or "derived" for colours
/// ```
package enum ButterflySettingSource: String, CaseIterable, Hashable, Sendable {
  /// Given to the control itself.
  case explicit
  /// Set by an environment modifier above it.
  case environment
  /// The package's default.
  case `default`

  /// Where a setting comes from.
  /// - Parameters:
  ///   - hasExplicit: Whether the control was given the setting.
  ///   - hasEnvironment: Whether an environment modifier set it.
  /// - Returns: The winning source.
  static func winner(hasExplicit: Bool, hasEnvironment: Bool) -> ButterflySettingSource {
    hasExplicit ? .explicit : hasEnvironment ? .environment : .default
  }

  /// The value of a setting with a default: explicit, else environment, else the default.
  /// - Parameters:
  ///   - explicit: The control's own value, or `nil`.
  ///   - environment: The environment's value, or `nil`.
  ///   - fallback: The default.
  /// - Returns: The winning value.
  package static func resolve<Value>(explicit: Value?, environment: Value?, default fallback: Value) -> Value {
    switch winner(hasExplicit: explicit != nil, hasEnvironment: environment != nil) {
    case .explicit: return explicit ?? fallback
    case .environment: return environment ?? fallback
    case .default: return fallback
    }
  }

  /// The value of an optional setting (a colour or image whose absence means "derive" or "none"):
  /// explicit, else environment, else `nil`.
  /// - Parameters:
  ///   - explicit: The control's own value, or `nil`.
  ///   - environment: The environment's value, or `nil`.
  /// - Returns: The winning value, or `nil`.
  package static func resolve<Value>(explicit: Value?, environment: Value?) -> Value? {
    explicit ?? environment
  }
}
