import Foundation
import LanguageServerProtocol

/// The `method` and presence of `id` among a JSON-RPC message's top-level keys, found without
/// decoding the whole message: values are skipped, and the scan stops at a diagnostics
/// notification's `method` (its large `params` are never scanned).
struct TopLevelKeys {
    private(set) var method: String?
    private(set) var hasID = false

    init(_ body: Data) {
        let bytes = [UInt8](body)
        var index = 0
        func skipSpace() { while index < bytes.count, [32, 9, 10, 13].contains(bytes[index]) { index += 1 } }
        func readString() -> String {
            index += 1
            let begin = index
            while index < bytes.count, bytes[index] != 34 { index += bytes[index] == 92 ? 2 : 1 }
            let text = String(decoding: bytes[begin..<min(index, bytes.count)], as: UTF8.self)
            index += 1
            return text
        }
        func skipValue() {
            var depth = 0
            while index < bytes.count {
                switch bytes[index] {
                case 34: _ = readString(); if depth == 0 { return }; continue
                case 123, 91: depth += 1
                case 125, 93:
                    if depth == 0 { return }
                    depth -= 1
                    if depth == 0 { index += 1; return }
                case 44: if depth == 0 { return }
                default: break
                }
                index += 1
            }
        }
        skipSpace()
        guard index < bytes.count, bytes[index] == 123 else { return }
        index += 1
        while index < bytes.count {
            skipSpace()
            guard index < bytes.count, bytes[index] == 34 else { return }
            let key = readString()
            skipSpace()
            index += 1  // the colon
            skipSpace()
            if key == "method", index < bytes.count, bytes[index] == 34 {
                method = readString()
                if method == PublishDiagnosticsNotification.method { return }
            } else {
                if key == "id" { hasID = true }
                skipValue()
            }
            skipSpace()
            guard index < bytes.count, bytes[index] == 44 else { return }
            index += 1
        }
    }
}
