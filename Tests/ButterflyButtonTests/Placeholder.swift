import Testing

@Suite struct PlaceholderButterflyButtonTests { @Test func builds() { #expect(Bool(true)) } }
