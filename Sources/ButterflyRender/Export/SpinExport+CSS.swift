import ButterflyPhysics
import _ButterflyShims

extension SpinExport {
  /// The spin as CSS: an easing `linear(…)` on a two-keyframe rotation, and the same curve as
  /// `@keyframes` with linear timing, each on a class ready to put on the medallion's element.
  ///
  /// ```
  /// .butterfly-spin            animation: butterfly-spin T linear(p_0, p_1 x_1%, …, 1) both
  ///                            p_k = θ_k / θ*  (7 decimals),  x_k = 100 · m_k / T
  /// .butterfly-spin-keyframes  animation: butterfly-spin-keyframes T linear both
  ///                            x_k% { transform: rotate3d(a_x, a_y, 0, θ_k deg) }
  /// ```
  /// `linear()` (CSS Easing Functions Level 2) may overshoot 1: the landing spring's swing past the face
  /// is kept. Between two `rotate3d` of one axis, CSS interpolates the angle as a number.
  /// - Returns: The stylesheet, ending with a newline.
  public func css() -> String {
    let frames = keyframes.keyframes
    let span = keyframes.spanMilliseconds
    let landing = keyframes.landingDegrees
    let duration = "\(NumberFormat.shortest.text(keyframes.spanSeconds))s"
    let stops = frames.map { frame -> String in
      let progress = progressText(frame.degrees / landing)
      if frame.milliseconds == 0 || frame.milliseconds == span { return progress }
      return "\(progress) \(Self.fraction(frame.milliseconds, of: span, scale: 100))%"
    }
    var lines = ["/* ButterflyButton spin, exported by bbsim export."]
    lines += description.map { "   " + $0 }
    lines.append("   " + accuracy + " */")
    lines.append(".butterfly-spin {")
    lines.append("  animation: butterfly-spin \(duration) linear(\(stops.joined(separator: ", "))) both;")
    lines.append("}")
    lines.append("@keyframes butterfly-spin {")
    lines.append("  from { transform: rotate3d(\(cssAxis), 0deg); }")
    lines.append("  to { transform: rotate3d(\(cssAxis), \(Self.degrees(landing))deg); }")
    lines.append("}")
    lines.append("/* The same curve as keyframes, linear between them. */")
    lines.append(".butterfly-spin-keyframes {")
    lines.append("  animation: butterfly-spin-keyframes \(duration) linear both;")
    lines.append("}")
    lines.append("@keyframes butterfly-spin-keyframes {")
    for frame in frames {
      lines.append(
        "  \(Self.fraction(frame.milliseconds, of: span, scale: 100))% { transform: rotate3d(\(cssAxis), "
          + "\(Self.degrees(frame.degrees))deg); }")
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// A `linear()` output progress: ``SpinKeyframes/progressDecimals`` decimals, trailing zeros trimmed.
  private func progressText(_ value: Double) -> String {
    let scale = pow(10, Double(SpinKeyframes.progressDecimals))
    return NumberFormat.shortest.text((value * scale).rounded() / scale)
  }
}
