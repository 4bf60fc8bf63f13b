import GestureKit
import Testing

/// A view its host shows on a compositor layer of its own: its moves ask for a frame and damage
/// nothing, lifting it and dropping it back damage its area, and it stops being layered when it
/// leaves the window.
@Suite struct LayeredViewTests {
    private func windowWithPhoto() -> (Window, View) {
        let window = Window(size: Size(width: 400, height: 300))
        let photo = View(frame: Rect(x: 50, y: 40, width: 120, height: 90))
        window.addSubview(photo)
        _ = window.takeDamage()
        return (window, photo)
    }

    @Test func movingALayeredViewDamagesNothingAndAsksForAFrame() {
        let (window, photo) = windowWithPhoto()
        var asked = 0
        window.onNeedsDisplay = { asked += 1 }
        window.layeredView = photo
        #expect(window.takeDamage().rects == [photo.paintedAreaInWindow], "lifting it damages its area")
        asked = 0

        photo.center += Vector(dx: 12, dy: 5)
        photo.transform = photo.transform.rotated(by: 0.3).scaledBy(x: 1.2, y: 1.2)
        #expect(window.damage.isEmpty)
        #expect(asked == 1, "one frame asked for, for both moves")
        #expect(window.takeLayeredViewMove())
        #expect(!window.takeLayeredViewMove(), "taken")

        // Its look is the window's picture's business again: resized or faded, it is damaged.
        photo.alpha = 0.5
        #expect(!window.damage.isEmpty)
    }

    @Test func droppingItDamagesWhereItIsNow() {
        let (window, photo) = windowWithPhoto()
        window.layeredView = photo
        _ = window.takeDamage()
        photo.center = Point(x: 300, y: 200)
        window.layeredView = nil
        #expect(window.takeDamage().rects == [photo.paintedAreaInWindow])
        // Back in the picture, its moves damage again.
        photo.center += Vector(dx: 5, dy: 0)
        #expect(!window.takeDamage().isEmpty)
        #expect(!window.takeLayeredViewMove())
    }

    @Test func aLayeredViewThatLeavesTheWindowIsLayeredNoMore() {
        let (window, photo) = windowWithPhoto()
        let frame = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        window.addSubview(frame)
        frame.addSubview(photo)
        window.layeredView = photo
        frame.removeFromSuperview()
        #expect(window.layeredView == nil)
        // Other views move as always.
        window.addSubview(photo)
        _ = window.takeDamage()
        photo.center += Vector(dx: 3, dy: 3)
        #expect(!window.takeDamage().isEmpty)
    }
}
