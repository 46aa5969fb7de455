import ButterflyModel
import ButterflyPhysics
import ButterflyRender
import Testing

@testable import ButterflyWasm
@testable import PlaygroundKit

/// The plot, verdict and CSV come from `bbsim`'s own run of the model's checker, on the same samples
/// `bbsim simulate spin` takes.
@Suite struct SpinReportTests {
  static let picture = ControlPicture(settings: PlaygroundSettings())
  static let topHalf = PlanarVector(x: 0, y: -10)

  @Test func beforeAnySpinTheReportPreviewsACentreTap() throws {
    let session = try ControlSession(picture: Self.picture, record: SpinRecord(restingOn: .top))
    let report = try SpinReport(session: session)
    #expect(report.isPreview)
    #expect(report.spinStart == nil)
    #expect(report.passed)
    #expect(report.clauses.map(\.clause) == SpinContractClause.allCases.map(\.rawValue))
    #expect(report.activations.map(\.direction) == [1])
  }

  @Test func reportMeasuresTheSpinAfterItsFirstActivation() throws {
    var session = try ControlSession(picture: Self.picture, record: SpinRecord(restingOn: .top))
    try session.feed(Interaction(time: 7, kind: .key(.space)), field: "i0")
    try session.feed(Interaction(time: 7.4, kind: .key(.space)), field: "i1")
    let report = try SpinReport(session: session)
    #expect(!report.isPreview)
    #expect(report.spinStart == 7)
    // Times are page-clock differences: 7.4 − 7 is 0.4 to within a few ulps of 7.
    let clockRounding = 1e-12
    #expect(report.activations.count == 2)
    #expect(report.activations[0].time == 0)
    #expect(abs(report.activations[1].time - 0.4) < clockRounding)
    #expect(report.passed)
    let rest = try #require(report.rest)
    let arrival = try #require(report.arrival)
    #expect(arrival <= rest + 1 / SpinRun.defaultRate)
    #expect(report.restWindow[0] <= rest && rest <= report.restWindow[1])
    #expect(report.samples.time.count <= PlaygroundLimits.maximumPlotPoints)
    #expect(report.samples.time.first == 0)
    #expect(report.summary?.activations == 2)
  }

  @Test func csvIsWhatBBSimSimulateSpinWritesForTheSameGesture() throws {
    let velocity = PlanarVector(x: 0, y: 800)
    let end = Self.topHalf
    var session = try ControlSession(picture: Self.picture, record: SpinRecord(restingOn: .top))
    let point = Self.picture.mountCentre + end
    try session.feed(
      Interaction(time: 3, kind: .pointer(start: point, end: point, velocity: velocity, duration: 0.1)), field: "i0")
    let run = try #require(session.run())
    // `bbsim simulate spin --velocity 0,800 --end …` with every other option at its default: the default
    // planner (60 pt side, 2 pt stroke, horizontal axle, D = 2 s), from the top face, sampled at 120 Hz.
    let planner = SpinPlanner()
    let trajectory = planner.plan(.flick(velocity: velocity, endPoint: end), from: .top)
    let bbsim = SpinRun(planner: planner, trajectory: trajectory, rate: SpinRun.defaultRate)
    #expect(SpinCSV.bytes(run) == SpinCSV.bytes(bbsim))
  }

  @Test func reduceMotionSpinHasTheSwapsClauseOnly() throws {
    var settings = PlaygroundSettings()
    settings.reduceMotion = true
    var session = try ControlSession(picture: ControlPicture(settings: settings), record: SpinRecord(restingOn: .top))
    try session.feed(Interaction(time: 1, kind: .key(.space)), field: "i0")
    let report = try SpinReport(session: session)
    #expect(report.clauses.map(\.clause) == ["reduce-motion"])
    #expect(report.passed)
    #expect(report.samples.time.isEmpty)
    #expect(session.run() == nil)
  }

  @Test func plotKeepsTheFirstAndLastSampleAndAtMostTheLimit() {
    for count in [1, 2, 599, 600, 601, 1200, 10_801] {
      let samples = (0..<count).map { SpinSample(time: Double($0), angle: 0, angularVelocity: 0) }
      let plot = PlotSamples(samples: samples)
      #expect(plot.time.count <= PlaygroundLimits.maximumPlotPoints, "\(count)")
      #expect(plot.time.first == 0)
      #expect(plot.time.last == Double(count - 1))
    }
  }
}
