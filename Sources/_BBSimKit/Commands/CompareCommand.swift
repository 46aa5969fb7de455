import ArgumentParser

/// `bbsim compare` (stub).
public struct CompareCommand: ParsableCommand {
  /// The command's name and help.
  public static let configuration = CommandConfiguration(commandName: "compare")

  /// Creates the command (ArgumentParser needs this).
  public init() {}
}
