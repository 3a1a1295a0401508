extension RuleRegistry {
    /// Rules about controls: segmented controls, page controls, text fields, buttons, sliders.
    static let controlRules: [any Rule.Type] = [
        SegmentedControlMaxSegmentsRule.self,
        SegmentedControlNoMixedContentRule.self,
        PageControlDotCountRule.self,
        TextFieldLabelOrPlaceholderRule.self,
        SecurePasswordFieldRule.self,
        KeyboardTypeMatchesContentRule.self,
        ProminentButtonsPerViewRule.self,
        SliderUnsupportedTVOSRule.self,
        MacOSRadioGroupSizeRule.self,
        MacOSSliderLabelRule.self,
        VisionOSNoWhiteFillButtonsRule.self,
        VisionOSHorizontalSlidersRule.self,
        WatchOSAvoidActivityIndicatorRule.self,
        TVOSSignInOnAnotherDeviceRule.self,
    ]
}
