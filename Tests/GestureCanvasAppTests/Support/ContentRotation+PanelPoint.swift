import GestureKit

@testable import GestureCanvasApp

extension ContentRotation {
    /// The content point a point of a `panel`-sized window shows, worked out by hand for each
    /// clockwise turn (the inverse of what the app does, written apart from it).
    func contentPoint(ofPanelPoint point: Point, panel: Size) -> Point {
        switch self {
        case .none: point
        case .quarter: Point(x: point.y, y: panel.width - point.x)
        case .half: Point(x: panel.width - point.x, y: panel.height - point.y)
        case .threeQuarters: Point(x: panel.height - point.y, y: point.x)
        }
    }
}
