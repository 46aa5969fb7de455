import ArgumentParser
import ButterflyPhysics
import ButterflyRender
import _BBSimSupport
import _ButterflyShims

/// `--tuning FILE`: a ``SpinTuning`` in its one JSON form (what `bbsim sweep --tuning-out` writes and
/// every host takes), read when the option is parsed (``OptionSpec/tuning``) by the one strict reader,
/// ``SpinTuning/init(json:)``. A file that is not a regular file (a FIFO is refused at once, as `merge`
/// refuses one: ``RegularFileInput``), cannot be read, is larger than 64 KiB, is not that JSON, or holds
/// an unknown key, a key twice or a value outside its setting's accepted range is refused with one line
/// (exit 64) before anything is written.
package struct TuningFile: Sendable {
  /// The option's spelling.
  static let name = "--tuning"
  /// The options a tuning sets: given with `--tuning`, they are refused (one rule for every command).
  static let replacedOptions = ["--tap-speed", "--shape", "--bounce", "--response"]
  /// What `--tuning` does in a command that also takes the options it sets (``replacedOptions``).
  static let replacesOptions =
    "Sets what --tap-speed, --shape, --bounce and --response set, so those are refused with it. The file must "
    + "not be one of the run's outputs."
  /// The option's help, with what the tuning does in the command that reads it.
  /// - Parameter use: What the tuning does there (e.g. ``replacesOptions``).
  static func help(_ use: String) -> ArgumentHelp {
    ArgumentHelp(
      """
      A named feel (\(SpinTuning.namedFeels.map(\.name).joined(separator: ", "))) or a JSON file holding a \
      SpinTuning ({"tapAngularSpeed": rad/s, "preferredShape": —, "landingBounce": —, "landingResponse": s}; \
      a missing key takes its default), as bbsim sweep --tuning-out writes it: strict JSON (RFC 8259; no \
      trailing comma, no key twice, no other key), each value in its option's range, at most 64 KiB, a \
      regular file. \(use)
      """, valueName: "name|file")
  }

  /// The tuning `--tuning` names: a feel's name (``SpinTuning/namedFeels``; a file of that name is
  /// written `./NAME`), otherwise the file at that path (``init(path:)``).
  /// - Parameter text: The option's value.
  /// - Throws: ``UsageError`` as ``init(path:)`` does.
  static func resolve(_ text: String) throws(UsageError) -> TuningFile {
    if let feel = SpinTuning.named(text) { return TuningFile(path: nil, tuning: feel) }
    return try TuningFile(path: text)
  }

  /// The path as given, to check it against the run's outputs (``OutputAliases``); `nil` for a named
  /// feel, which reads no file.
  let path: String?
  /// The tuning the file holds.
  package let tuning: SpinTuning

  /// A named feel.
  private init(path: String?, tuning: SpinTuning) {
    self.path = path
    self.tuning = tuning
  }

  /// Reads and checks the tuning at `path`.
  /// - Throws: ``UsageError`` naming `--tuning`: not a regular file, unreadable, too large, or refused
  ///   by ``SpinTuning/init(json:)``.
  init(path: String) throws(UsageError) {
    let file = FileSystemPath(path)
    let descriptor: Int32
    do throws(RegularFileInput.Refusal) {
      descriptor = try RegularFileInput.opening(path).descriptor
    } catch {
      switch error {
      case .unreadable(let reason):
        throw UsageError(
          option: Self.name, value: file, problem: "cannot read it: \(reason); expected a readable JSON file")
      case .notRegular(let kind):
        throw UsageError(option: Self.name, value: file, problem: "it is \(kind); expected a regular JSON file")
      }
    }
    defer { close(descriptor) }
    var bytes = [UInt8](repeating: 0, count: SpinTuning.maximumJSONBytes + 1)
    var count = 0
    while count < bytes.count {
      let read = bytes.withUnsafeMutableBytes { RegularFileInput.readBlock(descriptor, into: $0, from: count) }
      guard read >= 0 else {
        throw UsageError(
          option: Self.name, value: file,
          problem: "cannot read it: \(String(cString: strerror(errno))); expected a readable JSON file")
      }
      if read == 0 { break }
      count += read
    }
    do {
      tuning = try SpinTuning(json: bytes[..<count])
    } catch {
      throw UsageError(option: Self.name, value: file, problem: "\(error)")
    }
    self.path = path
  }

  /// The file read, as ``OutputAliases/check(outputs:inputs:)`` takes it (none for a named feel).
  package var inputs: [(option: String, path: String)] { path.map { [(Self.name, $0)] } ?? [] }

  /// Refuses `--tuning` given with an option it also sets.
  /// - Parameter given: Whether each of ``replacedOptions`` was given, in that order.
  /// - Throws: ``UsageError`` naming the first option given.
  package func refuse(alongside given: [Bool]) throws(UsageError) {
    guard let clash = zip(Self.replacedOptions, given).first(where: \.1)?.0 else { return }
    throw UsageError(
      option: clash, "not accepted with --tuning, which sets it; expected either --tuning FILE or \(clash)")
  }

  /// The JSON form of `tuning`: pretty-printed, sorted keys, a final newline.
  /// - Throws: ``OutputError`` if a value is not finite.
  package static func bytes(_ tuning: SpinTuning) throws(OutputError) -> [UInt8] {
    guard let bytes = SpinTuningText.json(tuning) else {
      throw OutputError(path: "--tuning-out", reason: "cannot write a tuning whose numbers are not all finite as JSON")
    }
    return bytes
  }

  /// The Swift line that applies a tuning to every ButterflyButton in a view, ready to paste; the
  /// numbers are written so they parse back to the same doubles.
  /// - Parameter tuning: The tuning.
  /// - Returns: `.butterflySpinTuning(SpinTuning(tapAngularSpeed: …, preferredShape: …, landingBounce: …, landingResponse: …))`.
  package static func swiftLine(_ tuning: SpinTuning) -> String {
    ".butterflySpinTuning(\(SpinTuningText.swift(tuning)))"
  }
}
