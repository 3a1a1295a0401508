import Foundation

/// A parsed HIG link: the article slug and the optional section anchor.
///
/// Accepts absolute (`https://developer.apple.com/design/human-interface-guidelines/buttons#Style`) and
/// site-relative (`/design/human-interface-guidelines/buttons#Style`) forms; the anchor may be
/// percent-encoded.
struct HIGReference: Sendable, Hashable {
    /// The path segment that names the HIG page ("human-interface-guidelines").
    static let pathMarker = "/design/human-interface-guidelines/"

    /// The article slug, e.g. `buttons`.
    let slug: String
    /// The anchor after `#`, percent-decoded; `nil` when the link has none.
    let anchor: String?

    /// Parses a HIG link; `nil` when it does not point into the Human Interface Guidelines.
    init?(url: String) {
        let trimmed = url.trimmingCharacters(in: .whitespacesAndNewlines)
        let hashSplit = trimmed.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        guard let pathPart = hashSplit.first, let markerRange = pathPart.range(of: Self.pathMarker) else {
            return nil
        }
        var rest = pathPart[markerRange.upperBound...]
        if let query = rest.firstIndex(where: { $0 == "?" }) {
            rest = rest[..<query]
        }
        let components = rest.split(separator: "/")
        guard components.count == 1, let slug = components.first else {
            return nil
        }
        self.slug = slug.lowercased()
        if hashSplit.count == 2 {
            let raw = String(hashSplit[1])
            let decoded = raw.removingPercentEncoding ?? raw
            anchor = decoded.isEmpty ? nil : decoded
        } else {
            anchor = nil
        }
    }

    /// A forgiving comparison key for anchors: letters and digits only, lowercased.
    ///
    /// Apple drops punctuation from anchors (`iOS, iPadOS` → `iOS-iPadOS`) while hand-made links often keep
    /// it (`iOS,-iPadOS`, `Large-(default)`); both reduce to the same key.
    static func anchorKey(_ anchor: String) -> String {
        let kept = anchor.lowercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }
        return String(String.UnicodeScalarView(kept))
    }
}
