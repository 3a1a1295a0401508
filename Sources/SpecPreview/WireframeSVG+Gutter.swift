import Foundation
import SpecKnowledge
import SpecModel

extension WireframeSVG {
    /// The column beside the picture holding the findings' badges and the labels that say what is
    /// wrong with an element ("overflows", "end of screen"), each joined to its element by a leader
    /// line, so nothing covers the drawing. The canvas grows by the gutter's width when there is a
    /// note (and by its height when the notes run past the picture's bottom).
    struct Gutter {
        /// What a note says.
        enum Content: Sendable, Hashable {
            /// A finding's numbered badge.
            case badge(Badge)
            /// A word about an element, in a color.
            case label(String, color: String)
        }

        /// A line from a point on an element to a note.
        struct Leader {
            let startX: Double
            let startY: Double
            let endX: Double
            let endY: Double
        }

        /// One badge or label in the gutter.
        struct Note {
            let content: Content
            /// Where it is drawn (a badge's circle is inscribed in it).
            let frame: Frame
            /// The item it is about, nil for the fold.
            let item: Int?
            /// Its leader line: from its element (at the element's trailing edge) to the note's leading
            /// edge; only a group's first note has one (the others sit beside it).
            let leader: Leader?
        }

        /// The notes, top to bottom.
        let notes: [Note]
        /// The canvas with the gutter.
        let width: Double
        let height: Double
        /// Findings past `maximumBadges`, counted, not badged.
        let notBadged: Int
    }

    /// Room between the picture and the gutter, for the leader lines to reach the notes.
    static let gutterGap = 14.0
    /// How many badges the gutter holds side by side.
    static let gutterColumns = 4.0

    /// Places every note: the notes of one element (its clipping label, then its badges) start level
    /// with the element's top (the window's top for the screen's own findings) and flow in rows of
    /// `gutterColumns` badges; a group that would cover an earlier one moves down, so notes keep
    /// the elements' order. Past `maximumBadges`, badges are counted, not placed.
    func gutter() -> Gutter {
        let radius = Self.badgeRadius
        let step = 2 * radius + 2
        let left = layout.width + Self.gutterGap
        let width = Self.gutterColumns * step
        struct Group {
            let item: Int?
            let anchorX: Double
            let anchorY: Double
            var contents: [Gutter.Content]
        }
        var groups: [Group] = []
        var badgesPlaced = 0
        var notBadged = 0
        for (index, item) in layout.items.enumerated() {
            var contents: [Gutter.Content] = []
            if let clipping = item.clipping { contents.append(.label(clipping.rawValue, color: Self.clippingColor(clipping))) }
            for badge in badges[index] ?? [] {
                guard badgesPlaced < Self.maximumBadges else {
                    notBadged += 1
                    continue
                }
                badgesPlaced += 1
                contents.append(.badge(badge))
            }
            guard !contents.isEmpty else { continue }
            let frame = item.frame
            // The screen's own findings: at the window's top; an element's: level with its top (its middle when it is low).
            let anchorY = index == 0 ? frame.y + radius + 4 : frame.y + min(frame.height / 2, radius)
            // The trailing edge (a text's with the allowance for fonts wider than measured, so the dot
            // follows the text instead of sitting on it), or the canvas's edge for content that runs
            // past it (the drawing is clipped there).
            let end = if case .text = item.drawing { frame.x + frame.width * Self.textWidthAllowance } else { frame.maxX }
            let anchorX = index == 0 ? frame.maxX - 1 : max(frame.x, min(end, layout.width))
            groups.append(Group(item: index, anchorX: anchorX, anchorY: anchorY, contents: contents))
        }
        if let fold = layout.foldY {
            groups.append(
                Group(item: nil, anchorX: layout.window.maxX, anchorY: fold, contents: [.label("end of screen", color: "#8E8E93")]))
        }
        if notBadged > 0 {
            groups.append(
                Group(
                    item: nil, anchorX: layout.window.maxX, anchorY: layout.window.maxY - radius,
                    contents: [.label("+\(notBadged) not badged", color: "#8E8E93")]))
        }
        // Top to bottom; a stable sort keeps paint order among elements at one height.
        let ordered = groups.enumerated().sorted { ($0.element.anchorY, $0.offset) < ($1.element.anchorY, $1.offset) }.map(\.element)
        var notes: [Gutter.Note] = []
        var nextFreeY = 0.0
        for group in ordered {
            var rowY = max(group.anchorY - step / 2, nextFreeY)
            var x = left
            var first = true
            for content in group.contents {
                let noteWidth: Double
                switch content {
                case .badge: noteWidth = step
                case .label(let text, _): noteWidth = min(width, Double(text.count) * Self.labelAdvance + 8)
                }
                if x + noteWidth > left + width + 0.5, x > left {
                    rowY += step
                    x = left
                }
                let frame = Frame(x: x + 1, y: rowY + 1, width: noteWidth - 2, height: step - 2)
                notes.append(
                    Gutter.Note(
                        content: content, frame: frame, item: group.item,
                        leader: first ? Gutter.Leader(startX: group.anchorX, startY: group.anchorY, endX: frame.x, endY: frame.midY) : nil))
                first = false
                x += noteWidth
            }
            nextFreeY = rowY + step
        }
        // A picture with nothing to note keeps its own width.
        return Gutter(
            notes: notes, width: notes.isEmpty ? layout.width : left + width + 2, height: max(layout.height, nextFreeY + 2),
            notBadged: notBadged)
    }

    /// The average advance of a gutter label's 10 pt semibold characters.
    static let labelAdvance = 6.2

    static func clippingColor(_ clipping: Clipping) -> String { clipping == .truncated ? "#C45E00" : "#FF3B30" }

    /// Draws the gutter's notes with their leader lines (the lines first, under the notes).
    mutating func drawGutter(_ gutter: Gutter) {
        output += "<g class=\"leaders\" stroke=\"#8E8E93\" stroke-width=\"1\" fill=\"#8E8E93\">\n"
        for note in gutter.notes {
            guard let leader = note.leader else { continue }
            // Level with the element to the picture's edge, then across the gap to the note.
            output +=
                "<path d=\"M\(n(leader.startX)) \(n(leader.startY))L\(n(layout.width + 2)) \(n(leader.startY))L\(n(leader.endX)) \(n(leader.endY))\" fill=\"none\"/>"
            output += "<circle cx=\"\(n(leader.startX))\" cy=\"\(n(leader.startY))\" r=\"2\" stroke=\"none\"/>\n"
        }
        output += "</g>\n"
        let radius = Self.badgeRadius
        for note in gutter.notes {
            switch note.content {
            case .label(let word, let stroke):
                text(word, x: note.frame.x + 2, baseline: note.frame.midY + 3.5, size: 10, weight: 600, fill: stroke, extra: " class=\"note\"")
            case .badge(let badge):
                let fill: String =
                    switch badge.severity {
                    case .error: "#FF3B30"
                    case .warning: "#C45E00"
                    case .information: "#007AFF"
                    case .hint: "#6E6E73"
                    }
                if let findingAnchor { output += "<a href=\"#\(findingAnchor)-finding-\(badge.number)\">" }
                output +=
                    "<g class=\"badge\" data-finding=\"\(badge.number)\"><title>\(badge.number). \(MarkupText.escape(String(badge.message.prefix(300))))</title>"
                output +=
                    "<circle cx=\"\(n(note.frame.midX))\" cy=\"\(n(note.frame.midY))\" r=\"\(n(radius))\" fill=\"\(fill)\" stroke=\"#FFFFFF\" stroke-width=\"2\"/>"
                let size = badge.number < 100 ? 13.0 : 10
                output +=
                    "<text x=\"\(n(note.frame.midX))\" y=\"\(n(note.frame.midY + size * 0.36))\" font-size=\"\(n(size))\" font-weight=\"700\" text-anchor=\"middle\" fill=\"#FFFFFF\">\(badge.number)</text></g>"
                output += findingAnchor == nil ? "\n" : "</a>\n"
            }
        }
    }
}
