import SpecKnowledge

/// The format's enumerated values, with a sentence of documentation each.
extension FormatVocabulary {
    /// Font weights, lightest first (the names `FontWeight` parses).
    public static let weights: [VocabularyValue] = FontWeight.allCases.map { weight in
        let numeric = ((FontWeight.allCases.firstIndex(of: weight) ?? 0) + 1) * 100
        let caution = weight <= .light ? " Hard to read at small sizes." : ""
        return VocabularyValue(
            weight.rawValue, "\(weight.rawValue.prefix(1).uppercased() + weight.rawValue.dropFirst()) (\(numeric)).\(caution)")
    }

    /// Platform names.
    public static let platformNames: [VocabularyValue] = Platform.allCases.map {
        VocabularyValue($0.rawValue, "Apple's \($0.rawValue).")
    }

    /// Keys of a color variants object (the `Appearance` raw values).
    public static let appearanceKeys: [VocabularyValue] = Appearance.allCases.map {
        VocabularyValue($0.rawValue, "The color in \($0.displayName) appearance.")
    }

    /// The system font designs.
    public static let fontDesigns: [VocabularyValue] = [
        VocabularyValue("default", "SF Pro (SF Compact on watchOS)."),
        VocabularyValue("rounded", "SF Pro Rounded."),
        VocabularyValue("serif", "New York."),
        VocabularyValue("monospaced", "SF Mono.")
    ]

    /// Navigation bar title modes.
    public static let titleModes: [VocabularyValue] = [
        VocabularyValue("large", "A large title (34 pt on iOS) that shrinks into the bar as content scrolls."),
        VocabularyValue("inline", "A standard title (17 pt on iOS) centered in the bar.")
    ]

    /// Roles of buttons and alert actions.
    public static let roles: [VocabularyValue] = ButtonRole.allCases.map { VocabularyValue($0.rawValue, $0.documentation) }

    /// Button styles.
    public static let buttonStyles: [VocabularyValue] = ButtonStyle.allCases.map { VocabularyValue($0.rawValue, $0.documentation) }

    /// List styles.
    public static let listStyles: [VocabularyValue] = [
        VocabularyValue("plain", "Rows edge to edge."),
        VocabularyValue("grouped", "Rows in groups on a grouped background."),
        VocabularyValue("insetGrouped", "Groups inset from the edges with rounded corners."),
        VocabularyValue("inset", "Rows inset from the edges, without group backgrounds."),
        VocabularyValue("sidebar", "A sidebar list (iPadOS, macOS).")
    ]

    /// Stack and slider axes.
    public static let axes: [VocabularyValue] = Axis.allCases.map { VocabularyValue($0.rawValue, $0.documentation) }

    /// watchOS complication families.
    public static let complicationFamilies: [VocabularyValue] = ComplicationFamily.allCases.map {
        VocabularyValue($0.rawValue, $0.documentation)
    }

    /// Text alignments.
    public static let textAlignments: [VocabularyValue] = [
        VocabularyValue("leading", "Aligned to the leading edge (left in left-to-right languages)."),
        VocabularyValue("center", "Centered."),
        VocabularyValue("trailing", "Aligned to the trailing edge.")
    ]

    /// Keyboard types for text fields.
    public static let keyboards: [VocabularyValue] = [
        VocabularyValue("default", "The standard keyboard."),
        VocabularyValue("asciiCapable", "Standard ASCII characters only."),
        VocabularyValue("numbersAndPunctuation", "Numbers and punctuation."),
        VocabularyValue("url", "Optimized for URLs (`.`, `/`, `.com`)."),
        VocabularyValue("number", "A number pad (digits only)."),
        VocabularyValue("phone", "A phone pad (digits, `*`, `#`, `+`)."),
        VocabularyValue("namePhone", "Names or phone numbers."),
        VocabularyValue("email", "Optimized for email addresses (`@`, `.`)."),
        VocabularyValue("decimal", "Digits and a decimal separator."),
        VocabularyValue("twitter", "Optimized for social handles (`@`, `#`)."),
        VocabularyValue("webSearch", "Optimized for web search terms and URLs."),
        VocabularyValue("asciiCapableNumberPad", "A number pad that outputs ASCII digits only.")
    ]

    /// Text content types (UIKit's `UITextContentType` names) for AutoFill.
    public static let contentTypes: [VocabularyValue] = [
        ("name", "A full name."), ("namePrefix", "A name prefix (Dr., Ms.)."), ("givenName", "A given (first) name."),
        ("middleName", "A middle name."), ("familyName", "A family (last) name."), ("nameSuffix", "A name suffix (Jr.)."),
        ("nickname", "A nickname."), ("jobTitle", "A job title."), ("organizationName", "An organization name."),
        ("location", "A location."), ("fullStreetAddress", "A full street address."),
        ("streetAddressLine1", "The first line of a street address."), ("streetAddressLine2", "The second line of a street address."),
        ("addressCity", "A city."), ("addressState", "A state or province."), ("addressCityAndState", "A city and state."),
        ("sublocality", "A sublocality."), ("countryName", "A country."), ("postalCode", "A postal code."),
        ("telephoneNumber", "A telephone number."), ("emailAddress", "An email address."), ("URL", "A URL."),
        ("creditCardNumber", "A credit card number."), ("creditCardSecurityCode", "A card security code."),
        ("creditCardExpiration", "A card expiration date."), ("username", "An account user name."),
        ("password", "An account password."), ("newPassword", "A new password (AutoFill suggests a strong one)."),
        ("oneTimeCode", "A one-time code (AutoFill offers codes from Messages)."), ("dateTime", "A date and time."),
        ("birthdate", "A birth date."), ("shipmentTrackingNumber", "A parcel tracking number."), ("flightNumber", "A flight number.")
    ].map { VocabularyValue($0.0, $0.1) }

    /// The content types whose values are secrets a field obscures as people type (`password`, `newPassword`).
    public static let secretContentTypes: Set<String> = ["password", "newPassword"]

    /// Uses of an app icon variant (`appIcon.variants[].role`), an extension.
    public static let appIconRoles: [VocabularyValue] = AppIconRole.allCases.map { VocabularyValue($0.rawValue, $0.documentation) }

    /// Image scale factors (`scaleFactors` of an image asset), an extension.
    public static let imageScaleFactors: [VocabularyValue] = (1...3).map { factor in
        let platforms = Platform.allCases.filter { HIGFigures.imageScaleFactors(on: $0)?.value.required.contains(factor) ?? false }
        let needed = platforms.isEmpty ? "" : " Named for " + platforms.map(\.rawValue).joined(separator: ", ") + " in the HIG."
        return VocabularyValue("@\(factor)x", "Artwork at \(factor)× scale.\(needed)")
    }

    /// App icon appearance variants.
    public static let appIconAppearances: [VocabularyValue] = [
        VocabularyValue("default", "The standard icon."),
        VocabularyValue("dark", "The icon in Dark Mode."),
        VocabularyValue("clearLight", "The clear (Liquid Glass) icon on light backgrounds."),
        VocabularyValue("clearDark", "The clear (Liquid Glass) icon on dark backgrounds."),
        VocabularyValue("tintedLight", "The tinted icon on light backgrounds."),
        VocabularyValue("tintedDark", "The tinted icon on dark backgrounds.")
    ]

    /// Rule severities in `rules`: `RuleSeverity.formatNames`, then `info` (an accepted spelling of `information`).
    public static let severities: [VocabularyValue] = (RuleSeverity.formatNames + ["info"]).map { name in
        let summary: String
        switch name {
        case "off": summary = "The rule does not run for this file."
        case "hint": summary = "Report as a hint (editors show it subtly)."
        case "information": summary = "Report as information."
        case "info": summary = "Same as `information`."
        case "warning": summary = "Report as a warning."
        default: summary = "Report as an error (`designspec check` fails)."
        }
        return VocabularyValue(name, summary)
    }

    /// Toggle styles.
    public static let toggleStyles: [VocabularyValue] = ToggleStyle.allCases.map { VocabularyValue($0.rawValue, $0.documentation) }

    /// Picker styles.
    public static let pickerStyles: [VocabularyValue] = PickerStyle.allCases.map { VocabularyValue($0.rawValue, $0.documentation) }

    /// Window styles.
    public static let windowStyles: [VocabularyValue] = WindowStyle.allCases.map { VocabularyValue($0.rawValue, $0.documentation) }

    /// Window edges an ornament can sit on.
    public static let ornamentEdges: [VocabularyValue] = OrnamentEdge.allCases.map { VocabularyValue($0.rawValue, $0.documentation) }

    /// Date picker styles.
    public static let datePickerStyles: [VocabularyValue] = [
        VocabularyValue("compact", "A field that opens a calendar or wheel in a popover."),
        VocabularyValue("graphical", "A calendar view."),
        VocabularyValue("wheel", "Scrolling wheels.")
    ]

    /// Date picker modes.
    public static let datePickerModes: [VocabularyValue] = [
        VocabularyValue("date", "A date."),
        VocabularyValue("time", "A time of day."),
        VocabularyValue("dateAndTime", "A date and a time."),
        VocabularyValue("countDownTimer", "Hours and minutes of a duration.")
    ]

    /// Progress view styles.
    public static let progressStyles: [VocabularyValue] = [
        VocabularyValue("linear", "A bar that fills from leading to trailing."),
        VocabularyValue("circular", "A ring that fills clockwise.")
    ]

    /// Sheet detents.
    public static let sheetDetents: [VocabularyValue] = [
        VocabularyValue("medium", "About half the screen height."),
        VocabularyValue("large", "Full height.")
    ]

    /// SwiftUI's symbol variants (`.symbolVariant`): none, or a slash, an enclosing shape and a fill,
    /// written in the order SF Symbols names them (`slash.circle.fill`).
    public static let symbolVariants: [VocabularyValue] = SymbolVariant.allCases.map { VocabularyValue($0.name, $0.documentation) }

    /// SwiftUI's symbol rendering modes (`.symbolRenderingMode`).
    public static let symbolRenderingModes: [VocabularyValue] = [
        VocabularyValue("monochrome", "One color for every layer of the symbol (the default)."),
        VocabularyValue("hierarchical", "One color at several opacities, by the symbol's layer hierarchy."),
        VocabularyValue("palette", "Two or more colors, one per layer."),
        VocabularyValue("multicolor", "The symbol's own intrinsic colors, where it has them.")
    ]

    /// The units of a visionOS window's `defaultSize`.
    public static let windowSizeUnits: [VocabularyValue] = [
        VocabularyValue("points", "Points, as for any window (the default)."),
        VocabularyValue("meters", "Meters in the person's surroundings, for volumes: the system converts them to points.")
    ]

    /// visionOS immersion styles (`.immersionStyle`).
    public static let immersionStyles: [VocabularyValue] = [
        VocabularyValue("mixed", "The space's content appears in the person's surroundings, which stay visible."),
        VocabularyValue("progressive", "A portal of the space's surroundings whose extent people change with the Digital Crown."),
        VocabularyValue("full", "The space's surroundings replace the person's: a fully immersive experience.")
    ]

    /// Ornament visibility (`.ornament(visibility:)`).
    public static let ornamentVisibilities: [VocabularyValue] = [
        VocabularyValue("automatic", "The system decides (the default): the ornament shows with its window."),
        VocabularyValue("visible", "The ornament shows."),
        VocabularyValue("hidden", "The ornament is hidden, for example while people watch media in the window.")
    ]

    /// The edges a popover's arrow can point from (`arrowEdge`).
    public static let popoverArrowEdges: [VocabularyValue] = [
        VocabularyValue("top", "The popover sits below what presents it, its arrow at the top."),
        VocabularyValue("bottom", "The popover sits above what presents it, its arrow at the bottom."),
        VocabularyValue("leading", "The popover sits after what presents it, its arrow at the leading side."),
        VocabularyValue("trailing", "The popover sits before what presents it, its arrow at the trailing side.")
    ]
}
