import SpecKnowledge

/// Variants (what differs per platform and size class) and Dynamic Type ranges.
extension FormatVocabulary {
    /// The key of a screen's or component's variants.
    public static let variantsKey = SpecVariant.key

    /// `variants` on a screen or component; its elements take the owner's properties (`refinedShape`).
    static func variantsProperty(of owner: VocabularyContext) -> PropertySpec {
        PropertySpec(
            variantsKey, .array(.object(.variant(owner))),
            "What differs per platform and size class, without copying the \(owner == .screen ? "screen" : "component"): each entry has a `when` (`platform`, `horizontalSizeClass`, `verticalSizeClass`, as SwiftUI's environment) and the properties that replace this one's there, e.g. `{ \"when\": { \"horizontalSizeClass\": \"regular\" }, \"columns\": 3 }`. Later entries win. Rules judge every distinct variant with its platform's figures and name it in findings (\"on iPadOS, regular width\"). iPhone screens are compact width (regular in landscape on the largest phones), iPad screens regular (compact beside another app); other platforms have no size classes.",
            hig: hig("layout", "iOS-iPadOS-device-size-classes"), isExtension: true)
    }

    /// The properties of a variant of `owner`: `when`, then the owner's, less those a variant may not change.
    static func variantProperties(of owner: VocabularyContext) -> [PropertySpec] {
        [whenProperty] + properties(in: owner).filter { !SpecVariant.fixedKeys.contains($0.name) }
    }

    static let whenProperty = PropertySpec(
        "when", .object(.variantCondition),
        "Where this variant applies: a `platform`, a `horizontalSizeClass` and a `verticalSizeClass` (each optional; all given must match). A variant without `when` applies nowhere.",
        hig: hig("layout", "iOS-iPadOS-device-size-classes"), isExtension: true)

    /// The size classes, as SwiftUI spells them.
    static let sizeClasses: [VocabularyValue] = [
        VocabularyValue("compact", "A constrained space: an iPhone's width in portrait, an iPad app beside another."),
        VocabularyValue("regular", "An expansive space: an iPad's width, an iPhone's height in portrait.")
    ]

    static let variantConditionProperties: [PropertySpec] = [
        PropertySpec(
            "platform", .platformName,
            "The platform the variant applies on (as an `#if os(...)` branch).",
            hig: hig("layout", "Platform-considerations"), isExtension: true),
        PropertySpec(
            "horizontalSizeClass", .enumeration(sizeClasses),
            "SwiftUI's `horizontalSizeClass` the variant applies in. Only iOS and iPadOS have size classes.",
            hig: hig("layout", "iOS-iPadOS-device-size-classes"), isExtension: true),
        PropertySpec(
            "verticalSizeClass", .enumeration(sizeClasses),
            "SwiftUI's `verticalSizeClass` the variant applies in. Only iOS and iPadOS have size classes.",
            hig: hig("layout", "iOS-iPadOS-device-size-classes"), isExtension: true)
    ]

    /// SwiftUI's `DynamicTypeSize` names, smallest first.
    public static let dynamicTypeSizes: [VocabularyValue] = ContentSizeCategory.allCases.map { size in
        VocabularyValue(
            size.dynamicTypeSizeName,
            size.isAccessibilitySize ? "An accessibility size (Larger Accessibility Text Sizes)." : "A standard text size.")
    }

    /// `dynamicTypeRange` at the top level or on a screen.
    static let dynamicTypeRangeProperty = PropertySpec(
        "dynamicTypeRange", .object(.dynamicTypeRange),
        "The Dynamic Type sizes the app (or this screen) supports, as SwiftUI's `.dynamicTypeSize(...DynamicTypeSize.xxxLarge)`: `min` and `max` size names. A screen's range replaces the app's. People who need larger text choose the accessibility sizes; a range that stops before them is judged.",
        hig: hig("accessibility", "Vision"), isExtension: true)

    static let dynamicTypeRangeProperties: [PropertySpec] = [
        PropertySpec(
            "min", .enumeration(dynamicTypeSizes),
            "The smallest Dynamic Type size the text takes (SwiftUI's `DynamicTypeSize`).",
            hig: hig("typography", "Supporting-Dynamic-Type"), isExtension: true),
        PropertySpec(
            "max", .enumeration(dynamicTypeSizes),
            "The largest Dynamic Type size the text takes (SwiftUI's `DynamicTypeSize`); `accessibility5` supports every size.",
            hig: hig("typography", "Supporting-Dynamic-Type"), isExtension: true)
    ]

    /// A font object's `relativeTo`.
    static let relativeToProperty = PropertySpec(
        "relativeTo", .textStyle,
        "The text style a custom size scales with, as `.font(.system(size: 15, relativeTo: .body))` or `.custom(_:size:relativeTo:)`: the font scales with Dynamic Type like that style.",
        hig: hig("typography", "Supporting-Dynamic-Type"), isExtension: true)

    static let scaledSizeProperties: [PropertySpec] = [
        PropertySpec("value", .number, "The size in pt at the default text size.", isExtension: true),
        PropertySpec(
            "relativeTo", .textStyle, "The text style the size scales with (SwiftUI's `@ScaledMetric(relativeTo:)`).",
            hig: hig("typography", "Supporting-Dynamic-Type"), isExtension: true)
    ]

    /// Documentation of the contexts this file adds.
    static func variantDocumentation(of context: VocabularyContext) -> (summary: String, higURL: String?)? {
        switch context {
        case .variant(let owner):
            return (
                "A variant of \(owner.phrase): a `when` and the properties that replace the owner's where it matches.",
                hig("layout", "iOS-iPadOS-device-size-classes")
            )
        case .variantCondition:
            return ("Where a variant applies: platform and size classes.", hig("layout", "iOS-iPadOS-device-size-classes"))
        case .dynamicTypeRange:
            return ("The Dynamic Type sizes supported, from `min` to `max`.", hig("accessibility", "Vision"))
        case .scaledSize:
            return ("A size that scales with Dynamic Type, relative to a text style.", hig("typography", "Supporting-Dynamic-Type"))
        default:
            return nil
        }
    }
}
