import Testing

@Suite struct PlaceholderBBSimTests { @Test func builds() { #expect(Bool(true)) } }
