import Foundation
import SpecFoundation
import SpecSyntax

/// A small JSON Schema (draft-04) validator covering exactly the keywords the SARIF 2.1.0 schema uses:
/// `$ref` (`#/definitions/…`), `type` (name or list), `properties`, `required`, `additionalProperties`
/// (bool or schema), `enum`, `items`, `minItems`, `uniqueItems`, `minimum`, `maximum`, `pattern`,
/// `format` (`uri`, `uri-reference`, `date-time`), `anyOf`, `oneOf`. Annotations (`description`,
/// `default`, `title`, `id`, `$schema`, `definitions`) are ignored. Any other keyword in the schema is
/// reported as an error, so the validator cannot silently skip a constraint.
struct JSONSchemaValidator {
    /// The whole schema (for `$ref` resolution).
    let root: JSONValue

    private static let annotations: Set<String> = ["description", "default", "title", "id", "$schema", "definitions"]
    private static let assertions: Set<String> = [
        "$ref", "type", "properties", "required", "additionalProperties", "enum", "items", "minItems", "uniqueItems",
        "minimum", "maximum", "pattern", "format", "anyOf", "oneOf"
    ]

    /// Problems with `instance`, each as `<JSON pointer>: <what>`; empty when valid.
    func validate(_ instance: JSONValue) -> [String] {
        var errors: [String] = []
        validate(instance, against: root, at: "", errors: &errors)
        return errors
    }

    private func validate(_ instance: JSONValue, against schema: JSONValue, at path: String, errors: inout [String]) {
        guard case .object(let keywords) = schema else {
            errors.append("\(path): schema is not an object")
            return
        }
        for key in keywords.keys where !Self.annotations.contains(key) && !Self.assertions.contains(key) {
            errors.append("\(path): unsupported schema keyword '\(key)'")
        }
        if let reference = keywords["$ref"]?.stringValue {
            guard let target = resolve(reference) else {
                errors.append("\(path): unresolvable $ref \(reference)")
                return
            }
            validate(instance, against: target, at: path, errors: &errors)
        }
        if let type = keywords["type"] {
            let names = type.arrayValue?.compactMap(\.stringValue) ?? [type.stringValue].compactMap { $0 }
            if !names.contains(where: { Self.matches(instance, type: $0) }) {
                errors.append("\(path): expected \(names.joined(separator: " or ")), got \(Self.describe(instance))")
            }
        }
        if let allowed = keywords["enum"]?.arrayValue, !allowed.contains(instance) {
            errors.append("\(path): \(Self.describe(instance)) is not one of the allowed values")
        }
        if case .object(let members) = instance {
            validateObject(members, keywords: keywords, at: path, errors: &errors)
        }
        if case .array(let elements) = instance {
            validateArray(elements, keywords: keywords, at: path, errors: &errors)
        }
        if let number = instance.numberValue {
            if let minimum = keywords["minimum"]?.numberValue, number < minimum {
                errors.append("\(path): \(number) is less than the minimum \(minimum)")
            }
            if let maximum = keywords["maximum"]?.numberValue, number > maximum {
                errors.append("\(path): \(number) is greater than the maximum \(maximum)")
            }
        }
        if case .string(let string) = instance {
            validateString(string, keywords: keywords, at: path, errors: &errors)
        }
        if let alternatives = keywords["anyOf"]?.arrayValue {
            let passing = alternatives.filter { alternative in
                var inner: [String] = []
                validate(instance, against: alternative, at: path, errors: &inner)
                return inner.isEmpty
            }
            if passing.isEmpty {
                errors.append("\(path): matches none of the anyOf alternatives")
            }
        }
        if let alternatives = keywords["oneOf"]?.arrayValue {
            let passing = alternatives.filter { alternative in
                var inner: [String] = []
                validate(instance, against: alternative, at: path, errors: &inner)
                return inner.isEmpty
            }
            if passing.count != 1 {
                errors.append("\(path): matches \(passing.count) oneOf alternatives, not exactly one")
            }
        }
    }

    private func validateObject(_ members: [String: JSONValue], keywords: [String: JSONValue], at path: String, errors: inout [String]) {
        let properties: [String: JSONValue]
        if case .object(let declared) = keywords["properties"] {
            properties = declared
        } else {
            properties = [:]
        }
        for name in keywords["required"]?.arrayValue?.compactMap(\.stringValue) ?? [] where members[name] == nil {
            errors.append("\(path): missing required property '\(name)'")
        }
        for (name, value) in members.sorted(by: { $0.key < $1.key }) {
            let childPath = path + "/" + name
            if let schema = properties[name] {
                validate(value, against: schema, at: childPath, errors: &errors)
                continue
            }
            switch keywords["additionalProperties"] {
            case .bool(false)?:
                errors.append("\(path): property '\(name)' is not allowed")
            case .object?:
                if let schema = keywords["additionalProperties"] {
                    validate(value, against: schema, at: childPath, errors: &errors)
                }
            default:
                break
            }
        }
    }

    private func validateArray(_ elements: [JSONValue], keywords: [String: JSONValue], at path: String, errors: inout [String]) {
        if let minimum = keywords["minItems"]?.numberValue, Double(elements.count) < minimum {
            errors.append("\(path): \(elements.count) items, fewer than minItems \(Int(minimum))")
        }
        if keywords["uniqueItems"] == .bool(true) {
            for (index, element) in elements.enumerated() where elements[..<index].contains(element) {
                errors.append("\(path)/\(index): duplicate item (uniqueItems)")
            }
        }
        if let itemSchema = keywords["items"] {
            for (index, element) in elements.enumerated() {
                validate(element, against: itemSchema, at: "\(path)/\(index)", errors: &errors)
            }
        }
    }

    private func validateString(_ string: String, keywords: [String: JSONValue], at path: String, errors: inout [String]) {
        if let pattern = keywords["pattern"]?.stringValue {
            if let regex = try? NSRegularExpression(pattern: pattern) {
                let range = NSRange(string.startIndex..., in: string)
                if regex.firstMatch(in: string, range: range) == nil {
                    errors.append("\(path): '\(string)' does not match pattern \(pattern)")
                }
            } else {
                errors.append("\(path): schema pattern \(pattern) does not compile")
            }
        }
        if let format = keywords["format"]?.stringValue, !Self.conforms(string, to: format) {
            errors.append("\(path): '\(string)' is not a valid \(format)")
        }
    }

    private func resolve(_ reference: String) -> JSONValue? {
        guard reference.hasPrefix("#") else {
            return nil
        }
        var current = root
        for token in reference.dropFirst().split(separator: "/") {
            let key = token.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            guard let next = current[key] else {
                return nil
            }
            current = next
        }
        return current
    }

    private static func matches(_ value: JSONValue, type: String) -> Bool {
        switch (type, value) {
        case ("null", .null), ("boolean", .bool), ("string", .string), ("array", .array), ("object", .object),
            ("number", .int), ("number", .double), ("integer", .int):
            return true
        case ("integer", .double(let number)):
            return number.rounded() == number
        default:
            return false
        }
    }

    /// `uri`: an absolute URI (scheme, then characters allowed in URIs); `uri-reference`: any URI
    /// reference made of allowed characters; `date-time`: RFC 3339.
    private static func conforms(_ string: String, to format: String) -> Bool {
        let uriCharacters = "[A-Za-z0-9\\-._~:/?#\\[\\]@!$&'()*+,;=%]"
        let pattern: String
        switch format {
        case "uri": pattern = "^[A-Za-z][A-Za-z0-9+.\\-]*:\(uriCharacters)*$"
        case "uri-reference": pattern = "^\(uriCharacters)*$"
        case "date-time": pattern = "^\\d{4}-\\d{2}-\\d{2}[Tt]\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?([Zz]|[+-]\\d{2}:\\d{2})$"
        default: return false
        }
        return string.range(of: pattern, options: .regularExpression) != nil
    }

    private static func describe(_ value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool(let flag): return "boolean \(flag)"
        case .int(let number): return "number \(number)"
        case .double(let number): return "number \(number)"
        case .string(let string): return "string '\(string)'"
        case .array: return "array"
        case .object: return "object"
        }
    }
}
