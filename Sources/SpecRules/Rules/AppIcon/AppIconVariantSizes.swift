import SpecKnowledge
import SpecModel

/// `app-icon-size` for `appIcon.variants` (a format extension): each targeted platform's `layout`
/// variant has the layout size of the HIG's Specifications table. Other roles (App Store, Top Shelf)
/// have no figure in the bundled HIG, so they are not judged.
enum AppIconVariantSizes {
    /// Violations for the `layout` variants of targeted platforms.
    static func violations(in context: RuleContext) -> [RuleViolation] {
        let targeted = Set(context.spec.targets.map(\.platform))
        var violations: [RuleViolation] = []
        for variant in context.spec.appIconVariants where variant.role == .layout {
            guard let platform = variant.platform, targeted.contains(platform),
                let required = context.profile(for: platform).appIconSize?.value
            else { continue }
            let width = variant.widthNode?.numberValue
            let height = variant.heightNode?.numberValue
            let widthWrong = width.map { $0 != required.width } ?? false
            let heightWrong = height.map { $0 != required.height } ?? false
            guard widthWrong || heightWrong, let node = widthWrong ? variant.widthNode : variant.heightNode else { continue }
            let format = PointSize.format
            let needed = widthWrong ? required.width : required.height
            violations.append(
                RuleViolation(
                    range: node.range,
                    message: AppIconSizeRule.wrongVariantSize(platform: platform, width: width, height: height, required: required),
                    fix: SuggestedFix(title: "Set to \(format(needed)) px", range: node.range, newText: format(needed))))
        }
        return violations
    }
}
