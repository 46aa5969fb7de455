import Foundation
import Testing

/// `bbsim fit` says what it did: a `--settle` no spring of the fit reaches is refused before GSL runs
/// (exit 64, one line naming the option and the reachable range), and a `--duration` the planner clamps
/// gets the note every other command prints.
@Suite struct FitTargetTests {
  @Test(arguments: ["4.9e-324", "1e-300", "1e-5", "1e300"])
  func anUnreachableSettlingTimeExits64NamingTheOptionAndItsRange(settle: String) throws {
    let result = try BBSimBinary.run(["fit", "spring", "--settle", settle])
    #expect(result.status == 64, "\(result.standardError)")
    #expect(result.errorLines.count == 1)
    #expect(result.errorLines.first?.hasPrefix("error: --settle: ") == true, "\(result.standardError)")
    #expect(result.standardError.contains("expected seconds in "))
    #expect(!result.standardError.contains("GSL"))
    #expect(result.standardOutput.isEmpty)
  }

  /// The range's ends are where the fit still meets its targets.
  @Test func theEndsOfTheStatedRangeAreMet() throws {
    let refused = try BBSimBinary.run(["fit", "spring", "--settle", "1e-5"])
    let range = refused.standardError.components(separatedBy: "expected seconds in ").last ?? ""
    let ends = range.trimmingCharacters(in: .whitespacesAndNewlines).components(separatedBy: "…")
    #expect(ends.count == 2)
    let lower = try BBSimBinary.run(["fit", "spring", "--settle", ends[0]])
    #expect(lower.status == 0 && lower.standardOutput.contains("targets met"), "\(lower.standardOutput)")
  }

  @Test func aClampedDurationIsNoted() throws {
    let result = try BBSimBinary.run(["fit", "spin", "--duration", "0.05"])
    #expect(result.errorLines.contains { $0.hasPrefix("note: --duration: ") }, "\(result.standardError)")
  }
}
