/// Fullscreen on a named output (a kiosk's scene file says `output = "HDMI-A-1"`).
///
/// `xdg_toplevel.set_fullscreen` takes the output to fill, or none for the compositor's choice.
/// Outputs come and go (a screen switched off, a cable pulled), and an output's name arrives only
/// after it is bound, so the request is made again whenever the outputs change and the named one
/// is there but not yet asked for. While it is missing the compositor places the window, as it
/// does when the output a window filled goes away.
extension ShellWindow {
    /// Asks for fullscreen on the named output if the display has it, else where the compositor
    /// picks.
    func requestFullscreen() {
        wantsFullscreen = true
        let output = namedFullscreenOutput()
        let known = display.outputs.compactMap(\.outputName)
        // Names arrive after the outputs are bound; one missing among named outputs is news.
        if let name = fullscreenOutputName, output == nil, !known.isEmpty {
            shellLog.warning(
                "no output is called \(name) (there are \(known.joined(separator: ", "))): full screen where the compositor puts it until it comes"
            )
        }
        fullscreenOutput = output
        toplevel.setFullscreen(true, on: output)
    }

    func leaveFullscreen() {
        wantsFullscreen = false
        fullscreenOutput = nil
        toplevel.setFullscreen(false)
    }

    /// The outputs changed: the named output came (back), so the window asks for it.
    func followFullscreenOutput() {
        guard wantsFullscreen, fullscreenOutputName != nil else { return }
        guard let output = namedFullscreenOutput(), output !== fullscreenOutput else { return }
        shellLog.info("output \(output.outputName ?? "") is here: full screen on it")
        fullscreenOutput = output
        toplevel.setFullscreen(true, on: output)
    }

    private func namedFullscreenOutput() -> Output? {
        guard let name = fullscreenOutputName else { return nil }
        return display.outputs.first { $0.outputName == name }
    }

    /// The outputs the compositor shows turned or flipped (`wl_output.transform` other than
    /// normal), by name, such as `HDMI-A-1`: an app that turns its own content for a panel
    /// mounted sideways would turn it twice there.
    public var outputsTurnedByTheCompositor: [String] {
        display.outputs.filter { $0.transform != 0 }.map { $0.outputName ?? "#\($0.name)" }
    }
}
