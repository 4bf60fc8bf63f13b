/// What an assistive technology (a screen reader, a switch device) is told a view is, as UIKit's
/// `accessibilityTraits` say it: the role it announces.
public enum AccessibilityRole: Sendable {
    /// A group of other elements (the default).
    case group
    /// A picture a person can see and act on (a photo).
    case image
    /// A row of tabs that switch pages.
    case tabList
    /// One tab of a `tabList`.
    case tab
    /// One item of a list (a line drawn on a canvas).
    case listItem
    /// A button.
    case button
    /// Text that only informs.
    case label
    /// A surface drawn on (the draw scene's canvas).
    case drawingArea
}

/// The states an assistive technology reads of a view besides being shown, as UIKit's traits.
public struct AccessibilityTraits: OptionSet, Sendable {
    /// The traits' bits.
    public let rawValue: Int
    /// Traits from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The keyboard can be moved to it.
    public static let focusable = AccessibilityTraits(rawValue: 1 << 0)
    /// The keyboard is on it now (the focus ring shows).
    public static let focused = AccessibilityTraits(rawValue: 1 << 1)
    /// It can be selected.
    public static let selectable = AccessibilityTraits(rawValue: 1 << 2)
    /// It is selected (the current tab, a selected line).
    public static let selected = AccessibilityTraits(rawValue: 1 << 3)
}

/// Something a person can do to a view without its gesture, as UIKit's
/// `UIAccessibilityCustomAction`: a screen reader lists it by name and description (Orca's
/// Orca+Shift+A menu) and performs it, and the key binding tells the person the key that does it.
///
/// ```swift
/// photo.accessibilityCustomActions = [
///     AccessibilityCustomAction(name: "zoom in", description: "Zoom in: make the photo larger", keyBinding: "plus") {
///         photo.transform = photo.transform.scaledBy(x: 1.2, y: 1.2)
///         return true
///     }
/// ]
/// ```
public struct AccessibilityCustomAction {
    /// A short name, lower case ("zoom in").
    public var name: String
    /// A sentence saying what it does, for a person to hear.
    public var description: String
    /// The key that does the same, as xkb names it ("plus", "<Shift>Tab"); nil for none.
    public var keyBinding: String?
    /// Does it; returns whether it could.
    public var handler: () -> Bool

    /// An action called `name`, described by `description`, done by `keyBinding`, doing `handler`.
    public init(name: String, description: String, keyBinding: String? = nil, handler: @escaping () -> Bool) {
        self.name = name
        self.description = description
        self.keyBinding = keyBinding
        self.handler = handler
    }
}

/// A view's accessibility, boxed in one optional reference of the view, made on first use: most
/// views never say anything to assistive technologies, and a view stays as small as it was on the
/// hot paths of hit testing and delivery.
final class AccessibilityProperties {
    var isElement = false
    var label: String?
    var hint: String?
    var role = AccessibilityRole.group
    var traits: AccessibilityTraits = []
    var customActions: [AccessibilityCustomAction] = []
    var focusHandler: (() -> Bool)?
}

extension View {
    /// The view's accessibility for changing, made on first use.
    private var changingAccessibility: AccessibilityProperties {
        if let accessibility { return accessibility }
        let made = AccessibilityProperties()
        accessibility = made
        return made
    }

    /// Whether assistive technologies see this view as one element (as UIKit's
    /// `isAccessibilityElement`). Off by default: a view is shown to them only when an app says
    /// what it is. Views that are not elements are passed through: their element subviews appear
    /// under the nearest element ancestor, or the window.
    public var isAccessibilityElement: Bool {
        get { accessibility?.isElement ?? false }
        set { changingAccessibility.isElement = newValue }
    }

    /// What the element is called, read first ("Photo 1"). Falls back to nothing: set it.
    public var accessibilityLabel: String? {
        get { accessibility?.label }
        set { changingAccessibility.label = newValue }
    }

    /// What happens when a person acts on it, read after the label ("Drag to move, pinch to zoom").
    public var accessibilityHint: String? {
        get { accessibility?.hint }
        set { changingAccessibility.hint = newValue }
    }

    /// The role announced for it.
    public var accessibilityRole: AccessibilityRole {
        get { accessibility?.role ?? .group }
        set { changingAccessibility.role = newValue }
    }

    /// Its focus and selection, as the app keeps them.
    public var accessibilityTraits: AccessibilityTraits {
        get { accessibility?.traits ?? [] }
        set { changingAccessibility.traits = newValue }
    }

    /// What a person can do to it by name (each a gesture's equivalent).
    public var accessibilityCustomActions: [AccessibilityCustomAction] {
        get { accessibility?.customActions ?? [] }
        set { changingAccessibility.customActions = newValue }
    }

    /// Called when an assistive technology moves the keyboard focus to this view; returns whether
    /// it took it (nil: it cannot be focused that way).
    public var accessibilityFocusHandler: (() -> Bool)? {
        get { accessibility?.focusHandler }
        set { changingAccessibility.focusHandler = newValue }
    }

    /// Where the element is, in window coordinates: the box around its bounds as drawn
    /// (moved, scaled and turned).
    public var accessibilityFrame: Rect {
        transformToWindow.apply(to: bounds)
    }

    /// Whether it and every view above it are shown (not hidden, not transparent).
    public var isShownToAccessibility: Bool {
        var view: View? = self
        while let current = view {
            if current.isHidden || current.alpha < 0.01 { return false }
            view = current.superview
        }
        return true
    }
}
