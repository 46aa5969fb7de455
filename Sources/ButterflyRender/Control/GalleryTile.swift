import ButterflyModel
import ButterflyPhysics

/// One entry of the preview gallery: a scene drawn at a few key times (before, turning, past edge-on,
/// landed).
package struct GalleryTile: Hashable, Sendable {
  /// The file name without extension, e.g. `axle-vertical`.
  package let name: String
  /// The section of the index it belongs to, e.g. `Axle`.
  package let group: String
  /// A one-line description for the index.
  package let caption: String
  /// The scene.
  package let scene: ControlScene

  /// Creates a tile.
  /// - Parameters:
  ///   - name: File name without extension.
  ///   - group: Index section.
  ///   - caption: One-line description.
  ///   - scene: The scene.
  package init(name: String, group: String, caption: String, scene: ControlScene) {
    self.name = name
    self.group = group
    self.caption = caption
    self.scene = scene
  }

  /// The fractions of a half-turn at which the middle frames are taken: 0.3 (the start face turning
  /// away, foreshortened to cos 54° ≈ 0.59) and 0.7 (the other face turning in).
  static let turningFractions = [0.3, 0.7]
  /// The sampling step used to find those times (s), a 240 Hz display frame.
  static let searchStep = 1.0 / 240

  /// The times drawn (s): 0; the first sampled times where `|θ|` reaches 0.3π and 0.7π; the rest time.
  /// With Reduce Motion: 0, ⅓ and ⅔ of the swap, and its end.
  package var times: [Double] {
    let end = scene.motion.duration
    guard case .spin(let trajectory) = scene.motion else { return [0, end / 3, 2 * end / 3, end] }
    var result = [0.0]
    var t = 0.0
    for fraction in Self.turningFractions {
      while t < end && abs(trajectory.state(at: t).angle) < fraction * .pi { t += Self.searchStep }
      result.append(min(t, end))
    }
    result.append(end)
    return result
  }

  /// The tile as a filmstrip.
  package var filmstrip: Filmstrip { Filmstrip(scene: scene, times: times) }
}
