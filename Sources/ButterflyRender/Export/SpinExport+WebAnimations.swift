import ButterflyPhysics

extension SpinExport {
  /// The spin as Web Animations keyframes: `element.animate(file.keyframes, file.options)`.
  ///
  /// ```
  /// {"description": […], "accuracy": "…", "maximumErrorDegrees": E,
  ///  "keyframes": [{"offset": m_k / T, "transform": "rotate3d(a_x, a_y, 0, θ_k deg)"}, …],
  ///  "options": {"duration": T, "easing": "linear", "fill": "both"}}        (T in ms)
  /// ```
  /// - Returns: The JSON text, ending with a newline.
  public func webAnimations() -> String {
    let span = keyframes.spanMilliseconds
    let frames = keyframes.keyframes.map { frame in
      "    {\"offset\": \(Self.fraction(frame.milliseconds, of: span)), \"transform\": "
        + "\"rotate3d(\(cssAxis), \(Self.degrees(frame.degrees))deg)\"}"
    }
    return """
      {
        "description": [\(description.map(JSONText.quoted).joined(separator: ", "))],
        "accuracy": \(JSONText.quoted(accuracy)),
        "maximumErrorDegrees": \(NumberFormat.shortest.text(keyframes.maximumErrorDegrees)),
        "keyframes": [
      \(frames.joined(separator: ",\n"))
        ],
        "options": {"duration": \(span), "easing": "linear", "fill": "both"}
      }

      """
  }
}
