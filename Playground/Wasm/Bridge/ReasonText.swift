import ButterflyModel
import ButterflyPhysics

/// A ``GestureReason`` as the page shows it: the rule's name (the case, or the tap's cause), the value
/// measured and the threshold it was compared with (GestureReason's units; `null` when the rule has
/// none), as JSON: `{"rule": "flick", "measured": 812, "threshold": 300}`.
struct ReasonText {
  /// The JSON object.
  let json: String

  init(_ reason: GestureReason) {
    let (rule, measured, threshold): (String, Double?, Double?)
    switch reason {
    case .notFinite: (rule, measured, threshold) = ("notFinite", nil, nil)
    case .startedOutside: (rule, measured, threshold) = ("startedOutside", nil, nil)
    case .containerMoved(let displacement, let tolerance):
      (rule, measured, threshold) = ("containerMoved", displacement, tolerance)
    case .scrollAxis(let translation, let slop): (rule, measured, threshold) = ("scrollAxis", translation, slop)
    case .endedOutside(let distance, let margin): (rule, measured, threshold) = ("endedOutside", distance, margin)
    case .flick(let speed, let limit): (rule, measured, threshold) = ("flick", speed, limit)
    case .tap(let cause, let value, let limit): (rule, measured, threshold) = (cause.rawValue, value, limit)
    }
    var object = JSONText()
    object.add("rule", rule)
    object.add("measured", measured)
    object.add("threshold", threshold)
    json = object.text
  }
}
