import GestureKit
import Testing

@Suite struct SchedulerTests {
    @Test func firesTimersInDeadlineOrderAtTheirDeadlines() {
        let scheduler = Scheduler()
        var fired: [(String, Double)] = []
        scheduler.schedule(after: 0.5) { fired.append(("b", scheduler.now)) }
        scheduler.schedule(after: 0.2) { fired.append(("a", scheduler.now)) }
        scheduler.schedule(after: 0.5) { fired.append(("c", scheduler.now)) }
        scheduler.advance(by: 0.3)
        #expect(fired.map(\.0) == ["a"])
        scheduler.advance(to: 1)
        #expect(fired.map(\.0) == ["a", "b", "c"])
        #expect(fired.map(\.1) == [0.2, 0.5, 0.5])
        #expect(scheduler.now == 1)
        #expect(scheduler.nextDeadline == nil)
    }

    @Test func cancelledTimersDoNotFireAndTimeNeverGoesBack() {
        let scheduler = Scheduler(now: 10)
        var fired = false
        let timer = scheduler.schedule(after: 1) { fired = true }
        #expect(scheduler.nextDeadline == 11)
        timer.cancel()
        #expect(scheduler.nextDeadline == nil)
        scheduler.advance(to: 20)
        scheduler.advance(to: 5)
        #expect(!fired)
        #expect(scheduler.now == 20)
    }

    @Test func timerScheduledByATimerFiresInTheSameAdvance() {
        let scheduler = Scheduler()
        var order: [Double] = []
        scheduler.schedule(after: 0.1) {
            order.append(scheduler.now)
            scheduler.schedule(after: 0.1) { order.append(scheduler.now) }
        }
        scheduler.advance(by: 1)
        #expect(order == [0.1, 0.2])
    }
}

extension SchedulerTests {
    /// A kiosk restarts its minute-long homecoming timer on every input event: the cancelled
    /// timers must go long before their deadlines, or a flood of input makes every event slower
    /// than the last (each new timer searched its place past all of them).
    @Test func cancelledTimersAreNotKeptUntilTheirDeadlines() {
        let scheduler = Scheduler()
        var restarted: [Weak<ScheduledTimer>] = []
        var timer: ScheduledTimer?
        for _ in 0..<10_000 {
            timer?.cancel()
            timer = scheduler.schedule(after: 60) {}
            restarted.append(Weak(timer))
            scheduler.advance(by: 0.001)
        }
        let kept = restarted.filter { $0.object != nil }.count
        #expect(kept <= 200, "\(kept) of 10,000 timers are still held")
        // The live one still fires, once, at its deadline.
        var fired = 0
        timer?.cancel()
        scheduler.schedule(after: 60) { fired += 1 }
        scheduler.advance(by: 59.9)
        #expect(fired == 0)
        scheduler.advance(by: 0.2)
        #expect(fired == 1)
    }
}

/// A reference that does not keep its object alive.
private struct Weak<Object: AnyObject> {
    weak var object: Object?
    init(_ object: Object?) { self.object = object }
}
