import Testing
import GestureKit
@Test func placeholder() { #expect(1 == 1) }
