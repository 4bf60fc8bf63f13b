import Testing

@testable import AccessibilityBridge

@Suite struct AccessibilityBusTests {
    @Test func aPathOrAnAbstractNameIsTheSocketAndTheRestIsIgnored() {
        #expect(
            AccessibilityBus.socketName(in: "unix:path=/run/user/0/at-spi/bus_0,guid=ab12")
                == "/run/user/0/at-spi/bus_0")
        #expect(AccessibilityBus.socketName(in: "unix:abstract=/tmp/dbus-X,guid=1") == "\0/tmp/dbus-X")
        #expect(AccessibilityBus.socketName(in: "tcp:host=localhost,port=1;unix:path=/b%20us") == "/b us")
        #expect(AccessibilityBus.socketName(in: "tcp:host=localhost,port=1") == nil)
        #expect(AccessibilityBus.socketName(in: "") == nil)
    }
}

@Suite struct ActionBudgetTests {
    @Test func aHundredActionsASecondPassAndAFloodIsLoggedOnce() {
        var budget = ActionBudget()
        for step in 0..<ActionBudget.perSecond {
            #expect(budget.admit(at: Double(step) / 1000) == .admitted)
        }
        #expect(budget.admit(at: 0.2) == .refused(logFirst: true))
        #expect(budget.admit(at: 0.3) == .refused(logFirst: false))
        // The flood goes on into the next second (refused again within a second of the last
        // refusal): admitted up to the budget, not logged again.
        for step in 0..<ActionBudget.perSecond {
            #expect(budget.admit(at: 1.0 + Double(step) / 1000) == .admitted)
        }
        #expect(budget.admit(at: 1.2) == .refused(logFirst: false))
        // After a quiet second, a new flood is logged again.
        for step in 0..<ActionBudget.perSecond {
            #expect(budget.admit(at: 3.0 + Double(step) / 1000) == .admitted)
        }
        #expect(budget.admit(at: 3.5) == .refused(logFirst: true))
    }
}
