// What a GestureWindow app needs comes with `import GestureWindow`: the engine (views, touches,
// recognizers) and, by name only, the few types of the modules beneath that WindowApp's own API
// mentions or that a host drawing a view tree itself uses. WaylandShell, CairoCanvas,
// HostSystem and AccessibilityBridge are not products, so an app could not import them.
@_exported import GestureKit

@_exported import class AccessibilityBridge.AccessibilityBridge
@_exported import class CairoCanvas.CairoImage
@_exported import class CairoCanvas.CairoSurface
@_exported import protocol CairoCanvas.PixelStorage
@_exported import class CairoCanvas.Renderer
@_exported import class CairoCanvas.TextLayouts
@_exported import struct HostSystem.ServiceEnvironment
@_exported import class WaylandShell.EventLoop
@_exported import enum WaylandShell.ShellError
@_exported import class WaylandShell.ShellWindow
@_exported import class WaylandShell.WaylandDisplay
@_exported import struct WaylandShell.WindowOptions
