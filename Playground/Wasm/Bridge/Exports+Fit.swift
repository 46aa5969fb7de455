import ButterflyPhysics
import ButterflyRender

// The module's C-ABI for the plot's handles (plot-handles.js); as in Exports.swift, it only marshals.
//
//   bb_fit(arrival, overshoot, rest) → length   `bbsim fit spin`'s fit, with the portable simplex, to
//        the arrival (s), overshoot peak (degrees) and rest (s) the handles were dragged to
//        (SpinCurveTargets): JSON {"tuning": {name: value}, "spinDecelerationDuration": D, "met": bool}

@_expose(wasm, "bb_fit") @_cdecl("bb_fit")
func bbFit(arrival: Double, overshootDegrees: Double, rest: Double) -> Int32 {
  let targets = SpinCurveTargets(arrival: arrival, overshootDegrees: overshootDegrees, rest: rest)
  let fit = targets.fit()
  var answer = JSONText()
  answer.add("tuning", json: JSONText.tuning(fit.tuning))
  answer.add(SpinSettings.decelerationDuration.name, targets.duration)
  answer.add("met", fit.met)
  return buffer.write(answer.text)
}
