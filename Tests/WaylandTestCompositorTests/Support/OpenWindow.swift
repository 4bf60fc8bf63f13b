import WaylandTestCompositor

extension RawClient {
    /// A client connected to `compositor` by its socket path, with the globals listed.
    static func connected(to compositor: TestCompositor) throws -> RawClient {
        let client = try RawClient(socketPath: compositor.socketPath)
        try client.listGlobals(compositor)
        return client
    }
}

/// A compositor, a connected client and its toplevel window: mapped (initial commit made and
/// first configure acked) when `title` is given, otherwise not yet committed.
func openWindow(_ options: TestCompositor.Options = .init(), title: String? = "GestureCanvas")
    throws -> (TestCompositor, RawClient, RawWindow)
{
    let compositor = try TestCompositor(options: options)
    let client = try RawClient.connected(to: compositor)
    let window = try RawWindow(client: client)
    if let title { try window.map(compositor, title: title) }
    return (compositor, client, window)
}
