import ArgumentParser

/// `bbsim fit` (stub).
public struct FitCommand: ParsableCommand {
  /// The command's name and help.
  public static let configuration = CommandConfiguration(commandName: "fit")

  /// Creates the command (ArgumentParser needs this).
  public init() {}
}
