import SpecModel

extension Component {
    /// True when focus can move to the component: it is a control, or the spec marks it `isFocusable`.
    var isFocusable: Bool { isInteractive || boolean("isFocusable") == true }
}
