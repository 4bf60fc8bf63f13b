import GestureKit
import Testing

@testable import GestureCanvasApp

@Suite struct SceneHostTests {
    @Test func keysSwitchScenesQuitAndToggleFullScreen() {
        let host = makeHost("photos")
        let input = ScriptedInput(host)
        var quits = 0, fullscreens = 0, changes: [String] = []
        host.onQuit = { quits += 1 }
        host.onToggleFullscreen = { fullscreens += 1 }
        host.onSceneChange = { changes.append($0.name) }
        input.key("2")
        #expect(host.scene.name == "draw")
        input.key("4")
        #expect(host.scene.name == "checkmark")
        input.key("F11")
        input.key("Escape")
        input.send(.key("Control_L", pressed: true))
        input.key("q")
        input.send(.key("Control_L", pressed: false))
        input.key("q")
        #expect(quits == 2 && fullscreens == 1)
        host.isKiosk = true
        input.key("Escape")
        #expect(quits == 2)
        #expect(changes == ["draw", "checkmark"])
    }

    @Test func theSwitcherTabsAreTouchable() {
        let host = makeHost("photos")
        let input = ScriptedInput(host)
        let tab = host.switcher.tabs[2]
        input.tap(at: tab.convert(tab.bounds.center, to: nil))
        #expect(host.scene.name == "taps")
        #expect(host.scene.root.superview === host.window)
        #expect(host.window.view(named: "image1") == nil)
    }

    @Test func resizingLaysTheSceneOutAgainAndKeepsPhotosInside() {
        let host = makeHost("photos")
        let scene = host.scene as! PhotosScene
        let input = ScriptedInput(host)
        input.drag(from: scene.image2.center, to: Point(x: 900, y: 700), duration: 1)
        input.wait(1)
        host.resize(to: Size(width: 600, height: 500))
        #expect(host.scene.root.bounds.size == Size(width: 600, height: 444))
        let radius = scene.image2.bounds.width / 2
        #expect(scene.image2.center.x <= 600 - radius && scene.image2.center.y <= 444 - radius)
        #expect(host.switcher.frame.maxY == 500)
    }

    /// The shell gives the window its new size before the router tells the host (`onResize`).
    @Test func aResizeTheWindowAlreadyHasIsStillLaidOut() {
        let host = makeHost("photos")
        host.window.frame = Rect(x: 0, y: 0, width: 600, height: 500)
        host.resize(to: Size(width: 600, height: 500))
        #expect(host.scene.root.bounds.size == Size(width: 600, height: 444))
        #expect(host.switcher.frame.maxY == 500)
    }

    @Test func photosNobodyMovedGoHomeForTheNewSize() {
        let host = makeHost("photos", size: Size(width: 1280, height: 800))
        host.resize(to: Size(width: 1024, height: 700))
        let fresh = makeHost("photos", size: Size(width: 1024, height: 700))
        for name in ["image1", "image2"] {
            #expect(host.window.view(named: name)?.center == fresh.window.view(named: name)?.center)
            #expect(host.window.view(named: name)?.bounds == fresh.window.view(named: name)?.bounds)
        }
    }

    @Test func unknownScenesAreRefused() {
        #expect(SceneHost(size: Size(width: 100, height: 100), sceneName: "nope", images: PlaceholderImages()) == nil)
    }
}

@Suite struct InspectorTests {
    @Test func f1AndThreeFingersToggleTheInspector() {
        let host = makeHost("photos")
        let input = ScriptedInput(host)
        #expect(!host.showsInspector)
        input.key("F1")
        #expect(host.showsInspector)
        input.key("F1")
        let ids = input.down([Point(x: 600, y: 400), Point(x: 650, y: 400), Point(x: 700, y: 400)])
        input.wait(0.6)
        #expect(host.showsInspector)
        input.up(ids)
        #expect(host.window.view(named: "inspector")?.isHidden == false)
    }

    /// Hidden, it keeps no trails (recording them cost 3.5 % of the app's CPU in a drag); shown
    /// mid-drag, the finger's trail starts at its next move, and a lift takes it away.
    @Test func hiddenItKeepsNothingAndShownItFollowsFromTheNextMove() {
        let host = makeHost("draw")
        let input = ScriptedInput(host)
        let ids = input.down([Point(x: 300, y: 300)])
        for step in 1...5 {
            input.move(ids, to: [Point(x: 300 + 10 * Double(step), y: 300)])
            input.wait(1.0 / 60)
        }
        #expect(host.inspector.trails.isEmpty)
        host.showsInspector = true
        input.move(ids, to: [Point(x: 400, y: 300)])
        input.wait(1.0 / 60)
        input.move(ids, to: [Point(x: 410, y: 300)])
        #expect(host.inspector.trails.values.map { $0.map(\.point.x) } == [[400, 410]])
        input.up(ids)
        #expect(host.inspector.trails.isEmpty)
    }

    @Test func itFollowsTouchesAndRecordsDecisions() {
        let host = makeHost("taps")
        let input = ScriptedInput(host)
        host.showsInspector = true
        input.tap(at: Point(x: 150, y: 650))
        input.wait(0.5)
        // The single tap waited for the double tap, which failed; the decisions say so.
        let decisions = host.window.arbitrationLog.map(\.description)
        #expect(decisions.contains("root.singleTap waits for root.doubleTap to fail"))
        #expect(decisions.contains("root.singleTap stops waiting"))
    }
}

@Suite struct SceneLifetimeTests {
    @Test func switchingScenesWhileAPhotoGlidesIsSafe() {
        let host = makeHost("photos")
        let input = ScriptedInput(host)
        let start = (host.scene as! PhotosScene).image1.center
        input.drag(from: start, to: start + Vector(dx: 150, dy: 0), duration: 0.1)
        #expect(host.window.animator.isAnimating)
        input.key("3")
        input.wait(1)
        #expect(host.scene.name == "taps")
        #expect(!host.window.animator.isAnimating)
    }

    @Test func aSceneSwitchedAwayFromIsFreed() {
        let host = makeHost("photos")
        let input = ScriptedInput(host)
        weak var old: Scene?
        weak var image: View?
        do {
            let photos = host.scene as! PhotosScene
            input.drag(from: photos.image1.center, to: Point(x: 600, y: 300), duration: 0.3)
            input.wait(2)
            old = photos
            image = photos.image1
        }
        input.key("2")
        #expect(host.scene.name == "draw")
        #expect(old == nil, "the photos scene outlived the switch")
        #expect(image == nil, "a photo outlived its scene")
    }
}
