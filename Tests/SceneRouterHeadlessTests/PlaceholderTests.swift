import Testing
@Test("the package builds") func builds() { #expect(1 + 1 == 2) }
