import ArgumentParser
import ButterflyPhysics
import ButterflyRender
import Foundation

/// `--tuning FILE`: a ``SpinTuning`` in its one JSON form (what `bbsim sweep --tuning-out` writes and
/// every host takes), read and checked when the option is parsed (``OptionSpec/tuning``). A file that
/// cannot be read, is not that JSON, or holds a value outside its setting's accepted range is refused
/// with one line (exit 64) before anything is written.
enum TuningFile {
  /// The option's spelling.
  static let name = "--tuning"
  /// The largest file read (bytes): a tuning is about 120.
  static let maximumBytes = 65_536
  /// The option's help, with what the tuning does in the command that reads it.
  /// - Parameter use: What the tuning does there, one sentence (e.g. `Replaces --tap-speed, … .`).
  static func help(_ use: String) -> ArgumentHelp {
    ArgumentHelp(
      """
      A named feel (\(SpinTuning.namedFeels.map(\.name).joined(separator: ", "))) or a JSON file holding a \
      SpinTuning ({"tapAngularSpeed": rad/s, "preferredShape": —, "landingBounce": —, \
      "landingResponse": s}; a missing key takes its default), as bbsim sweep --tuning-out writes it. \
      \(use) At most 64 KiB.
      """, valueName: "name|file")
  }

  /// The tuning `--tuning` names: a feel's name (``SpinTuning/namedFeels``; a file of that name is
  /// written `./NAME`), otherwise the file at that path (``read(path:)``).
  /// - Parameter text: The option's value.
  /// - Throws: ``UsageError`` as ``read(path:)`` does.
  static func resolve(_ text: String) throws(UsageError) -> SpinTuning {
    if let feel = SpinTuning.named(text) { return feel }
    return try read(path: text)
  }

  /// The tuning in the file at `path`.
  /// - Throws: ``UsageError`` naming `--tuning`: unreadable, too large, not the JSON form, or a value
  ///   outside its accepted range.
  static func read(path: String) throws(UsageError) -> SpinTuning {
    let data: Data
    do {
      let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
      defer { try? handle.close() }
      data = try handle.read(upToCount: maximumBytes + 1) ?? Data()
    } catch {
      throw UsageError(option: name, "cannot read '\(path)'; expected a readable JSON file")
    }
    guard data.count <= maximumBytes else {
      throw UsageError(option: name, "'\(path)' is larger than 64 KiB; expected a SpinTuning JSON file")
    }
    let tuning: SpinTuning
    do {
      tuning = try JSONDecoder().decode(SpinTuning.self, from: data)
    } catch {
      throw UsageError(
        option: name,
        "'\(path)' is not a SpinTuning; expected a JSON object with numbers tapAngularSpeed, preferredShape, "
          + "landingBounce, landingResponse")
    }
    let fields: [(NumericSetting, Double)] = [
      (SpinSettings.tapAngularSpeed, tuning.tapAngularSpeed), (SpinSettings.preferredShape, tuning.preferredShape),
      (SpinSettings.landingBounce, tuning.landingBounce), (SpinSettings.landingResponse, tuning.landingResponse),
    ]
    for (setting, value) in fields where !setting.accepts(value) {
      throw UsageError(
        option: name,
        "'\(path)': \(setting.name) \(NumberFormat.compact.text(value)) is not accepted; expected \(setting.unit), "
          + setting.accepted.text)
    }
    return tuning
  }

  /// The JSON form of `tuning`: pretty-printed, sorted keys, a final newline.
  /// - Throws: ``OutputError`` if a value is not finite.
  static func bytes(_ tuning: SpinTuning) throws(OutputError) -> [UInt8] {
    do {
      return try SpinTuningText.json(tuning)
    } catch {
      throw OutputError(path: "--tuning-out", reason: "cannot encode the tuning as JSON (\(error))")
    }
  }
}
