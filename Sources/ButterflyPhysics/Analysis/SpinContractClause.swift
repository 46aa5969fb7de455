/// The clauses of the spin contract (<doc:TheSpinContract>) that a sampled curve can be checked against.
public enum SpinContractClause: String, CaseIterable, Hashable, Sendable, Comparable {
  /// Clause 1: each activation turns the medallion the planned way.
  case direction
  /// Clause 2: `ω₀` lies in `[ω_min, ω_max]` and `θ'` at the activation equals it.
  case initialSpeed = "initial-speed"
  /// Clause 3: `θ'` is continuous: `|Δθ'| ≤ |θ''|_max·Δt` between samples, with `|θ''|_max` the
  /// plan's peak deceleration, itself at most 20,000 rad/s² (``SpinContract/maximumAngularAcceleration``) (no impulses).
  case continuity
  /// Clause 4: `|θ'|` never increases before the medallion first arrives within 0.5°.
  case deceleration
  /// Clause 5 (and 8): the medallion ends on a whole number of half-turns whose parity matches the
  /// number of activations.
  case landing
  /// Clause 6: the rest time lies in `[0.85·D, D + max(0.05·D, 1/60 s)]` after the last activation.
  case duration
  /// Clause 7: after arrival, `|θ − θ*| ≤ 6°`.
  case overshoot
  /// Clause 2's purpose: no more than 60° of rotation in any 60 Hz frame.
  case strobe

  /// The rule in one line, numbered as <doc:TheSpinContract> numbers it, for reports (the playground's
  /// verdict, tools that list each clause).
  public var rule: String {
    switch self {
    case .direction: return "1. Direction: a gesture in the top half spins top→bottom, in the bottom half bottom→top"
    case .initialSpeed: return "2. Initial speed: ω₀ in [ω_min, ω_max] and θ'(0) = ω₀"
    case .continuity: return "3. Continuity: θ' has no jumps, |θ''| stays bounded"
    case .deceleration: return "4. Deceleration: |θ'| never increases before arrival within 0.5°"
    case .landing: return "5, 8. Landing: a whole number of half-turns, the face n + 1 toggles give"
    case .duration: return "6. Duration: rest within [0.85·D, D + max(5 % of D, 1/60 s)]"
    case .overshoot: return "7. Overshoot: |θ − θ*| ≤ 6° after arrival"
    case .strobe: return "2. Strobe limit: at most 60° per 60 Hz frame"
    }
  }

  /// Orders clauses as the contract lists them.
  public static func < (lhs: SpinContractClause, rhs: SpinContractClause) -> Bool {
    let order = allCases
    return (order.firstIndex(of: lhs) ?? 0) < (order.firstIndex(of: rhs) ?? 0)
  }
}
