import Foundation
import Testing

/// The GSL-backed parts of `bbsim` run as a process: the `gsl-*` integrators of `simulate`, the GSL
/// rows of `compare`, `fit` (Nelder–Mead) and how a GSL failure is reported.
@Suite struct GSLEndToEndTests {
  /// CSV numbers carry 9 significant digits, so two runs whose values agree to ~1e-13 (rk8pd against
  /// the closed form, see GSLReferenceAgreementTests) may still print one unit apart in the last digit:
  /// allow 2 units of the 9th digit relative to the value, plus 1e-9 absolute for values near 0.
  static func agree(_ a: Double, _ b: Double) -> Bool {
    abs(a - b) <= 2e-8 * max(abs(a), abs(b)) + 1e-9
  }

  /// `|cos θ|` below which the medallion is edge-on up to the rounding of θ (a few ulps of 2π).
  static let edgeOn = 1e-12

  /// The data rows of a CSV, split into fields.
  static func rows(_ text: String) -> [[String]] {
    text.csvLines.dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
  }

  @Test(arguments: [
    ["--velocity", "0,900", "--end", "0,-12"],
    ["--velocity", "0,6000", "--end", "0,-12"],
    ["--interrupt", "0.4,0.9"],
  ])
  func simulateSpinWithRK8PDMatchesTheClosedForm(gesture: [String]) throws {
    let closed = try BBSimBinary.run(["simulate", "spin", "--rate", "240"] + gesture)
    let reference = try BBSimBinary.run(["simulate", "spin", "--rate", "240", "--integrator", "gsl-rk8pd"] + gesture)
    #expect(closed.status == 0 && reference.status == 0, "\(reference.standardError)")
    #expect(reference.standardOutput.csvLines.first == "t_s,theta_rad,omega_rad_per_s,face")
    let (closedRows, referenceRows) = (Self.rows(closed.standardOutput), Self.rows(reference.standardOutput))
    #expect(closedRows.count == referenceRows.count && closedRows.count > 100)
    for (a, b) in zip(closedRows, referenceRows) {
      let (angleA, angleB) = (Double(a[1]) ?? .nan, Double(b[1]) ?? .nan)
      // Edge-on (θ an odd multiple of π/2, as a tap coasting at 4π rad/s is at t = 1/8 s) either face
      // may show: one ulp of θ decides it.
      let edgeOn = abs(cos(angleA)) <= Self.edgeOn
      #expect(a[0] == b[0] && (a[3] == b[3] || edgeOn), "same time and face: \(a) vs \(b)")
      let (speedA, speedB) = (Double(a[2]) ?? .nan, Double(b[2]) ?? .nan)
      #expect(Self.agree(angleA, angleB) && Self.agree(speedA, speedB), "\(a) vs \(b)")
    }
  }

  @Test(arguments: ["gsl-rk4", "gsl-rkf45"])
  func otherGSLSpinIntegratorsRunAndPass(integrator: String) throws {
    let result = try BBSimBinary.run([
      "simulate", "spin", "--velocity", "0,900", "--end", "0,-12", "--integrator", integrator, "--out", "spin.csv",
      "--summary", "-",
    ])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains("\"passed\" : true"))
  }

  @Test(arguments: ["gsl-rk4", "gsl-rk8pd", "gsl-rkf45", "gsl-msbdf"])
  func simulateSpringWithGSLMatchesTheClosedForm(integrator: String) throws {
    let spring = ["simulate", "spring", "--damping", "8", "--x0", "2", "--v0=-5", "--rate", "120"]
    let closed = try BBSimBinary.run(spring)
    let gsl = try BBSimBinary.run(spring + ["--integrator", integrator])
    #expect(closed.status == 0 && gsl.status == 0, "\(gsl.standardError)")
    #expect(gsl.standardOutput.csvLines.first == "t_s,x_pt,v_pt_per_s")
    let (closedRows, gslRows) = (Self.rows(closed.standardOutput), Self.rows(gsl.standardOutput))
    #expect(closedRows.count == 241 && gslRows.count == 241, "samples at i/120 s for t ≤ 2 s")
    // gsl-rk4 at the default 1 ms step is accurate to ~1e-10 pt here and msbdf to ~1e-8 pt; both print
    // the same 9 digits as the closed form up to a unit or two, and 1e-6 pt absolute covers msbdf.
    for (a, b) in zip(closedRows, gslRows) {
      let (xA, xB) = (Double(a[1]) ?? .nan, Double(b[1]) ?? .nan)
      #expect(abs(xA - xB) <= 1e-6, "\(integrator): \(a) vs \(b)")
    }
  }

  @Test func compareListsTheGSLRowsAgainstTheRK8PDReference() throws {
    let spin = try BBSimBinary.run(["compare", "--system", "spin"])
    #expect(spin.status == 0, "\(spin.standardError)")
    let lines = spin.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.first?.contains("max_err_closed") == true && lines.first?.contains("vs_gsl_rk8pd") == true)
    for name in ["rk4", "gsl-rk4", "gsl-rk8pd", "gsl-rkf45"] {
      #expect(lines.contains { $0.hasPrefix(name + " ") }, "row for \(name)")
    }
    #expect(lines.filter { $0.hasPrefix("gsl-rk4 ") }.count == 5, "one gsl-rk4 row per default step")
    let spring = try BBSimBinary.run(["compare", "--format", "csv"])
    #expect(spring.status == 0, "\(spring.standardError)")
    let csv = spring.standardOutput.csvLines
    #expect(
      csv.first == "integrator,step_s,max_error_pt,max_diff_vs_gsl_rk8pd_pt,observed_order,evaluations,wall_time_s")
    let msbdf = try #require(Self.rows(spring.standardOutput).first { $0[0] == "gsl-msbdf" })
    #expect(msbdf[1].isEmpty, "adaptive: no step")
    #expect((Double(msbdf[2]) ?? 1) < 1e-6 && (Int(msbdf[5]) ?? 0) > 0, "\(msbdf)")
    let reference = try #require(Self.rows(spring.standardOutput).first { $0[0] == "gsl-rk8pd" })
    #expect((Double(reference[2]) ?? 1) < 1e-9, "rk8pd vs closed form: \(reference)")
  }

  @Test func fitSpringPrintsParametersMetricsAndTheSwiftUIEquivalent() throws {
    let result = try BBSimBinary.run(["fit", "spring", "--settle", "0.5", "--overshoot", "3"])
    #expect(result.status == 0, "\(result.standardError)")
    let output = result.standardOutput
    #expect(output.contains("spring: response ") && output.contains("damping ratio"))
    #expect(output.contains("settling time (1 % band) 0.5 s"))
    #expect(output.contains("SwiftUI: Spring(duration: "))
    #expect(output.contains("targets met"))
  }

  @Test func fitSpinPrintsTheTuningAndWhatItAchieves() throws {
    let result = try BBSimBinary.run(["fit"])
    #expect(result.status == 0, "\(result.standardError)")
    let output = result.standardOutput
    #expect(output.contains("tuning: tap_speed "))
    #expect(output.contains("  tap: rest ") && output.contains("  flick 1000 pt/s: rest "))
    #expect(output.contains("targets met"))
  }

  @Test func unreachableFitTargetsExitOne() throws {
    let result = try BBSimBinary.run(["fit", "--flick", "3000", "--max-turns", "2"])
    #expect(result.status == 1)
    #expect(result.standardOutput.contains("targets not met"))
  }

  @Test func aGSLFailureIsOneLineAndExitSeventyWithNoFileLeft() throws {
    let directory = try BBSimBinary.scratchDirectory()
    // ω_n = 1e8 rad/s with no damping: reaching t = 1 s needs far more than the 1e6 steps allowed.
    let result = try BBSimBinary.run(
      [
        "simulate", "spring", "--stiffness", "1e16", "--damping", "0", "--rate", "1", "--duration", "1",
        "--integrator", "gsl-rk8pd", "--out", "x.csv",
      ], in: directory)
    #expect(result.status == 70)
    #expect(result.errorLines.count == 1)
    #expect(result.errorLines.first?.hasPrefix("error: --integrator gsl-rk8pd: GSL needed more than ") == true)
    #expect(BBSimBinary.contents(of: directory).isEmpty)
  }
}
