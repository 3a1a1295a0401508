/// Toggle styles (`"style"` on toggles).
public enum ToggleStyle: String, CaseIterable, Sendable, Hashable {
    case `switch`, checkbox, button

    /// Documentation for hover and completion.
    public var documentation: String {
        switch self {
        case .switch: return "An on/off switch (the iOS default)."
        case .checkbox: return "A checkbox (macOS)."
        case .button: return "A button that shows its state with a background."
        }
    }

    /// True for the styles macOS keeps in the window body, out of toolbars and status bars (switches and checkboxes).
    public var belongsInWindowBody: Bool { self == .switch || self == .checkbox }
}

/// Picker styles (`"style"` on pickers).
public enum PickerStyle: String, CaseIterable, Sendable, Hashable {
    case menu, wheel, inline, segmented, navigationLink, radioGroup

    /// Documentation for hover and completion.
    public var documentation: String {
        switch self {
        case .menu: return "A button that shows the options in a menu (a pop-up button in macOS)."
        case .wheel: return "A scrolling wheel."
        case .inline: return "The options inline, e.g. as list rows."
        case .segmented: return "A segmented control."
        case .navigationLink: return "A row that pushes a list of options."
        case .radioGroup: return "A group of radio buttons (macOS): two to five mutually exclusive options in the window body."
        }
    }

    /// True for the styles macOS keeps in the window body, out of toolbars and status bars (radio buttons).
    public var belongsInWindowBody: Bool { self == .radioGroup }
}

/// Stack and slider axes (`"axis"`).
public enum Axis: String, CaseIterable, Sendable, Hashable {
    case vertical, horizontal

    /// Documentation for hover and completion.
    public var documentation: String {
        switch self {
        case .vertical: return "Top to bottom."
        case .horizontal: return "Leading to trailing."
        }
    }
}
