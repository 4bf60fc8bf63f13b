import Testing

@testable import AccessibilityBridge

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
