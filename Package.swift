// swift-tools-version: 6.3;(experimentalCGen)
// The `experimentalCGen` feature lets the WaylandScanner build-tool plugin emit C sources for the
// CWaylandProtocols target (see protocols/README.md).
import PackageDescription

let package = Package(
    name: "GestureCanvas",
    products: [
        .library(name: "GestureKit", targets: ["GestureKit"]),
        // Synthetic touches on a manual clock and an action log: how to test recognizers.
        .library(name: "GestureKitTesting", targets: ["GestureKitTesting"]),
        // A view tree in a Wayland window, drawn with Cairo: what another touch app needs.
        .library(name: "GestureWindow", targets: ["GestureWindow"]),
        // Recorded input (traces) and what the recognizers did (reports), read and written.
        .library(name: "GestureTrace", targets: ["GestureTrace"]),
        .executable(name: "gesture-canvas", targets: ["gesture-canvas"]),
        .executable(name: "gesture-canvas-bench", targets: ["gesture-canvas-bench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
        .package(url: "https://github.com/apple/swift-numerics", from: "1.0.0"),
        // File descriptors, errno and stat as Swift types, for the HostSystem target (`Stat`
        // came in 1.7).
        .package(url: "https://github.com/apple/swift-system", from: "1.7.0"),
        // Scene files (`run --config`) are TOML.
        .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
        // `swift package generate-documentation`: the DocC catalogs, built in CI (make docs).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        // The platform-free engine: views, touches, recognizers, arbitration, motion, traces.
        .target(
            name: "GestureKit",
            dependencies: [.product(name: "RealModule", package: "swift-numerics")]),

        // The trace and report formats: their own versioned schema, read and written as JSON Lines.
        .target(name: "GestureTrace", dependencies: ["GestureKit"]),

        // C libraries, found through pkg-config.
        .systemLibrary(name: "CWaylandClient", pkgConfig: "wayland-client", providers: [.apt(["libwayland-dev"])]),
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        // Text layout (wrapping, ellipsis, bidi, shaping) drawn through Cairo.
        .systemLibrary(
            name: "CPangoCairo", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(name: "CTurboJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"])]),
        .systemLibrary(name: "CXKBCommon", pkgConfig: "xkbcommon", providers: [.apt(["libxkbcommon-dev"])]),
        .systemLibrary(name: "CWaylandCursor", pkgConfig: "wayland-cursor", providers: [.apt(["libwayland-dev"])]),
        .target(
            name: "CWaylandProtocols",
            dependencies: ["CWaylandClient"],
            plugins: ["WaylandScanner"]),
        .plugin(name: "WaylandScanner", capability: .buildTool()),

        // The in-process test compositor (libwayland-server) that Wayland client tests talk to.
        .systemLibrary(
            name: "CWaylandServer", pkgConfig: "wayland-server",
            providers: [.apt(["libwayland-dev"])]),
        .target(
            name: "CWaylandServerProtocols",
            // The interface tables come from CWaylandProtocols; see Plugins/WaylandScanner.
            dependencies: ["CWaylandServer", "CWaylandProtocols"],
            plugins: ["WaylandScanner"]),
        .target(
            name: "WaylandTestCompositor",
            dependencies: ["CWaylandServerProtocols", "CWaylandServer", "CXKBCommon"],
            exclude: ["README.md"]),
        .testTarget(
            name: "WaylandTestCompositorTests",
            dependencies: ["WaylandTestCompositor", "CWaylandClient", "CWaylandProtocols"]),

        // The calls that are neither drawing nor Wayland: files a person names, standard streams,
        // handing over to another program, finding the resources, a D-Bus client. GestureKit only
        // for `Quoted`, the one way a message quotes what came from outside.
        .target(
            name: "HostSystem",
            dependencies: ["GestureKit", .product(name: "SystemPackage", package: "swift-system")]),
        .testTarget(name: "HostSystemTests", dependencies: ["HostSystem"]),

        // Drawing a view tree with Cairo: surfaces, PNG images, text laid out by Pango, damage-limited redraws.
        // CTurnedCopy is its turned-photo loop, in C for the processor's vector instructions.
        .target(name: "CTurnedCopy"),
        .target(
            name: "CairoCanvas",
            dependencies: ["GestureKit", "HostSystem", "CCairo", "CPangoCairo", "CTurboJPEG", "CTurnedCopy"]),
        .testTarget(
            name: "CairoCanvasTests",
            dependencies: ["CairoCanvas", "GestureKit", "HostSystem", "CTurnedCopy", "GestureKitTesting"]),

        // The Wayland client: display, window, shared-memory buffers, seat input, the event loop.
        .target(
            name: "WaylandShell",
            dependencies: [
                "GestureKit", "HostSystem", "CWaylandClient", "CWaylandProtocols", "CXKBCommon", "CWaylandCursor",
                .product(name: "Logging", package: "swift-log"),
            ],
            exclude: ["README.md"]),
        .testTarget(
            name: "WaylandShellTests",
            dependencies: [
                "WaylandShell", "WaylandTestCompositor", "GestureKit", "CairoCanvas", "CompositorHarness",
                "CompositorHarnessTesting",
            ]),

        // The accessibility tree over AT-SPI: ATK objects (C, with GLib) for the views marked
        // accessible, and the Swift bridge that owns them and drives GLib's main context from the
        // event loop.
        .systemLibrary(name: "CATK", pkgConfig: "atk", providers: [.apt(["libatk1.0-dev"])]),
        .systemLibrary(
            name: "CATKBridge", pkgConfig: "atk-bridge-2.0", providers: [.apt(["libatk-bridge2.0-dev"])]),
        .target(
            name: "CAccessibility", dependencies: ["CATK", "CATKBridge"],
            // The bus connection atk-bridge shares with libatspi, to tell when it is gone.
            linkerSettings: [.linkedLibrary("atspi"), .linkedLibrary("dbus-1")]),
        .target(
            name: "AccessibilityBridge",
            dependencies: [
                "GestureKit", "HostSystem", "WaylandShell", "CAccessibility",
                .product(name: "Logging", package: "swift-log"),
            ]),
        .testTarget(name: "AccessibilityBridgeTests", dependencies: ["AccessibilityBridge"]),

        // A view tree in a window: connect, route input, draw with Cairo, run the loop.
        .target(
            name: "GestureWindow",
            dependencies: [
                "GestureKit", "CairoCanvas", "WaylandShell", "HostSystem", "AccessibilityBridge",
                .product(name: "Logging", package: "swift-log"),
            ]),
        .testTarget(
            name: "GestureWindowTests",
            dependencies: ["GestureWindow", "WaylandTestCompositor"]),

        // The app: the seeds' scenes, the live and replay drivers.
        .target(
            name: "GestureCanvasApp",
            dependencies: [
                "GestureKit", "GestureTrace", "CairoCanvas", "WaylandShell", "GestureWindow", "HostSystem",
                .product(name: "RealModule", package: "swift-numerics"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "TOMLKit", package: "TOMLKit"),
            ]),
        .executableTarget(
            name: "gesture-canvas",
            dependencies: [
                "GestureCanvasApp", "GestureKit", "GestureWindow", "WaylandShell", "HostSystem",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]),
        // The benchmarks: an instrument beside the app, never linked into it. They measure the
        // built `gesture-canvas` under the in-process test compositor and KWin headless; the
        // app's `bench` subcommand hands over to `gesture-canvas-bench` when it is built.
        .target(
            name: "GestureCanvasBench",
            dependencies: [
                "GestureCanvasApp", "GestureKit", "HostSystem", "WaylandShell", "WaylandTestCompositor",
                "CompositorHarness",
                .product(name: "RealModule", package: "swift-numerics"),
            ]),
        .executableTarget(
            name: "gesture-canvas-bench",
            dependencies: [
                "GestureCanvasBench", "GestureCanvasApp",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]),
        .testTarget(
            name: "GestureCanvasAppTests",
            dependencies: [
                "GestureCanvasApp", "GestureCanvasBench", "GestureKit", "GestureKitTesting", "WaylandTestCompositor",
                "WaylandShell", "CairoCanvas", "HostSystem", "CompositorHarness", "CompositorHarnessTesting",
            ],
            // The screen reader's script, run by ScreenReaderTests.
            exclude: ["Accessibility/atspi_check.py"]),

        // Fuzzing (`make fuzz`): the trace parser, the touch assembly, the whole replay path through
        // every scene and the renderer, scene files, and the live app on an in-process compositor.
        // The checks are replayed by tests.
        .target(
            name: "FuzzChecks",
            dependencies: [
                "GestureKit", "GestureTrace", "GestureCanvasApp", "CairoCanvas", "WaylandShell",
                "WaylandTestCompositor",
            ]),
        .executableTarget(name: "gesture-canvas-fuzz", dependencies: ["FuzzChecks"]),
        .testTarget(
            name: "FuzzChecksTests", dependencies: ["FuzzChecks", "GestureKitTesting"], exclude: ["Regressions"]),

        // Reports a finger a test left down as an issue of that test (Swift Testing's).
        .target(
            name: "GestureKitTesting",
            dependencies: ["GestureKit", .product(name: "RealModule", package: "swift-numerics")]),
        .testTarget(name: "GestureTraceTests", dependencies: ["GestureTrace", "GestureKit", "GestureKitTesting"]),
        .testTarget(
            name: "GestureKitTests",
            dependencies: [
                "GestureKit", "GestureKitTesting", "GestureTrace",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]),

        // Real compositors for tests (weston, sway and KWin headless) and touch injection into
        // KWin through its fake-input protocol. Test targets only: the app never links these.
        .target(
            name: "CKWinFakeInput",
            dependencies: ["CWaylandClient"],
            plugins: ["WaylandScanner"]),
        .target(
            name: "CompositorHarness",
            dependencies: ["CKWinFakeInput", "CWaylandClient", "HostSystem"],
            exclude: ["README.md"]),
        // Skipping a test where a compositor cannot run: apart, so the app's bench (which uses the
        // harness) does not link the test library.
        .target(name: "CompositorHarnessTesting", dependencies: ["CompositorHarness"]),
        .testTarget(
            name: "CompositorHarnessTests",
            dependencies: ["CompositorHarness", "CompositorHarnessTesting", "CWaylandClient", "CWaylandProtocols"]),
    ]
)
