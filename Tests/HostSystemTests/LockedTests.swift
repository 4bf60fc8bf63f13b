import Dispatch
import HostSystem
import Testing

@Suite struct LockedTests {
    /// Eight threads adding a thousand each: every addition counts, none is lost to a race.
    @Test func threadsTakeTurns() {
        let total = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<1000 { total.withLock { $0 += 1 } }
        }
        #expect(total.withLock { $0 } == 8000)
    }

    @Test func aThrowingBodyLeavesTheLockFree() {
        struct Refused: Error {}
        let value = Locked("a")
        #expect(throws: Refused.self) { try value.withLock { _ in throw Refused() } }
        #expect(value.withLock { $0 } == "a")
    }
}
