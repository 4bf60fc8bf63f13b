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
