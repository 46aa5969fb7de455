import ButterflyModel
import ButterflyPhysics
import ButterflyRender

/// A ``GestureReason`` as the page shows it: the rule's name (the case, or the tap's cause), the value
/// measured and the threshold it was compared with (GestureReason's units; `null` when the rule has
/// none), and the sentence the page's trace prints after the outcome — written here, so the page keeps
/// no table of words:
///
/// ```
/// {"rule": "flick", "measured": 812, "threshold": 250,
///  "sentence": "released at 812 pt/s (a flick from 250 pt/s), across the axle"}
/// ```
/// Distances are written with one decimal (pt), speeds and the slop and margin whole (NumberFormat's
/// `fixedPoint`).
struct ReasonText {
  /// The JSON object.
  let json: String

  /// The reason of a pointer's classification.
  init(_ reason: GestureReason) {
    func f(_ value: Double, _ digits: Int = 0) -> String { NumberFormat.fixedPoint(digits).text(value) }
    switch reason {
    case .notFinite:
      self.init(rule: "notFinite", sentence: "a position or speed was not a number")
    case .startedOutside:
      self.init(rule: "startedOutside", sentence: "it began off the control")
    case .containerMoved(let m, let t):
      self.init(
        rule: "containerMoved", m, t,
        sentence: "the control moved \(f(m, 1)) pt under the finger (over \(f(t, 1)) pt): a scroll view scrolled")
    case .scrollAxis(let m, let t):
      self.init(
        rule: "scrollAxis", m, t,
        sentence: "it moved \(f(m, 1)) pt along the scroll axis (over the \(f(t)) pt slop): the scroll won")
    case .endedOutside(let m, let t):
      self.init(
        rule: "endedOutside", m, t,
        sentence: "not a flick, and released \(f(m, 1)) pt off the control (beyond its \(f(t)) pt tap margin)")
    case .flick(let m, let t):
      self.init(rule: "flick", m, t, sentence: "released at \(f(m)) pt/s (a flick from \(f(t)) pt/s), across the axle")
    case .tap(let cause, let m, let t):
      let sentence: String
      switch cause {
      case .flickPhysicsOff: sentence = "enableFlickPhysics is off (released at \(f(m)) pt/s)"
      case .tooSlow: sentence = "released at \(f(m)) pt/s, slower than a flick (\(f(t)) pt/s)"
      case .translationAlongAxle:
        sentence = "it moved \(f(m, 1)) pt along the axle and \(f(t, 1)) pt across it: mostly along"
      case .velocityAlongAxle:
        sentence = "released \(f(m)) pt/s along the axle and \(f(t)) pt/s across it: mostly along"
      }
      self.init(rule: cause.rawValue, m, t, sentence: sentence)
    }
  }

  /// The reason of a key's classification: a key is a tap at the medallion's centre.
  /// - Parameter key: The key's name as the page gave it (`space`, `return`, …).
  init(key: String) {
    self.init(rule: "key", sentence: "\(key) is a tap at the centre")
  }

  private init(rule: String, _ measured: Double? = nil, _ threshold: Double? = nil, sentence: String) {
    var object = JSONText()
    object.add("rule", rule)
    object.add("measured", measured)
    object.add("threshold", threshold)
    object.add("sentence", sentence)
    json = object.text
  }
}
