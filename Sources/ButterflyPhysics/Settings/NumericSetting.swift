/// The one definition of a numeric setting: its name, unit, default, the values an input may have, the
/// values the model uses, and what happens in between.
///
/// ```
/// requested ∉ accepted            → default       (an input error: bbsim refuses it with exit 64, the
///                                                   control logs it and uses the default)
/// requested ∈ accepted \ usable   → nearest end of usable   (a clamp, logged as a notice)
/// requested ∈ usable              → requested
/// ```
///
/// The control (``resolve(_:reference:)``), `bbsim`'s options and help, and the playground's sliders
/// and JSON validation all read the same value, so a default or a range is written once.
public struct NumericSetting: Hashable, Sendable, CustomStringConvertible {
  /// An upper end that scales with another setting, e.g. the mount stroke's `side/10`.
  public struct ProportionalBound: Hashable, Sendable {
    /// The factor applied to the other setting's value (e.g. 0.1).
    public var fraction: Double
    /// How the bound reads, e.g. `side/10`.
    public var symbol: String
    /// Why values above it are clamped, e.g. `maximum is one tenth of the side`; the bound and unit
    /// follow it in the adjustment.
    public var reason: String

    /// Creates a proportional bound.
    public init(fraction: Double, symbol: String, reason: String) {
      self.fraction = fraction
      self.symbol = symbol
      self.reason = reason
    }
  }

  /// The parameter's public name, as in the API and in ``ParameterAdjustment/parameter``
  /// (e.g. `spinDecelerationDuration`).
  public let name: String
  /// What the number is, in a few words (e.g. `deceleration duration D`).
  public let summary: String
  /// The unit (e.g. `s`, `pt`, `rad/s`; `dimensionless` for a pure number).
  public let unit: String
  /// The value used when none is given, and in place of a value outside ``accepted``.
  public let defaultValue: Double
  /// The values an input may have: outside them a tool refuses the input and the control uses
  /// ``defaultValue``.
  public let accepted: SettingInterval
  /// The values the model uses: accepted values outside are clamped to the nearest end.
  public let usable: SettingInterval
  /// An upper end of ``usable`` that scales with another setting, or `nil`.
  public let proportionalUpperBound: ProportionalBound?
  /// Why a value outside ``accepted`` is replaced (e.g. `must be a finite duration above 0 s`).
  package let invalidReason: String
  /// Why a value below ``usable`` is raised (e.g. `minimum is 44 pt`).
  package let lowerClampReason: String
  /// Why a value above ``usable`` is lowered (e.g. `the longest spin is 60 s`).
  package let upperClampReason: String

  /// Creates a definition.
  /// - Parameters:
  ///   - name: Public parameter name.
  ///   - summary: A few words saying what it is.
  ///   - unit: Its unit.
  ///   - defaultValue: The default; must lie in `usable`.
  ///   - accepted: What an input may be.
  ///   - usable: What the model uses (default: `accepted`, no clamping).
  ///   - proportionalUpperBound: An upper end relative to another setting.
  ///   - invalidReason: Why an unaccepted value is replaced (default: `outside the accepted range`).
  ///   - lowerClampReason: Why a low value is raised.
  ///   - upperClampReason: Why a high value is lowered.
  public init(
    name: String, summary: String, unit: String, defaultValue: Double, accepted: SettingInterval,
    usable: SettingInterval? = nil, proportionalUpperBound: ProportionalBound? = nil,
    invalidReason: String = "outside the accepted range",
    lowerClampReason: String = "", upperClampReason: String = ""
  ) {
    self.name = name
    self.summary = summary
    self.unit = unit
    self.defaultValue = defaultValue
    self.accepted = accepted
    self.usable = usable ?? accepted
    self.proportionalUpperBound = proportionalUpperBound
    self.invalidReason = invalidReason
    self.lowerClampReason = lowerClampReason
    self.upperClampReason = upperClampReason
  }

  /// Whether an input is accepted (a tool refuses the others).
  public func accepts(_ value: Double) -> Bool { accepted.contains(value) }

  /// The value the model uses for `requested`, and the adjustment made if it changed.
  /// - Parameters:
  ///   - requested: The value asked for (any double).
  ///   - reference: The other setting's value (used) for ``proportionalUpperBound``; ignored without one.
  /// - Returns: The usable value and, when it differs from `requested`, why.
  /// - Complexity: O(1).
  public func resolve(_ requested: Double, reference: Double? = nil) -> (
    value: Double, adjustment: ParameterAdjustment?
  ) {
    var value = requested
    var reason: String?
    if !accepted.contains(value) {
      value = defaultValue
      reason = invalidReason
    }
    if let lower = usable.lower, lower.isIncluded, value < lower.value {
      value = lower.value
      reason = reason ?? lowerClampReason
    }
    if let upper = usable.upper, upper.isIncluded, value > upper.value {
      value = upper.value
      reason = reason ?? upperClampReason
    }
    if let bound = proportionalUpperBound, let reference, value > bound.fraction * reference {
      let limit = bound.fraction * reference
      value = limit
      reason = reason ?? "\(bound.reason), \(limit) \(unit)"
    }
    guard let reason else { return (value, nil) }
    return (value, ParameterAdjustment(parameter: name, requested: requested, used: value, reason: reason))
  }

  /// The usable values in words, e.g. `clamped to [0.1, 60]` or `clamped to [1, side/10]`; empty when
  /// every accepted value is used as it is.
  public var clampText: String {
    var lower = usable.lower.map { NumberFormat.compact.text($0.value) }
    if usable.lower == accepted.lower { lower = nil }
    var upper = usable.upper.map { NumberFormat.compact.text($0.value) }
    if usable.upper == accepted.upper { upper = nil }
    if let bound = proportionalUpperBound { upper = bound.symbol }
    switch (lower, upper) {
    case (nil, nil): return ""
    case (let lower?, nil): return "below \(lower) is clamped to \(lower)"
    case (nil, let upper?): return "above \(upper) is clamped to \(upper)"
    case (let lower?, let upper?): return "clamped to [\(lower), \(upper)]"
    }
  }

  /// One line for help texts and the playground, e.g.
  /// `spinDecelerationDuration: deceleration duration D in s, finite, > 0, clamped to [0.1, 60]; default 2`.
  public var description: String {
    let clamp = clampText.isEmpty ? "" : ", \(clampText)"
    return
      "\(name): \(summary) in \(unit), \(accepted.text)\(clamp); default \(NumberFormat.compact.text(defaultValue))"
  }
}
