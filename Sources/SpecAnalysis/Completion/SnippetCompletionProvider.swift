import SpecKnowledge
import SpecModel

/// Templates for new components, screens and whole specs. Each candidate carries a snippet (tab stops
/// `${1:…}`) for clients that take snippets and the same text without tab stops as `newText`.
///
/// Sizes come from the platform profile of the first target (a button gets the platform's default
/// hit region), kinds from the vocabulary.
enum SnippetCompletionProvider {
    /// Component templates where a component goes (`content`, `children`, bar items).
    static func components(targets: [PlatformTarget], edit: CompletionEdit) -> [CompletionCandidate] {
        let size = targets.first.flatMap { PlatformCatalog.shared.profile(for: $0.platform).defaultControlSize?.value }
        let width = size.map { PointSize.format($0.width) } ?? "44"
        let height = size.map { PointSize.format($0.height) } ?? "44"
        let templates: [(ComponentKind, String)] = [
            (.button, #"{ "type": "button", "title": "${1:Title}", "width": ${2:\#(width)}, "height": ${3:\#(height)} }"#),
            (.text, #"{ "type": "text", "text": "${1:Text}", "font": "${2:body}" }"#),
            (.image, #"{ "type": "image", "symbol": "${1:photo}", "accessibilityLabel": "${2:Description}" }"#),
            (.toggle, #"{ "type": "toggle", "title": "${1:Setting}", "isOn": ${2:true} }"#),
            (.stack, #"{ "type": "stack", "axis": "${1:vertical}", "children": [ $0 ] }"#),
            (.list, #"{ "type": "list", "style": "${1:insetGrouped}", "children": [ $0 ] }"#)
        ]
        return templates.enumerated().map { index, template in
            candidate("New \(template.0.rawValue)", detail: template.0.spec.summary, snippet: template.1, index: index, edit: edit)
        }
    }

    /// A screen template where a screen goes.
    static func screen(edit: CompletionEdit) -> [CompletionCandidate] {
        let snippet =
            #"{ "id": "${1:screen}", "title": "${2:Title}", "content": [ { "type": "text", "text": "${3:Hello}", "font": "body" }$0 ] }"#
        return [candidate("New screen", detail: "A screen with a title and one text", snippet: snippet, index: 0, edit: edit)]
    }

    /// A whole spec for an empty document.
    static func specSkeleton(at offset: Int) -> CompletionCandidate {
        let snippet = """
            {
              "name": "${1:My App}",
              "platforms": { "${2:iOS}": "${3:17.0}" },
              "colors": {},
              "typography": {},
              "screens": [
                { "id": "${4:home}", "title": "${5:Home}", "content": [ { "type": "text", "text": "${6:Hello}", "font": "body" }$0 ] }
              ]
            }

            """
        return CompletionCandidate(
            label: "New design spec", kind: .snippet, detail: "name, platforms, tokens and one screen", replaceRange: offset..<offset,
            newText: plainText(of: snippet), sortText: CompletionEdit.sortText(group: 0, index: 0), snippet: snippet)
    }

    private static func candidate(_ label: String, detail: String, snippet: String, index: Int, edit: CompletionEdit) -> CompletionCandidate
    {
        let prefix = edit.needsLeadingComma ? ", " : ""
        return CompletionCandidate(
            label: label, kind: .snippet, detail: detail, replaceRange: edit.replaceRange, newText: prefix + plainText(of: snippet),
            sortText: CompletionEdit.sortText(group: 9, index: index), snippet: prefix + snippet)
    }

    /// The snippet without tab stops: `${1:Title}` → `Title`, `$0` → nothing.
    static func plainText(of snippet: String) -> String {
        var result = ""
        var index = snippet.startIndex
        while index < snippet.endIndex {
            let character = snippet[index]
            if character == "$", let next = snippet.index(index, offsetBy: 1, limitedBy: snippet.endIndex), next < snippet.endIndex {
                if snippet[next] == "{", let colon = snippet[next...].firstIndex(of: ":"), let close = snippet[colon...].firstIndex(of: "}")
                {
                    result += snippet[snippet.index(after: colon)..<close]
                    index = snippet.index(after: close)
                    continue
                }
                if snippet[next].isNumber {
                    index = snippet.index(after: next)
                    continue
                }
            }
            result.append(character)
            index = snippet.index(after: index)
        }
        return result
    }
}
