import HostSystem

/// Whether the desktop asks for less motion: the settings portal's
/// `org.gnome.desktop.interface enable-animations` (GNOME's "Animations" switch, which KDE's
/// portal also answers), read once at start on the session bus.
enum DesktopMotion {
    /// How long the portal may take: it answers in milliseconds on a desktop.
    static let timeout = Duration.milliseconds(500)

    /// True when the desktop turned animations off; false when on; nil when no portal answers.
    static func prefersReduced() -> Bool? {
        guard let bus = DBusAddress.sessionBus(timeout: timeout) else { return nil }
        let value = try? bus.call(
            destination: "org.freedesktop.portal.Desktop", path: "/org/freedesktop/portal/desktop",
            interface: "org.freedesktop.portal.Settings", member: "Read",
            [.string("org.gnome.desktop.interface"), .string("enable-animations")])
        switch value {
        case "false": return true
        case "true": return false
        default: return nil
        }
    }
}
