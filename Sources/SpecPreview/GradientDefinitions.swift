import Foundation

/// The gradient definitions of one picture: each distinct gradient written once, with an id made of the
/// picture's prefix (unique on the page) and its order in the picture, so ids are deterministic and never
/// collide between pictures, screens or appearances on one page.
final class GradientDefinitions {
    private let idPrefix: String
    private var ids: [PreviewGradient: String] = [:]
    private var definitions = ""
    private var clips = 0

    /// Definitions for the picture whose ids start with `idPrefix`.
    init(idPrefix: String) {
        self.idPrefix = idPrefix
    }

    /// The id of `gradient`'s definition, written the first time it is asked for.
    func id(for gradient: PreviewGradient) -> String {
        if let id = ids[gradient] { return id }
        let id = "\(idPrefix)-gradient-\(ids.count + 1)"
        ids[gradient] = id
        definitions += gradient.definition(id: id) + "\n"
        return id
    }

    /// The id of a new `<clipPath>` holding `shape`.
    func clipID(shape: String) -> String {
        clips += 1
        let id = "\(idPrefix)-clip-\(clips)"
        definitions += "<clipPath id=\"\(id)\">\(shape)</clipPath>\n"
        return id
    }

    /// The size of the definitions written so far, counted against the picture's byte limit.
    var byteCount: Int { definitions.utf8.count }

    /// The `<defs>` element, empty when the picture references no gradient.
    var markup: String { definitions.isEmpty ? "" : "<defs>\n\(definitions)</defs>\n" }
}
