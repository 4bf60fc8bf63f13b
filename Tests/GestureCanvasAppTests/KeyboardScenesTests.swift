import GestureKit
import Testing

@testable import GestureCanvasApp

/// Every scene by keyboard alone, and the same actions offered to screen readers.
@Suite struct KeyboardScenesTests {
    @Test func drawMakesSelectsMovesDeletesAndClearsLinesByKey() throws {
        let (scene, input) = try scripted("draw", as: DrawScene.self)
        input.key("n")
        input.key("n")
        #expect(scene.canvas.lineCount == 2 && scene.canvas.selectedLine == 1)
        input.key("Tab")
        #expect(scene.canvas.selectedLine == 0)
        let before = try #require(scene.canvas.line(at: 0))
        // Each move is a long press and a drag on the line, played one after the other.
        input.key("Right")
        input.key("Down")
        input.wait(3)
        #expect(scene.canvas.line(at: 0) == before.moved(by: Vector(dx: 10, dy: 10)))
        #expect(scene.canvas.selectedLine == 0)
        input.send(.key("Shift_L", pressed: true))
        input.key("ISO_Left_Tab")
        input.send(.key("Shift_L", pressed: false))
        #expect(scene.canvas.selectedLine == 1)
        input.key("Delete")
        input.wait(2)
        #expect(scene.canvas.lineCount == 1 && scene.canvas.line(at: 0) == before.moved(by: Vector(dx: 10, dy: 10)))
        input.key("n")
        input.key("c")
        #expect(scene.canvas.lineCount == 0)
    }

    @Test func drawLinesAreListItemsWithSelectMoveAndDelete() throws {
        let (scene, input) = try scripted("draw", as: DrawScene.self)
        input.key("n")
        input.key("n")
        let elements = scene.canvas.subviews.filter(\.isAccessibilityElement)
        #expect(elements.count == 2)
        #expect(elements.allSatisfy { $0.accessibilityRole == .listItem && !$0.isUserInteractionEnabled })
        #expect(elements[1].accessibilityTraits.contains(.selected))
        #expect(elements[0].accessibilityLabel?.hasPrefix("Line 1, from ") == true)
        let names = elements[0].accessibilityCustomActions.map(\.name)
        #expect(names == ["select", "move up", "move down", "move left", "move right", "delete"])
        let line = try #require(scene.canvas.line(at: 0))
        let actions = Dictionary(uniqueKeysWithValues: elements[0].accessibilityCustomActions.map { ($0.name, $0) })
        #expect(actions["select"]?.handler() == true)
        input.wait(1)
        #expect(scene.canvas.selectedLine == 0 && elements[0].accessibilityTraits.contains(.selected))
        _ = actions["move left"]?.handler()
        input.wait(2)
        #expect(scene.canvas.line(at: 0) == line.moved(by: Vector(dx: -10, dy: 0)))
        // The element stands for its line, wherever the lines before it went.
        let second = elements[1].accessibilityCustomActions
        _ = actions["delete"]?.handler()
        input.wait(2)
        #expect(scene.canvas.lineCount == 1)
        _ = second.first { $0.name == "delete" }?.handler()
        input.wait(2)
        #expect(scene.canvas.lineCount == 0)
        #expect(scene.canvas.subviews.filter(\.isAccessibilityElement).isEmpty)
        // Unnamed: the report's final line does not list them.
        #expect(elements.allSatisfy { $0.name == nil })
    }

    @Test func tapsShowsEveryChainAndSwipeByKey() throws {
        let (scene, input) = try scripted("taps", as: TapsScene.self)
        for (key, label) in zip(["s", "d", "t", "q"], scene.tapLabels) {
            input.key(key)
            #expect(label.text.hasSuffix("Tap Detected"))
        }
        #expect(
            scene.tapLabels.map(\.text) == ["Single", "Double", "Triple", "Quadruple"].map { "\($0) Tap Detected" })
        input.key("w")
        #expect(scene.twoFingerLabel.text == "Two-finger tap")
        input.key("F4")
        #expect(scene.swipeLabel.text == "Triple horizontal swipe")
        input.send(.key("Shift_L", pressed: true))
        input.key("F6")
        input.send(.key("Shift_L", pressed: false))
        #expect(scene.swipeLabel.text == "Quintuple vertical swipe")
        input.key("v")
        #expect(scene.padLabel.text == "Vertical swipe detected")
        #expect(scene.root.accessibilityCustomActions.count == 4 + 1 + 10 + 2)
        input.wait(2.1)
        #expect(scene.swipeLabel.text.isEmpty && scene.swipeLabel.accessibilityLabel == "")
    }

    @Test func checkmarkShowsTheCheckByKeyForTwoSeconds() throws {
        let (scene, input) = try scripted("checkmark", as: CheckmarkScene.self)
        input.key("Return")
        #expect(!scene.check.isHidden)
        input.wait(2.1)
        #expect(scene.check.isHidden)
        #expect(scene.root.accessibilityCustomActions.map(\.name) == ["draw a checkmark"])
    }

    @Test func sceneKeysLeaveTheHostsOwnKeysAlone() {
        let host = makeHost("taps")
        let input = ScriptedInput(host)
        input.key("2")
        #expect(host.scene.name == "draw")
        input.key("4")
        #expect(host.scene.name == "checkmark")
    }

    /// A host showing scene `name` (of type `type`) and input for it.
    private func scripted<S: Scene>(_ name: String, as type: S.Type) throws -> (S, ScriptedInput) {
        let host = makeHost(name)
        return (try #require(host.scene as? S), ScriptedInput(host))
    }
}
