// swift-tools-version: 6.3
// An app of one's own on GestureCanvas's toolkit: one card to drag, pinch and double-tap.
import PackageDescription

let package = Package(
    name: "DragPinch",
    dependencies: [.package(name: "GestureCanvas", path: "../..")],
    targets: [
        .target(name: "DragPinchCard", dependencies: [.product(name: "GestureKit", package: "GestureCanvas")]),
        .executableTarget(
            name: "drag-pinch",
            dependencies: ["DragPinchCard", .product(name: "GestureWindow", package: "GestureCanvas")]),
        .testTarget(
            name: "DragPinchCardTests",
            dependencies: ["DragPinchCard", .product(name: "GestureKitTesting", package: "GestureCanvas")]),
    ]
)
