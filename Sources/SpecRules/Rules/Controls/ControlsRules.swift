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
        ComponentUnsupportedOnPlatformRule.self,
        SubmenuDepthRule.self,
        SubmenuItemCountRule.self,
        DisclosureButtonsPerViewRule.self,
        ButtonTitleCaseRule.self,
        MenuItemTitleCaseRule.self,
        EllipsisCharacterRule.self,
        MenuItemNoArticlesRule.self,
        DescriptiveLinkTextRule.self,
        SearchUsesSearchFieldRule.self,
        WatchOSAvoidActivityIndicatorRule.self,
        TVOSSignInOnAnotherDeviceRule.self,
        PasswordFieldNotPrefilledRule.self,
        SliderNotForVolumeRule.self,
        BiometricOptInSettingRule.self
    ]
}
