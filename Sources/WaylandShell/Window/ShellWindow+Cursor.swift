/// The pointer's image over the window.
extension ShellWindow {
    /// Shows ``cursor`` now where the pointer is over this window; otherwise it is shown when
    /// the pointer enters.
    func cursorChanged() {
        display.seats.forEach { $0.pointer?.cursorChanged(for: self) }
    }
}
