import ButterflyPhysics

extension SpinExport {
  /// The spin for Jetpack Compose: a `keyframes { }` spec of the angle in degrees (Compose interpolates
  /// keyframes linearly unless told otherwise, at whole milliseconds), and the closest plain
  /// `spring(dampingRatio, stiffness)` with its error — as code when it fits within the requested
  /// error, as a comment saying by how much it misses when not.
  ///
  /// ```
  /// val butterflySpin: KeyframesSpec<Float> = keyframes { durationMillis = T; θ_k f at m_k … }
  /// val butterflySpinSpring: SpringSpec<Float> = spring(dampingRatio = ζ, stiffness = k)
  ///     // animateTo(θ*, spec, initialVelocity = θ'(0) in degrees/s)
  /// ```
  /// - Parameter spring: The fitted spring, or `nil` to leave it out.
  /// - Returns: The Kotlin source, ending with a newline.
  public func compose(spring: ComposeSpringFit?) -> String {
    var lines = ["// ButterflyButton spin, exported by bbsim export."]
    lines += description.map { "// " + $0 }
    lines.append("// " + accuracy)
    lines.append("// Play: Animatable(0f).animateTo(\(Self.degrees(keyframes.landingDegrees))f, butterflySpin), ")
    lines.append("// applied as Modifier.graphicsLayer { rotationX = value } (horizontal axle).")
    lines.append("import androidx.compose.animation.core.KeyframesSpec")
    lines.append("import androidx.compose.animation.core.SpringSpec")
    lines.append("import androidx.compose.animation.core.keyframes")
    lines.append("import androidx.compose.animation.core.spring")
    lines.append("")
    lines.append("val butterflySpin: KeyframesSpec<Float> = keyframes {")
    lines.append("    durationMillis = \(keyframes.spanMilliseconds)")
    for frame in keyframes.keyframes {
      lines.append("    \(Self.degrees(frame.degrees))f at \(frame.milliseconds)")
    }
    lines.append("}")
    if let spring {
      let code =
        "val butterflySpinSpring: SpringSpec<Float> = spring(dampingRatio = "
        + "\(NumberFormat.significant(6).text(spring.dampingRatio))f, stiffness = "
        + "\(NumberFormat.significant(6).text(spring.stiffness))f)"
      let use =
        "animateTo(\(Self.degrees(keyframes.landingDegrees))f, butterflySpinSpring, initialVelocity = "
        + "\(Self.degrees(spring.initialVelocity))f)"
      let error = Self.degrees(spring.errorDegrees)
      lines.append("")
      if spring.fits {
        lines.append("// The closest plain spring fits: |θ − model| ≤ \(error)° over the keyframes' milliseconds.")
        lines.append("// Play: \(use)")
        lines.append(code)
      } else {
        lines.append(
          "// No plain spring fits within \(Self.degrees(keyframes.requestedErrorDegrees))°: the closest misses by "
            + "\(error)°, so use the keyframes.")
        lines.append("// \(code)  // \(use)")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
