/// The one place HIG links are spelled: every rule, vocabulary entry and knowledge source builds its
/// URL here, so the site's address appears once in the code.
public enum HIGLink {
    /// The root of Apple's Human Interface Guidelines.
    public static let root = "https://developer.apple.com/design/human-interface-guidelines/"

    /// The URL of `article` (a slug such as `buttons`), at `section` (an anchor such as
    /// `Best-practices`) when given.
    public static func url(_ article: String, _ section: String? = nil) -> String {
        section.map { "\(root)\(article)#\($0)" } ?? "\(root)\(article)"
    }

    /// The article slug of a HIG URL (`…/tab-bars#iPadOS` → `tab-bars`), nil for other URLs.
    public static func article(of url: String) -> String? {
        guard url.hasPrefix(root) else { return nil }
        return url.dropFirst(root.count).split(separator: "#").first.map(String.init)
    }
}
