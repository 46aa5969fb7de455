import ArgumentParser

/// The subcommands an argument list names, read from the commands' own `CommandConfiguration`s: where a
/// refusal points for help (`see 'bbsim fit spin --help'`) and which subcommand a misspelled word was
/// probably meant to be.
///
/// Only the leading words are read, up to the first option or the first word that names no subcommand,
/// and nothing is parsed: ArgumentParser has already parsed (or refused) the arguments.
struct CommandPath: Sendable {
  /// The commands' names from the root, e.g. `["bbsim", "fit", "spin"]`.
  let names: [String]
  /// The word that names no subcommand where the last command has subcommands, e.g. `sweeep`.
  let unknownWord: String?
  /// The subcommand names the last command offers.
  let offered: [String]

  /// The path `arguments` name below `root`.
  /// - Parameters:
  ///   - arguments: The arguments without the program name.
  ///   - root: The root command.
  init(_ arguments: [String], root: any ParsableCommand.Type = BBSim.self) {
    var command = root
    var names = [Self.name(of: root)]
    var unknownWord: String?
    for word in arguments {
      let subcommands = command.configuration.subcommands
      guard !subcommands.isEmpty, !word.hasPrefix("-") else { break }
      guard let next = subcommands.first(where: { Self.name(of: $0) == word }) else {
        unknownWord = word
        break
      }
      command = next
      names.append(word)
    }
    self.names = names
    self.unknownWord = unknownWord
    offered = command.configuration.subcommands.map(Self.name(of:))
  }

  /// `see 'bbsim fit spin --help'`, appended to every refusal.
  var helpPointer: String { "see '\(names.joined(separator: " ")) --help'" }

  /// `Did you mean 'sweep'?` when the unknown word is within two edits of exactly one offered name
  /// with the closest distance, or `nil`.
  var suggestion: String? {
    guard let word = unknownWord else { return nil }
    let distances = offered.map { (name: $0, distance: Self.editDistance(word, $0)) }
    guard let best = distances.min(by: { $0.distance < $1.distance }), best.distance <= Self.suggestionDistance
    else { return nil }
    return "did you mean '\(best.name)'?"
  }

  /// The most edits (insertions, deletions, substitutions) between a word and the name suggested for it:
  /// two catches a doubled or dropped letter and a swapped pair without suggesting `check` for `fit`.
  static let suggestionDistance = 2

  /// A command's name as typed.
  static func name(of command: any ParsableCommand.Type) -> String {
    command.configuration.commandName ?? String(describing: command).lowercased()
  }

  /// The Levenshtein distance between `a` and `b`, by characters.
  /// - Complexity: O(|a| × |b|) time, O(|b|) memory.
  static func editDistance(_ a: String, _ b: String) -> Int {
    let target = Array(b)
    var previous = Array(0...target.count)
    for (row, character) in a.enumerated() {
      var current = [row + 1]
      for (column, other) in target.enumerated() {
        let substitution = previous[column] + (character == other ? 0 : 1)
        current.append(min(substitution, previous[column + 1] + 1, current[column] + 1))
      }
      previous = current
    }
    return previous[target.count]
  }
}
