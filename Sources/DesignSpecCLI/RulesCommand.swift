import SpecModel
import SpecRules

/// `designspec rules`: the rule set as a table grouped by category, or as `Schemas/rules.json`.
struct RulesCommand {
    /// Every flag `rules` accepts.
    static let flags = ["--format", "--help", "-h"]

    /// Output format: `text` (table) or `json` (the published rule set document).
    let format: OutputFormat

    /// Parses the arguments after `rules`.
    static func parse(_ arguments: [String]) throws(UsageError) -> RulesCommand {
        var format = OutputFormat.text
        var cursor = ArgumentCursor(arguments, command: "rules")
        while let token = cursor.next() {
            switch token {
            case .operand(let operand):
                throw UsageError("rules takes no operands; got '\(operand)'", command: "rules")
            case .flag("--format", let inline):
                format = try OutputFormat.parse(try cursor.value(of: "--format", inline: inline), allowed: [.text, .json], command: "rules")
            case .flag(let name, _):
                throw cursor.unknownFlag(name, known: flags)
            }
        }
        return RulesCommand(format: format)
    }

    /// The listing.
    func render() -> String {
        switch format {
        case .json, .sarif:
            return RuleSetDocument.json(version: DesignSpecVersion.current)
        case .text, .html:
            return Self.table()
        }
    }

    /// Rules grouped by category: id, default severity and title in aligned columns.
    static func table() -> String {
        let descriptions = RuleRegistry.descriptions
        let idWidth = descriptions.map(\.id.count).max() ?? 0
        let severityWidth = descriptions.map(\.defaultSeverity.rawValue.count).max() ?? 0
        var lines: [String] = []
        for category in RuleCategory.allCases {
            let rules = descriptions.filter { $0.category == category }
            guard !rules.isEmpty else {
                continue
            }
            if !lines.isEmpty {
                lines.append("")
            }
            lines.append("\(category.title) (\(category.rawValue))")
            for rule in rules {
                let id = rule.id.padding(toLength: idWidth, withPad: " ", startingAt: 0)
                let severity = rule.defaultSeverity.rawValue.padding(toLength: severityWidth, withPad: " ", startingAt: 0)
                lines.append("  \(id)  \(severity)  \(rule.title)")
            }
        }
        lines.append("")
        lines.append("\(descriptions.count) rules. `designspec explain <rule-id>` shows a rule's rationale and HIG text.")
        return lines.joined(separator: "\n") + "\n"
    }
}
