/// Moving diagnostics with the text they point into (per-screen caches store them relative to a screen).
extension Diagnostic {
    /// The diagnostic with every range in its document (its own, related locations', every fix's edits)
    /// moved by `delta` bytes; related locations in other files stay.
    public func moved(by delta: Int) -> Diagnostic {
        func move(_ range: Range<Int>) -> Range<Int> { (range.lowerBound + delta)..<(range.upperBound + delta) }
        func move(_ fix: SuggestedFix) -> SuggestedFix {
            var fix = fix
            fix.range = move(fix.range)
            fix.additionalEdits = fix.additionalEdits.map { FixEdit(range: move($0.range), newText: $0.newText) }
            return fix
        }
        var moved = self
        moved.range = move(range)
        moved.related = related.map { location in
            var location = location
            if location.file == nil { location.range = move(location.range) }
            return location
        }
        moved.fix = fix.map(move)
        moved.alternativeFixes = alternativeFixes.map(move)
        return moved
    }

    /// Whether every range of the diagnostic lies within `bounds`.
    public func lies(within bounds: Range<Int>) -> Bool {
        func inside(_ range: Range<Int>) -> Bool { bounds.lowerBound <= range.lowerBound && range.upperBound <= bounds.upperBound }
        return inside(range) && related.allSatisfy { $0.file != nil || inside($0.range) }
            && fixes.allSatisfy { $0.edits.allSatisfy { inside($0.range) } }
    }
}
