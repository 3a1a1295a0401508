import Foundation
import SpecFoundation

/// The bundled SF Symbols 7 catalog: 9,184 names with availability, renames, "did you mean"
/// suggestions and ranked completion.
///
/// `shared` loads `Resources/sf-symbols.tsv` and `Resources/sf-symbols-renamed.tsv` on first use
/// (Swift initializes static properties lazily and thread-safely). Loading keeps the file bytes and
/// records offsets into them; `SFSymbol` values are built only for the names a caller asks about.
/// If a file is missing the catalog (or its renames) is empty and `loadError` says why; nothing crashes.
public final class SymbolCatalog: Sendable {
    /// The catalog built from the bundled data, loaded on first access.
    public static let shared: SymbolCatalog = SymbolCatalog.loadBundled()

    /// Why the bundled data could not be loaded, or nil when it loaded.
    public let loadError: String?

    /// The bytes of `sf-symbols.tsv`; records point into it.
    private let symbolBytes: [UInt8]
    /// One record per name, sorted by name in byte order (binary-searched by `symbol(named:)`).
    private let records: [SymbolRecord]
    /// Every name, ASCII-lowercased, concatenated; name `i` is `searchBytes[searchStarts[i]..<searchStarts[i+1]]`.
    private let searchBytes: [UInt8]
    private let searchStarts: [Int32]
    /// Per-name ranking key without the match tier: status rank, name length, alphabetical index.
    private let baseKeys: [UInt64]
    /// Recent non-empty lowercased queries and the sorted match keys of each (`sortedMatchKeys(of:)`).
    private let recentMatches = Locked<[[UInt8]: [UInt64]]>([:])
    /// The bytes of `sf-symbols-renamed.tsv`; rename records point into it.
    private let renameBytes: [UInt8]
    private let renameRecords: [SymbolRenameRecord]
    /// Indices into `renameRecords` sorted by old name, then by new name (stable within equal names).
    private let renamesByOldName: [Int]
    private let renamesByNewName: [Int]

    /// Builds a catalog from the bytes of `sf-symbols.tsv` and `sf-symbols-renamed.tsv` (same columns
    /// as the bundled files, header row first; columns are found by header name).
    init(symbolsTSV: [UInt8], renamesTSV: [UInt8], loadError: String? = nil) {
        self.loadError = loadError
        symbolBytes = symbolsTSV
        var records = Self.parseSymbols(symbolsTSV)
        symbolsTSV.withUnsafeBufferPointer { buffer in
            if !Self.isStrictlySorted(records.map(\.name), in: buffer) {
                records.sort { $0.name.compareSpan($1.name, in: buffer) < 0 }
                var unique: [SymbolRecord] = []
                unique.reserveCapacity(records.count)
                for record in records where unique.last.map({ $0.name.compareSpan(record.name, in: buffer) != 0 }) ?? true {
                    unique.append(record)
                }
                records = unique
            }
        }
        self.records = records

        var searchBytes: [UInt8] = []
        searchBytes.reserveCapacity(records.count * 20)
        var searchStarts: [Int32] = [0]
        searchStarts.reserveCapacity(records.count + 1)
        var baseKeys: [UInt64] = []
        baseKeys.reserveCapacity(records.count)
        symbolsTSV.withUnsafeBufferPointer { buffer in
            for (index, record) in records.enumerated() {
                for position in record.name.range {
                    let byte = buffer[position]
                    searchBytes.append(byte >= 65 && byte <= 90 ? byte + 32 : byte)
                }
                searchStarts.append(Int32(searchBytes.count))
                let length = UInt64(min(Int(record.name.count), 0xFFF))
                baseKeys.append(UInt64(record.status.rank) << 44 | length << 32 | UInt64(index))
            }
        }
        self.searchBytes = searchBytes
        self.searchStarts = searchStarts
        self.baseKeys = baseKeys

        renameBytes = renamesTSV
        let renameRecords = Self.parseRenames(renamesTSV)
        self.renameRecords = renameRecords
        (renamesByOldName, renamesByNewName) = renamesTSV.withUnsafeBufferPointer { buffer in
            let indices = Array(renameRecords.indices)
            func sorted(by key: (SymbolRenameRecord) -> ByteSpan) -> [Int] {
                indices.sorted { a, b in
                    let order = key(renameRecords[a]).compareSpan(key(renameRecords[b]), in: buffer)
                    return order != 0 ? order < 0 : a < b
                }
            }
            return (sorted(by: \.oldName), sorted(by: \.newName))
        }
    }

    /// Loads the bundled files; an unreadable file leaves the catalog (or its renames) empty.
    static func loadBundled() -> SymbolCatalog {
        var problems: [String] = []
        var symbols: [UInt8] = []
        var renames: [UInt8] = []
        do {
            symbols = try ResourceLoader.loadBytes(named: "sf-symbols", extension: "tsv")
        } catch {
            problems.append("\(error)")
        }
        do {
            renames = try ResourceLoader.loadBytes(named: "sf-symbols-renamed", extension: "tsv")
        } catch {
            problems.append("\(error)")
        }
        return SymbolCatalog(
            symbolsTSV: symbols,
            renamesTSV: renames,
            loadError: problems.isEmpty ? nil : problems.joined(separator: "; ")
        )
    }

    // MARK: Lookup

    /// The number of names (current, localized variants and deprecated aliases).
    public var count: Int { records.count }

    /// The symbol with exactly this name (case-sensitive, as SF Symbol names are), or nil.
    public func symbol(named name: String) -> SFSymbol? {
        lookups.value(for: name) { lookUp(name) }
    }

    /// Symbols already asked for, by name (specs repeat the same few hundred names).
    private let lookups = LockedCache<String, SFSymbol?>()

    private func lookUp(_ name: String) -> SFSymbol? {
        symbolBytes.withUnsafeBufferPointer { buffer in
            let query = Array(name.utf8)
            return query.withUnsafeBufferPointer { queryBuffer in
                let range = Self.equalRange(of: queryBuffer, count: records.count, in: buffer) { records[$0].name }
                return range.first.map { records[$0].symbol(in: buffer) }
            }
        }
    }

    /// The rename that retired `oldName`, or nil when it was never renamed.
    public func rename(ofOldName oldName: String) -> SymbolRename? {
        renames(matching: oldName, sortedIndices: renamesByOldName, key: \.oldName).first
    }

    /// Every rename whose new name is `newName` (its rename history), in data order.
    public func renames(toNewName newName: String) -> [SymbolRename] {
        renames(matching: newName, sortedIndices: renamesByNewName, key: \.newName)
    }

    /// Every symbol, sorted by name. Builds the values on each call; keep the result if you reuse it.
    public var allSymbols: [SFSymbol] {
        symbolBytes.withUnsafeBufferPointer { buffer in
            records.map { $0.symbol(in: buffer) }
        }
    }

    /// The renames whose `key` equals `name`, via binary search over `sortedIndices`.
    private func renames(matching name: String, sortedIndices: [Int], key: KeyPath<SymbolRenameRecord, ByteSpan>) -> [SymbolRename] {
        renameBytes.withUnsafeBufferPointer { buffer in
            let query = Array(name.utf8)
            return query.withUnsafeBufferPointer { queryBuffer in
                Self.equalRange(of: queryBuffer, count: sortedIndices.count, in: buffer) {
                    renameRecords[sortedIndices[$0]][keyPath: key]
                }.map { renameRecords[sortedIndices[$0]].rename(in: buffer) }
            }
        }
    }

    /// The positions `0..<count` whose span (sorted ascending in byte order) equals `query`.
    private static func equalRange(
        of query: UnsafeBufferPointer<UInt8>,
        count: Int,
        in buffer: UnsafeBufferPointer<UInt8>,
        span: (Int) -> ByteSpan
    ) -> Range<Int> {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if span(middle).compare(in: buffer, with: query) < 0 { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < count, span(end).compare(in: buffer, with: query) == 0 { end += 1 }
        return low..<end
    }

    /// Whether the spans are in strictly ascending byte order.
    private static func isStrictlySorted(_ spans: [ByteSpan], in buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        zip(spans, spans.dropFirst()).allSatisfy { $0.compareSpan($1, in: buffer) < 0 }
    }

    // MARK: Did you mean

    /// Up to `limit` names close to `misspelled` by edit distance (case-insensitive; at most 1 edit
    /// for short names, up to a third of the length, at most 4), closest first; at equal distance
    /// current names come before localized variants and deprecated aliases, then shorter names, then
    /// alphabetical order.
    public func suggestions(for misspelled: String, limit: Int) -> [String] {
        guard limit > 0, !records.isEmpty else { return [] }
        let query = EditDistance.lowercased(misspelled.utf8)
        guard !query.isEmpty else { return [] }
        let bound = EditDistance.suggestionBound(forLength: query.count)
        var scratch: [Int] = []
        var scored: [(distance: Int, key: UInt64)] = []
        query.withUnsafeBufferPointer { queryBuffer in
            searchBytes.withUnsafeBufferPointer { all in
                for index in 0..<records.count {
                    let start = Int(searchStarts[index])
                    let end = Int(searchStarts[index + 1])
                    guard abs(end - start - queryBuffer.count) <= bound else { continue }
                    let name = UnsafeBufferPointer(rebasing: all[start..<end])
                    if let distance = EditDistance.distance(queryBuffer, name, bound: bound, scratch: &scratch) {
                        scored.append((distance, baseKeys[index]))
                    }
                }
            }
        }
        scored.sort { ($0.distance, $0.key) < ($1.distance, $1.key) }
        return symbolBytes.withUnsafeBufferPointer { buffer in
            scored.prefix(limit).map { records[Int($0.key & 0xFFFF_FFFF)].name.string(in: buffer) }
        }
    }

    // MARK: Completion

    /// Names matching `query` (case-insensitive), best first, at most `limit` of them.
    ///
    /// Tiers: exact, prefix, word-part prefix (a later `.`-separated component starts with the query),
    /// substring, fuzzy subsequence. Within a tier: current names, then localized variants, then
    /// deprecated aliases; then shorter names; then alphabetical. An empty query lists every name,
    /// current first, then alphabetical. `isIncomplete` is true when more names matched than `limit`.
    ///
    /// Typing on in a value asks for a longer query each keystroke: every name matching the longer
    /// query (in any tier) contains the shorter one as a substring or subsequence, so only what the
    /// longest recent query that the new one extends matched is searched again, and a recent query
    /// asked again (a deleted letter typed back) is answered from memory.
    public func completions(matching query: String, limit: Int) -> (matches: [SymbolMatch], isIncomplete: Bool) {
        guard limit > 0 else { return ([], !records.isEmpty) }
        let needle = EditDistance.lowercased(query.utf8)
        var keys: [UInt64] = []
        if needle.isEmpty {
            keys = records.indices.map { UInt64(records[$0].status.rank) << 44 | UInt64($0) }
            keys.sort()
        } else {
            keys = sortedMatchKeys(of: needle)
        }
        let isIncomplete = keys.count > limit
        let matches = symbolBytes.withUnsafeBufferPointer { buffer in
            keys.prefix(limit).map { key in
                SymbolMatch(
                    symbol: records[Int(key & 0xFFFF_FFFF)].symbol(in: buffer),
                    quality: MatchQuality(rawValue: Int(key >> 48)) ?? .fuzzy
                )
            }
        }
        return (matches, isIncomplete)
    }

    /// The sorted match keys (tier, then `baseKeys`, whose low 32 bits are the record's index) of every
    /// name matching the non-empty `needle`, from `recentMatches` when it can.
    private func sortedMatchKeys(of needle: [UInt8]) -> [UInt64] {
        let (known, narrowed) = recentMatches.withLock { recent -> ([UInt64]?, [UInt64]?) in
            if let known = recent[needle] { return (known, nil) }
            // The longest recent query the needle extends: its matches hold every match of the needle.
            return (nil, recent.filter { needle.starts(with: $0.key) }.max { $0.key.count < $1.key.count }?.value)
        }
        if let known { return known }
        var keys: [UInt64] = []
        keys.reserveCapacity(min(narrowed?.count ?? 256, 256))
        needle.withUnsafeBufferPointer { needleBuffer in
            searchBytes.withUnsafeBufferPointer { all in
                func match(_ index: Int) {
                    let name = UnsafeBufferPointer(rebasing: all[Int(searchStarts[index])..<Int(searchStarts[index + 1])])
                    if let tier = Self.matchTier(of: needleBuffer, in: name) {
                        keys.append(UInt64(tier.rawValue) << 48 | baseKeys[index])
                    }
                }
                if let narrowed {
                    for key in narrowed { match(Int(key & 0xFFFF_FFFF)) }
                } else {
                    for index in 0..<records.count { match(index) }
                }
            }
        }
        keys.sort()
        recentMatches.withLock { recent in
            if recent.count >= Self.recentQueryLimit { recent.removeAll(keepingCapacity: true) }
            recent[needle] = keys
        }
        return keys
    }

    /// How many recent queries `recentMatches` keeps before it forgets them all.
    private static let recentQueryLimit = 32

    /// The best tier in which `name` matches the non-empty `query`, or nil when it does not match.
    private static func matchTier(of query: UnsafeBufferPointer<UInt8>, in name: UnsafeBufferPointer<UInt8>) -> MatchQuality? {
        let q = query.count
        let n = name.count
        guard q <= n else { return nil }
        if hasPrefix(name, at: 0, query) {
            return q == n ? .exact : .prefix
        }
        var foundSubstring = false
        let first = query[0]
        var position = 1
        while position + q <= n {
            if name[position] == first, hasPrefix(name, at: position, query) {
                if name[position - 1] == UInt8(ascii: ".") { return .wordPrefix }
                foundSubstring = true
            }
            position += 1
        }
        if foundSubstring { return .substring }
        var queryIndex = 0
        for byte in name where byte == query[queryIndex] {
            queryIndex += 1
            if queryIndex == q { return .fuzzy }
        }
        return nil
    }

    /// Whether `name[position...]` starts with `query` (the caller ensures it fits).
    private static func hasPrefix(_ name: UnsafeBufferPointer<UInt8>, at position: Int, _ query: UnsafeBufferPointer<UInt8>) -> Bool {
        var offset = 0
        while offset < query.count {
            if name[position + offset] != query[offset] { return false }
            offset += 1
        }
        return true
    }

    // MARK: Parsing

    /// The positions of `names` in a header row (nil for a missing column).
    private static func columnIndices(_ names: [String], header: [Range<Int>], in buffer: UnsafeBufferPointer<UInt8>) -> [Int?] {
        let headerNames = header.map { TSVReader.string(buffer, $0) }
        return names.map { headerNames.firstIndex(of: $0) }
    }

    /// The span of column `index` in `fields`, or an empty span when the column or field is missing.
    private static func field(_ fields: [Range<Int>], _ index: Int?) -> Range<Int> {
        guard let index, index < fields.count else { return 0..<0 }
        return fields[index]
    }

    /// Parses `sf-symbols.tsv`; rows with an empty name or unknown status are skipped.
    private static func parseSymbols(_ bytes: [UInt8]) -> [SymbolRecord] {
        var records: [SymbolRecord] = []
        let names = [
            "name", "introduced_iOS", "introduced_macOS", "introduced_watchOS", "introduced_tvOS",
            "introduced_visionOS", "categories", "multicolor", "status", "renamed_to", "localization_of",
            "sf_symbols_year"
        ]
        bytes.withUnsafeBufferPointer { buffer in
            var columns: [Int?] = []
            TSVReader.forEachRow(in: buffer) { fields in
                if columns.isEmpty {
                    columns = columnIndices(names, header: fields, in: buffer)
                    records.reserveCapacity(buffer.count / 80)
                    return
                }
                let nameRange = field(fields, columns[0])
                guard !nameRange.isEmpty,
                    let status = SymbolStatus(dataValue: UnsafeBufferPointer(rebasing: buffer[field(fields, columns[8])]))
                else { return }
                let multicolor = field(fields, columns[7])
                records.append(
                    SymbolRecord(
                        name: ByteSpan(nameRange),
                        iOS: TSVReader.packedVersion(buffer, field(fields, columns[1])),
                        macOS: TSVReader.packedVersion(buffer, field(fields, columns[2])),
                        watchOS: TSVReader.packedVersion(buffer, field(fields, columns[3])),
                        tvOS: TSVReader.packedVersion(buffer, field(fields, columns[4])),
                        visionOS: TSVReader.packedVersion(buffer, field(fields, columns[5])),
                        categories: ByteSpan(field(fields, columns[6])),
                        isMulticolor: multicolor.count == 3 && buffer[multicolor.lowerBound] == UInt8(ascii: "y"),
                        status: status,
                        renamedTo: ByteSpan(field(fields, columns[9])),
                        localizationOf: ByteSpan(field(fields, columns[10])),
                        releaseYear: ByteSpan(field(fields, columns[11]))
                    ))
            }
        }
        return records
    }

    /// Parses `sf-symbols-renamed.tsv`; rows without both names are skipped.
    private static func parseRenames(_ bytes: [UInt8]) -> [SymbolRenameRecord] {
        var renames: [SymbolRenameRecord] = []
        let names = [
            "old_name", "new_name", "renamed_in_sf_symbols", "renamed_in_iOS", "renamed_in_macOS",
            "renamed_in_watchOS", "renamed_in_tvOS", "renamed_in_visionOS"
        ]
        bytes.withUnsafeBufferPointer { buffer in
            var columns: [Int?] = []
            TSVReader.forEachRow(in: buffer) { fields in
                if columns.isEmpty {
                    columns = columnIndices(names, header: fields, in: buffer)
                    return
                }
                let oldName = field(fields, columns[0])
                let newName = field(fields, columns[1])
                guard !oldName.isEmpty, !newName.isEmpty else { return }
                renames.append(
                    SymbolRenameRecord(
                        oldName: ByteSpan(oldName),
                        newName: ByteSpan(newName),
                        release: ByteSpan(field(fields, columns[2])),
                        iOS: TSVReader.packedVersion(buffer, field(fields, columns[3])),
                        macOS: TSVReader.packedVersion(buffer, field(fields, columns[4])),
                        watchOS: TSVReader.packedVersion(buffer, field(fields, columns[5])),
                        tvOS: TSVReader.packedVersion(buffer, field(fields, columns[6])),
                        visionOS: TSVReader.packedVersion(buffer, field(fields, columns[7]))
                    ))
            }
        }
        return renames
    }
}
