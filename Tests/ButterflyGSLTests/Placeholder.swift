import Testing

@Suite struct PlaceholderButterflyGSLTests { @Test func builds() { #expect(Bool(true)) } }
