extension RuleRegistry {
    /// Rules about color values, tokens and their variants.
    static let colorRules: [any Rule.Type] = [
        UnknownColorRule.self,
        CustomColorLightDarkVariantsRule.self,
        CustomColorIncreasedContrastVariantsRule.self,
        LightDarkVariantsIdenticalRule.self,
        NoHardcodedSystemColorValuesRule.self,
        SemanticColorMisuseRule.self,
        GroupedBackgroundColorsRule.self,
        WatchOSLongLivedBackgroundRule.self,
        WatchOSSheetMaterialRule.self,
        AppSpecificAppearanceSettingRule.self,
        InteractiveColorOnStaticTextRule.self
    ]
}
