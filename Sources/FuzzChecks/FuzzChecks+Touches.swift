import GestureKit

extension FuzzChecks {
    /// Bytes as a stream of `wl_touch`-like events (odd ones included) through a window full of
    /// recognizers; afterwards every touch lifts and time passes, and nothing may stay alive.
    public static func assembleTouches(_ bytes: [UInt8]) throws(Failure) {
        let scene = FuzzScene()
        var time = 0.0
        var reader = ByteReader(bytes)
        while !reader.isAtEnd {
            let operation = reader.next()
            let id = Int32(reader.next() % 12)
            let point = Point(x: Double(reader.next()) * 4, y: Double(reader.next()) * 3)
            time += Double(operation >> 4) * 0.02
            switch operation % 8 {
            case 0: scene.router.handle(.touchDown(id: id, location: point), at: time)
            case 1, 2: scene.router.handle(.touchMotion(id: id, location: point), at: time)
            case 3: scene.router.handle(.touchUp(id: id), at: time)
            case 4: scene.router.handle(.touchFrame, at: time)
            case 5: scene.router.handle(.touchShape(id: id, major: Double(reader.next()), minor: 1), at: time)
            case 6: scene.router.handle(operation & 0x80 == 0 ? .idle : .touchCancel, at: time)
            default: scene.router.handle(.pointerButton(.left, pressed: operation & 0x10 == 0), at: time)
            }
        }
        scene.router.cancelAll(at: time + 0.01)
        scene.window.advance(to: time + 10)
        try expect(scene.window.activeTouches.isEmpty, "a touch stayed alive")
        try expect(scene.window.activeRecognizers.isEmpty, "a recognizer stayed in the contest")
        for recognizer in scene.recognizers {
            try expect(recognizer.state == .possible, "\(recognizer) did not return to possible")
        }
    }
}
