import Foundation

/// A Dynamic Type content size, from extra small to the largest accessibility size.
public enum ContentSizeCategory: String, CaseIterable, Sendable {
    /// xSmall.
    case xSmall
    /// Small (the default on 38 mm Apple Watch).
    case small
    /// Medium (not in the watchOS tables).
    case medium
    /// Large, the default on iPhone and iPad (and 40/41/42 mm Apple Watch).
    case large
    /// xLarge (the default on 44/45/49 mm Apple Watch).
    case xLarge
    /// xxLarge.
    case xxLarge
    /// xxxLarge, the largest non-accessibility size.
    case xxxLarge
    /// Accessibility size 1.
    case ax1
    /// Accessibility size 2.
    case ax2
    /// Accessibility size 3 (the largest in the watchOS tables).
    case ax3
    /// Accessibility size 4.
    case ax4
    /// Accessibility size 5, the largest.
    case ax5

    /// The default content size category.
    public static let `default`: ContentSizeCategory = .large

    /// The HIG's name: "xSmall", "Small", "Medium", "Large", "xLarge", "xxLarge", "xxxLarge", "AX1" … "AX5".
    public var displayName: String {
        switch self {
        case .xSmall: return "xSmall"
        case .small: return "Small"
        case .medium: return "Medium"
        case .large: return "Large"
        case .xLarge: return "xLarge"
        case .xxLarge: return "xxLarge"
        case .xxxLarge: return "xxxLarge"
        case .ax1: return "AX1"
        case .ax2: return "AX2"
        case .ax3: return "AX3"
        case .ax4: return "AX4"
        case .ax5: return "AX5"
        }
    }

    /// Whether this is one of the accessibility sizes AX1–AX5.
    public var isAccessibilitySize: Bool {
        switch self {
        case .ax1, .ax2, .ax3, .ax4, .ax5: return true
        default: return false
        }
    }

    /// Reads a table key such as "Large (default)" or "Small (default 38mm)": the part before any
    /// parenthesis, compared case-insensitively with the case names.
    init?(tableKey: String) {
        let base = tableKey.split(separator: "(", maxSplits: 1).first.map(String.init) ?? tableKey
        let key = base.trimmingCharacters(in: .whitespaces).lowercased()
        guard let match = ContentSizeCategory.allCases.first(where: { $0.rawValue.lowercased() == key }) else {
            return nil
        }
        self = match
    }
}

extension ContentSizeCategory {
    /// SwiftUI's `DynamicTypeSize` name of the size: `xSmall` … `xxxLarge`, `accessibility1` … `accessibility5`.
    public var dynamicTypeSizeName: String {
        guard isAccessibilitySize else { return rawValue }
        return "accessibility" + rawValue.dropFirst(2)
    }

    /// The size whose `DynamicTypeSize` name is `name`.
    public init?(dynamicTypeSizeName name: String) {
        guard let size = Self.allCases.first(where: { $0.dynamicTypeSizeName == name }) else { return nil }
        self = size
    }
}
