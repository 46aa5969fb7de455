import ButterflyModel
import Testing

/// The tint's precedence: host control, then the app's declared tint, then the accent colour.
@Suite struct TintSourceTests {
  @Test(
    arguments: [
      ("host", "declared", TintSource.host), (nil, "declared", .declared), ("host", nil, .host), (nil, nil, .accent),
    ] as [(String?, String?, TintSource)])
  func theFirstGivenSourceWins(host: String?, declared: String?, expected: TintSource) {
    let choice = TintSource.choose(host: host, declared: declared, accent: "accent")
    #expect(choice.source == expected)
    #expect(choice.color == (host ?? declared ?? "accent"))
  }
}
