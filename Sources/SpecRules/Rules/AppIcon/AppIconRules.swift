extension RuleRegistry {
    /// Rules about app icon artwork.
    static let appIconRules: [any Rule.Type] = [
        AppIconSizeRule.self,
        AppIconLayerCountRule.self,
        AppIconAppearanceVariantsRule.self,
        AppIconBackgroundOpaqueRule.self,
        AppIconNoTextRule.self,
        WatchOSAppIconNotBlackRule.self
    ]
}
