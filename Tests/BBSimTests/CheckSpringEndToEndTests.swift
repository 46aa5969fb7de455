import Foundation
import Testing

/// `bbsim check swiftui-spring` run as a process: the clause table, its verdict, its exit status and its
/// refusals. Every run passes the tuning it depends on (`--tap-speed`, `--bounce 0`), so the expectations
/// do not move with `SpinTuning.standard`.
@Suite struct CheckSpringEndToEndTests {
  /// The spin's feel every run uses: a 4π rad/s tap and no landing spring.
  static let tuning = ["--tap-speed", "12.566370614359172", "--bounce", "0"]

  static func run(_ arguments: [String]) throws -> BBSimBinary.Result {
    try BBSimBinary.run(["check", "swiftui-spring"] + tuning + arguments)
  }

  @Test func swiftUIsDefaultSpringFromATapFailsDecelerationAndDurationWithExitOne() throws {
    let result = try Self.run([])
    #expect(result.status == 1, "\(result.standardError)")
    let lines = result.standardOutput.split(whereSeparator: \.isNewline).map(String.init)
    #expect(
      lines.first == "check swiftui-spring: .interpolatingSpring(Spring(duration: 0.5, bounce: 0), initialVelocity: 4)")
    // Two header lines, the gesture, a row and a reason per clause, the verdict.
    #expect(lines.count == 3 + 2 * 8 + 1)
    #expect(lines.contains("  FAIL  4. Deceleration: |θ'| never increases before arrival within 0.5°"))
    #expect(lines.contains { $0.contains("|θ'| grows from 12.5664 to") })
    #expect(lines.contains { $0.contains("rest at 0.674783 s, outside 1.7…2.1 s") })
    #expect(
      lines.last
        == "check: FAIL the plain spring breaks 2 of 8 clauses (deceleration, duration); the spin from the same gesture holds all 8"
    )
  }

  @Test func aSpringTunedToOneTapPassesWithExitZero() throws {
    let result = try Self.run(["--duration", "1", "--tap-speed", "16.5", "--spring-duration", "0.9"])
    #expect(result.status == 0, "\(result.standardOutput)")
    #expect(!result.standardOutput.contains("FAIL"))
    #expect(
      result.standardOutput.hasSuffix(
        "check: PASS the plain spring holds all 8 clauses; the spin from the same gesture holds all 8\n"))
  }

  @Test func aBouncyInterpolatingSpringFromAFlickShowsTheStartFaceAgain() throws {
    let result = try Self.run(["--velocity", "0,1700", "--stiffness", "40", "--damping", "2.5"])
    #expect(result.status == 1)
    #expect(
      result.standardOutput.contains("interpolatingSpring(mass: 1, stiffness: 40, damping: 2.5, initialVelocity: "))
    #expect(result.standardOutput.contains("  FAIL  7. Overshoot"))
    #expect(result.standardOutput.contains("the start face shows again at"))
  }

  @Test(arguments: [
    (
      ["--spring-bounce", "1.5"],
      "The value '1.5' is invalid for '--spring-bounce <number>': expected a number (dimensionless), finite, "
        + "> -1 and ≤ 1"
    ),
    (
      ["--spring-duration", "0"],
      "The value '0' is invalid for '--spring-duration <s>': expected a number (s), finite, > 0 and ≤ 60"
    ),
    (
      ["--stiffness", "100", "--spring-bounce", "0.2"],
      "--stiffness: cannot be combined with --spring-duration/--spring-bounce"
    ),
    (["--damping", "3"], "--damping: needs --stiffness"),
    (["--interrupt", "0.5"], "--interrupt: a SwiftUI spring animation here is one activation"),
    (["--stiffness", "1e300"], "--stiffness: k/m is 1e+300; expected at most 1e200"),
  ])
  func badOptionsAreRefusedWithOneLineAndExit64(arguments: [String], message: String) throws {
    let result = try Self.run(arguments)
    #expect(result.status == 64)
    #expect(result.standardOutput.isEmpty)
    #expect(result.errorLines.count == 1)
    #expect(result.errorLines.first?.hasPrefix("error: " + message) == true, "\(result.standardError)")
  }

  @Test func theHelpNamesBothSwiftUIFormsAndAnExample() throws {
    let result = try BBSimBinary.run(["check", "swiftui-spring", "--help"])
    #expect(result.status == 0)
    for text in [
      "--spring-duration", "--spring-bounce", "--stiffness", "initialVelocity: ω₀/π", "bbsim check swiftui-spring",
    ] {
      #expect(result.standardOutput.contains(text), "\(text)")
    }
    let parent = try BBSimBinary.run(["check", "--help"])
    #expect(parent.standardOutput.contains("swiftui-spring"))
  }
}
