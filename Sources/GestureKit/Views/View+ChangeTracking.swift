// What a change of a view's geometry or look damages: its old and new areas in the window, or,
// for the view its host shows on a layer of its own (`Window.layeredView`), only a moved layer.
extension View {
    func willChange(_ property: AnimatableProperty) {
        guard let window else { return }
        window.animator.viewWillChange(self, from: property)
        // Moved on its own layer, the view leaves the window's picture as it was.
        if window.layeredView === self {
            switch property {
            case .center, .transform: return
            case .bounds, .alpha: break
            }
        }
        window.addDamage(paintedAreaInWindow)
    }

    func didChangeGeometry() {
        invalidateArea()
    }

    /// Its place or turn changed: its old and new areas need drawing, or only its layer moves.
    func didMove() {
        guard let window, window.layeredView === self else { return invalidateArea() }
        window.layeredViewMoved()
    }

    func didChangeAppearance() {
        contentVersion &+= 1
        invalidateArea()
    }

    func invalidateArea() {
        guard let window else { return }
        window.addDamage(paintedAreaInWindow)
    }
}
