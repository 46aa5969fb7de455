import ArgumentParser

/// `bbsim spring` (stub).
public struct SimulateSpringCommand: ParsableCommand {
  /// The command's name and help.
  public static let configuration = CommandConfiguration(commandName: "spring")

  /// Creates the command (ArgumentParser needs this).
  public init() {}
}
