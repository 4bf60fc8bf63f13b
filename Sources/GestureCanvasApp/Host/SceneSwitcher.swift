import GestureKit

/// A bar of large tabs along the bottom of the window, one per scene, so a person on a
/// touchscreen can change scenes without a keyboard.
final class SceneSwitcher: View {
    static let height = 56.0
    static let tabFont = Font(size: 17, bold: true)
    /// The smallest the tabs' names are shrunk to in a narrow window; below it, a name is cut short.
    static let smallestTabFontSize = 10.0
    private(set) var tabs: [Label] = []
    var onSelect: ((String) -> Void)?

    init(sceneNames: [String]) {
        super.init(frame: .zero)
        name = "switcher"
        isAccessibilityElement = true
        accessibilityRole = .tabList
        accessibilityLabel = "Scenes"
        backgroundColor = Color(hex: 0xFFFFFF, alpha: 0.96)
        for (index, sceneName) in sceneNames.enumerated() {
            let tab = Label(text: sceneName.capitalized)
            tab.name = "\(sceneName)Tab"
            tab.isUserInteractionEnabled = true
            tab.cornerRadius = 10
            tab.font = Self.tabFont
            tab.textAlignment = .center
            let tap = TapGestureRecognizer { [unowned self] _ in onSelect?(sceneName) }
            tap.name = "tab"
            tab.addGestureRecognizer(tap)
            tab.isAccessibilityElement = true
            tab.accessibilityRole = .tab
            tab.accessibilityLabel = sceneName.capitalized
            tab.accessibilityHint = "Shows the \(sceneName) scene"
            tab.accessibilityTraits = [.selectable]
            tab.accessibilityCustomActions = [
                AccessibilityCustomAction(
                    name: "switch", description: "Switch: shows the \(sceneName) scene, as tapping the tab does",
                    keyBinding: "\(index + 1)"
                ) { [unowned self] in
                    onSelect?(sceneName)
                    return true
                }
            ]
            addSubview(tab)
            tabs.append(tab)
        }
    }

    func layout(width: Double) {
        let margin = 8.0
        let tabWidth = (width - margin * Double(tabs.count + 1)) / Double(max(tabs.count, 1))
        for (index, tab) in tabs.enumerated() {
            tab.frame = Rect(
                x: margin + Double(index) * (tabWidth + margin), y: margin, width: tabWidth,
                height: Self.height - 2 * margin)
            tab.font = Self.tabFont
        }
        // Names wider than their tabs (a phone-sized window) are shrunk alike until the widest
        // fits, as far as they stay legible.
        let room = tabWidth - 8
        let widest = tabs.map { $0.sizeThatFits(Size(width: .infinity, height: .infinity)).width }.max() ?? 0
        if widest > room, room > 0 {
            let size = max(Self.tabFont.size * room / widest, Self.smallestTabFontSize)
            for tab in tabs { tab.font.size = size }
        }
    }

    func highlight(_ sceneName: String) {
        for tab in tabs {
            let selected = tab.name == "\(sceneName)Tab"
            tab.backgroundColor = selected ? Color(hex: 0x007AFF) : Color(hex: 0xE5E5EA)
            tab.textColor = selected ? .white : Color(hex: 0x1C1C1E)
            tab.accessibilityTraits = selected ? [.selectable, .selected] : [.selectable]
        }
    }
}

extension String {
    /// "photos" → "Photos".
    var capitalized: String { prefix(1).uppercased() + dropFirst() }
}
