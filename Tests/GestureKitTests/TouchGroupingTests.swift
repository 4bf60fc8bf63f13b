import Testing

@testable import GestureKit

/// Where the engine's touch frames end, rule by rule (the socket-level cases are in
/// TouchFramingTests). Each step's answer: true when the open frame closes there.
@Suite("Touch grouping")
struct TouchGroupingTests {
    @Test func aFramedGroupClosesAtTheEndOfItsBatchNotAtItsFrame() {
        var grouping = TouchGrouping()
        var closes = [grouping.change(of: 0)]
        grouping.frame()
        closes.append(grouping.change(of: 1))
        grouping.frame()
        closes.append(grouping.batchEnded())
        #expect(closes == [false, false, true])
        #expect(!grouping.isOpen)
    }

    @Test func aBatchThatEndsInsideAFramedGroupWaitsForItsFrame() {
        var grouping = TouchGrouping()
        _ = grouping.change(of: 0)
        grouping.frame()
        var closes = [grouping.batchEnded()]
        // The socket read ended between this motion and its frame.
        _ = grouping.change(of: 0)
        closes.append(grouping.batchEnded())
        grouping.frame()
        closes.append(grouping.batchEnded())
        #expect(closes == [true, false, true])
    }

    @Test func withoutFramesEveryBatchEndCloses() {
        var grouping = TouchGrouping()
        _ = grouping.change(of: 0)
        _ = grouping.change(of: 1)
        let closes = [grouping.batchEnded(), grouping.batchEnded()]
        #expect(closes == [true, false])
        #expect(!grouping.compositorSendsFrames)
    }

    @Test func aFingerChangingAgainClosesTheGroupFirstButItsShapeDoesNot() {
        var grouping = TouchGrouping()
        var closes = [grouping.change(of: 3)]
        grouping.detail()
        closes.append(grouping.change(of: 4))
        closes.append(grouping.change(of: 3))
        // The group that change opened holds only finger 3.
        closes.append(grouping.change(of: 4))
        #expect(closes == [false, false, true, false])
    }
}
