import Testing

@Suite struct PlaceholderButterflyPhysicsTests { @Test func builds() { #expect(Bool(true)) } }
