import GestureKit

/// An orange card in the middle of `window`: drag it with one finger, pinch it with two,
/// double-tap it to put it back.
public func addCard(to window: Window) -> View {
    let home = window.bounds.center
    let card = View(frame: Rect(x: 0, y: 0, width: 200, height: 140))
    card.center = home
    card.cornerRadius = 16
    card.backgroundColor = Color(hex: 0xFF9500)
    var scale = 1.0

    card.addGestureRecognizer(
        PanGestureRecognizer { pan in
            let offset = pan.translation(in: window)
            card.center = Point(x: card.center.x + offset.dx, y: card.center.y + offset.dy)
            pan.setTranslation(Vector(dx: 0, dy: 0), in: window)
        })
    card.addGestureRecognizer(
        PinchGestureRecognizer { pinch in
            scale *= pinch.scale
            pinch.scale = 1
            card.transform = AffineTransform(scale: scale)
        })
    card.addGestureRecognizer(
        TapGestureRecognizer(taps: 2) { _ in
            scale = 1
            card.transform = .identity
            card.center = home
        })
    window.addSubview(card)
    return card
}
