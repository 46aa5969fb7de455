import ButterflyPhysics
import ButterflyRender

/// The gallery of named feels the page offers (``SpinTuning/namedFeels``, in its order): each feel's
/// name, the sentence saying why it was chosen, and its tuning by the catalogue's names — the answer
/// `bb_feels` writes, so the page holds no feel of its own.
///
/// ```
/// [{"name":"standard","summary":"The default: …","tuning":{"tapAngularSpeed":12.566370614359172,…}}, …]
/// ```
enum FeelGallery {
  /// The gallery as a JSON array.
  static var json: String {
    JSONText.array(
      SpinTuning.namedFeels.map { feel in
        var object = JSONText()
        object.add("name", feel.name)
        object.add("summary", feel.summary)
        object.add("tuning", json: JSONText.tuning(feel.tuning))
        return object
      })
  }
}
