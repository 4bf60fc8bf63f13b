import GestureCanvasApp
import GestureKit
import WaylandTestCompositor

extension FuzzChecks {
    /// The longest a turn of the live app's loop (input, timers and a frame) may take: a second
    /// in the optimized fuzzer build; ten in debug builds, where the kept inputs are replayed by
    /// the tests (unoptimized and sometimes sanitized, several times slower).
    static let frameBound: Double = {
        #if DEBUG
            10
        #else
            1
        #endif
    }()

    /// The live drawing path, statefully: bytes become a window configuration (scene, size,
    /// scale, kiosk mode, how the compositor holds buffers) and then a long sequence of
    /// ``LiveAction``s driven through the app as `run` builds it, on an in-process compositor
    /// (see ``LiveRig``). After every refresh: nothing trapped, the loop's turn took at most
    /// ``frameBound``, every view's transform and centre are finite, every report and trace line
    /// is JSON. At the end, with every finger lifted and time passed, nothing animates, no touch
    /// is alive, and the app has been freed.
    ///
    /// `budget` caps the display refreshes and the pixels an input may take (the rest of it is
    /// not acted out), so each fuzzer input stays quick; the property test passes a larger one.
    public static func driveLiveApp(_ bytes: [UInt8], budget: LiveBudget = .fuzzInput) throws(Failure) {
        weak var app: LiveApp?
        weak var window: Window?
        weak var compositor: TestCompositor?
        do {
            var reader = ByteReader(bytes)
            let rig = try LiveRig(setup: LiveSetup.decode(&reader), frameBound: frameBound, budget: budget)
            (app, window, compositor) = (rig.app, rig.window, rig.compositor)
            var count = 0
            while !reader.isAtEnd, !rig.isOverBudget {
                let action = LiveAction.decode(&reader)
                count += 1
                do {
                    try rig.perform(action)
                } catch {
                    throw Failure(description: "action \(count), \(action): \(error)")
                }
            }
            try rig.finish()
        }
        // Memory stays bounded: a session leaves nothing behind (a cycle would keep its views,
        // rasters and buffers for good).
        try expect(app == nil && window == nil, "the app or its window outlived the session")
        try expect(compositor == nil, "the test compositor outlived the session")
    }
}

extension FuzzChecks {
    /// What an input of the live target does, one line each (the window, then every action): to
    /// read a kept input, or a seed of the property test.
    public static func describeLiveInput(_ bytes: [UInt8]) -> [String] {
        var reader = ByteReader(bytes)
        var lines = ["\(LiveSetup.decode(&reader))"]
        while !reader.isAtEnd { lines.append("\(LiveAction.decode(&reader))") }
        return lines
    }
}
