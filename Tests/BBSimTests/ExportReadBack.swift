import Foundation
import _BBSimKit
import _BBSimSweep

/// Reads exported files back into `θ̂(t)` the way each target reads them: CSS `linear()` (points
/// without a percentage at the ends), CSS `@keyframes`, Web Animations JSON, Compose keyframes, Lottie
/// keyframes — each a list of (time s, angle degrees) with straight lines between.
enum ExportReadBack {
  typealias Curve = [(time: Double, value: Double)]

  /// Numbers in `text` matched by `pattern`'s capture groups.
  static func matches(_ pattern: String, in text: String) -> [[String]] {
    guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
    let range = NSRange(text.startIndex..., in: text)
    return expression.matches(in: text, range: range).map { match in
      (1..<match.numberOfRanges).map { index in
        Range(match.range(at: index), in: text).map { String(text[$0]) } ?? ""
      }
    }
  }

  /// The animation's duration in a CSS `animation:` shorthand (s).
  static func cssDuration(_ css: String, animation: String) -> Double? {
    matches("animation: \(animation) ([0-9.]+)s", in: css).first.flatMap { Double($0[0]) }
  }

  /// `linear(…)` of `.butterfly-spin` times the `to` keyframe's angle.
  static func cssLinear(_ css: String) -> Curve? {
    guard let duration = cssDuration(css, animation: "butterfly-spin"),
      let list = matches(#"linear\(([^)]*)\)"#, in: css).first?[0],
      let landing = matches(#"to \{ transform: rotate3d\([^,]+, [^,]+, 0, (-?[0-9.]+)deg\)"#, in: css).first
        .flatMap({ Double($0[0]) })
    else { return nil }
    let stops = list.split(separator: ",").map { $0.split(separator: " ").map(String.init) }
    var curve: Curve = []
    for (index, stop) in stops.enumerated() {
      guard let progress = Double(stop[0]) else { return nil }
      let percent: Double
      if stop.count > 1, let given = Double(stop[1].dropLast()) {
        percent = given
      } else if index == 0 {
        percent = 0
      } else if index == stops.count - 1 {
        percent = 100
      } else {
        return nil  // the exporter writes every inner stop's percentage
      }
      curve.append((duration * percent / 100, landing * progress))
    }
    return curve
  }

  /// `@keyframes butterfly-spin-keyframes`.
  static func cssKeyframes(_ css: String) -> Curve? {
    guard let duration = cssDuration(css, animation: "butterfly-spin-keyframes"),
      let block = css.range(of: "@keyframes butterfly-spin-keyframes {").map({ String(css[$0.upperBound...]) })
    else { return nil }
    return matches(#"([0-9.]+)% \{ transform: rotate3d\([^,]+, [^,]+, 0, (-?[0-9.]+)deg\)"#, in: block).compactMap {
      guard let percent = Double($0[0]), let degrees = Double($0[1]) else { return nil }
      return (duration * percent / 100, degrees)
    }
  }

  /// Web Animations: `keyframes[].offset × options.duration`, the `rotate3d` angle.
  static func webAnimations(_ json: String) throws -> Curve? {
    guard let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any],
      let options = object["options"] as? [String: Any], let duration = options["duration"] as? Double,
      options["easing"] as? String == "linear", let frames = object["keyframes"] as? [[String: Any]]
    else { return nil }
    return frames.compactMap { frame in
      guard let offset = frame["offset"] as? Double, let transform = frame["transform"] as? String,
        let degrees = matches(#"0, (-?[0-9.]+)deg\)"#, in: transform).first.flatMap({ Double($0[0]) })
      else { return nil }
      return (offset * duration / 1000, degrees)
    }
  }

  /// Compose: `θf at m` lines of the `keyframes { }` block, whose `durationMillis` is the last.
  static func compose(_ kotlin: String) -> Curve? {
    guard let block = kotlin.range(of: "keyframes {").map({ String(kotlin[$0.upperBound...]) }),
      let end = block.range(of: "}").map({ String(block[..<$0.lowerBound]) }),
      let duration = matches(#"durationMillis = (\d+)"#, in: end).first.flatMap({ Double($0[0]) })
    else { return nil }
    let curve: Curve = matches(#"(-?[0-9.]+)f at (\d+)"#, in: end).compactMap {
      guard let degrees = Float($0[0]), let milliseconds = Double($0[1]) else { return nil }
      return (milliseconds / 1000, Double(degrees))  // Kotlin reads the literal as a Float
    }
    return curve.last?.time == duration / 1000 ? curve : nil
  }

  /// Lottie: the rotation's keyframes (`t` in frames at `fr`), each segment linear (out-tangent 0,
  /// in-tangent 1).
  static func lottie(_ json: String) throws -> Curve? {
    guard let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any],
      let rate = object["fr"] as? Double, let layers = object["layers"] as? [[String: Any]],
      let transform = layers.first?["ks"] as? [String: Any], let rotation = transform["r"] as? [String: Any],
      rotation["a"] as? Int == 1, let keys = rotation["k"] as? [[String: Any]]
    else { return nil }
    var curve: Curve = []
    for (index, key) in keys.enumerated() {
      guard let time = key["t"] as? Double, let value = (key["s"] as? [Double])?.first else { return nil }
      if index < keys.count - 1 {
        guard let out = key["o"] as? [String: [Double]], let into = key["i"] as? [String: [Double]],
          out["x"] == [0], out["y"] == [0], into["x"] == [1], into["y"] == [1]
        else { return nil }
      }
      curve.append((time / rate, value))
    }
    return curve
  }
}
