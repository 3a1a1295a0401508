/// Moving diagnostics with the text they point into (per-screen caches store them relative to a screen).
extension Diagnostic {
    /// The diagnostic with every range (its own, related locations', the fix's) moved by `delta` bytes.
    public func moved(by delta: Int) -> Diagnostic {
        var moved = self
        moved.range = (range.lowerBound + delta)..<(range.upperBound + delta)
        moved.related = related.map { location in
            var location = location
            location.range = (location.range.lowerBound + delta)..<(location.range.upperBound + delta)
            return location
        }
        if var fix {
            fix.range = (fix.range.lowerBound + delta)..<(fix.range.upperBound + delta)
            moved.fix = fix
        }
        return moved
    }

    /// Whether every range of the diagnostic lies within `bounds`.
    public func lies(within bounds: Range<Int>) -> Bool {
        func inside(_ range: Range<Int>) -> Bool { bounds.lowerBound <= range.lowerBound && range.upperBound <= bounds.upperBound }
        return inside(range) && related.allSatisfy { inside($0.range) } && (fix.map { inside($0.range) } ?? true)
    }
}
