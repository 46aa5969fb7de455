import ArgumentParser

/// `bbsim check` (stub).
public struct CheckCommand: ParsableCommand {
  /// The command's name and help.
  public static let configuration = CommandConfiguration(commandName: "check")

  /// Creates the command (ArgumentParser needs this).
  public init() {}
}
