/// Where the control is in its spin life cycle.
///
/// ```
/// idle ──activate / programmatic change──▶ spinning ──landed──▶ settled
///   ▲                                        │  ▲                  │
///   │                                        └──┘ interruption     │
///   └───────────────── (settled behaves exactly like idle) ◀───────┘
/// ```
public enum SpinStage: String, CaseIterable, Hashable, Sendable {
  /// Never spun since creation: the medallion rests on the face for `isOn`.
  case idle
  /// A spin (or a Reduce Motion swap) is under way.
  case spinning
  /// The last spin has landed; the medallion rests on the face for `isOn`.
  case settled
}
