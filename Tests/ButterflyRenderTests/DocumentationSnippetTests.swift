import ButterflyModel
import ButterflyPhysics
import Testing

@testable import ButterflyRender

/// The code samples of the ButterflyRender DocC catalog, verbatim, with their results asserted: a sample
/// that stops compiling or changes its answer fails here. `scripts/docs` checks that every sample in the
/// catalog appears in this file.
@Suite struct DocumentationSnippetTests {
  /// The overview: a frame of a centre tap drawn as a standalone SVG document.
  @Test func overviewDrawsAFrameAsAStandaloneSVGDocument() {
    let scene = ControlScene(
      topFace: .localizedDefault(for: .top), bottomFace: .localizedDefault(for: .bottom),
      motion: .spin(SpinPlanner().plan(.centreTap, from: .top)))
    let svg = ControlRenderer(scene: scene).svg(at: 0.2)
    // An SVG file (<?xml …?> then <svg …>) of the frame ControlFrames(scene:).frame(at: 0.2) describes.
    #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
    #expect(svg == ControlRenderer(frames: ControlFrames(scene: scene)).document(at: 0.2).render())
  }

  /// The overview: a spin as CSV, a header then one row per sample at the rate asked for.
  @Test func overviewWritesASpinAsCSVOneRowPerSample() {
    let planner = SpinPlanner()
    let run = SpinRun(planner: planner, trajectory: planner.plan(.centreTap, from: .top), rate: 120)
    let csv = String(decoding: SpinCSV.bytes(run), as: UTF8.self)
    // t_s,theta_rad,omega_rad_per_s,face, then one CRLF-ended row per sample, 120 per second.
    let rows = csv.split(whereSeparator: \.isNewline)  // "\r\n" is one Character
    #expect(rows.first == "t_s,theta_rad,omega_rad_per_s,face")
    #expect(rows.count == run.samples.count + 1)
    let secondTime = rows.dropFirst(2).first.flatMap { Double($0.prefix { $0 != "," }) }
    #expect(secondTime == 1.0 / 120, "the second sample is 1/120 s after the first")
  }
}
