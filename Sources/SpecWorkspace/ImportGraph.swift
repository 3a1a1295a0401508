import Foundation
import SpecAnalysis
import SpecFoundation
import SpecModel
import SpecTokenSources

/// Where each spec's imports lead, as node numbers: every absolute path gets a number once, and each
/// version of a file has the numbers of its imports worked out once. Pure path arithmetic — nothing
/// here reads the disk — so one graph may serve every resolution for as long as its owner lives: all
/// the specs of a `check` run, every keystroke in the language server. A web of specs importing each
/// other then turns its import strings into paths once, not once per spec and keystroke.
public final class ImportGraph: Sendable {
    // Read with the lock held for reading (`reading`), changed with it held for writing (`locked`).
    private let graph = ReadWriteLocked(Graph())

    private struct Graph {
        var paths: [String] = []
        var numbers: [String: Int] = [:]
        /// The newest version of each file asked about, with the nodes its imports name.
        var importsByPath: [String: (file: SpecSourceFile, nodes: [Int])] = [:]
        /// The node each import string names from each folder.
        var written: [String: Int] = [:]
    }

    /// An empty graph.
    public init() {}

    /// The node of the absolute, standardized `path`.
    func node(of path: String) -> Int {
        if let known = reading({ $0.numbers[path] }) { return known }
        return locked { graph in
            if let known = graph.numbers[path] { return known }
            graph.numbers[path] = graph.paths.count
            graph.paths.append(path)
            return graph.paths.count - 1
        }
    }

    /// The node of the path `written` names from `folder` (an absolute, standardized folder).
    func node(written path: String, from folder: String) -> Int {
        let key = folder + "\u{0}" + path
        if let known = reading({ $0.written[key] }) { return known }
        let node = node(of: WorkspacePaths.absolute(path, relativeTo: folder))
        locked { $0.written[key] = node }
        return node
    }

    /// The nodes the paths `written` name from `folder`, asking the lock once for those already known.
    func nodes(written paths: [String], from folder: String) -> [Int] {
        let keys = paths.map { folder + "\u{0}" + $0 }
        let known = reading { graph in keys.map { graph.written[$0] } }
        return zip(paths, known).map { path, node in node ?? self.node(written: path, from: folder) }
    }

    /// The absolute path of `node`.
    func path(of node: Int) -> String {
        reading { $0.paths[node] }
    }

    /// The nodes each of `files`' `"imports"` name, asking the lock once for those already known.
    func imports(of files: [SpecSourceFile]) -> [[Int]] {
        let known = reading { graph in files.map { file in graph.importsByPath[file.path].flatMap { $0.file === file ? $0.nodes : nil } } }
        return zip(files, known).map { file, nodes in nodes ?? imports(of: file) }
    }

    /// The nodes `file`'s `"imports"` name, in the order written (empty strings left out).
    func imports(of file: SpecSourceFile) -> [Int] {
        if let known = reading({ $0.importsByPath[file.path] }), known.file === file { return known.nodes }
        let folder = WorkspacePaths.directory(of: file.path)
        let nodes = file.spec.importReferences.compactMap { reference in
            reference.path.isEmpty ? nil : node(written: reference.path, from: folder)
        }
        locked { $0.importsByPath[file.path] = (file, nodes) }
        return nodes
    }

    private func locked<Result>(_ body: (inout Graph) -> Result) -> Result {
        graph.writing(body)
    }

    private func reading<Result>(_ body: (Graph) -> Result) -> Result {
        graph.reading(body)
    }
}

/// Which nodes of an `ImportGraph` lie inside one root, symbolic links resolved. Asks the disk once
/// per node for one resolver's lifetime (one `check` run, one analysis in the language server), so a
/// link changed later is seen by the next one.
final class PathsInsideRoot: Sendable {
    let root: String
    private let known = ReadWriteLocked<[Int: Bool]>([:])

    init(root: String) {
        self.root = root
    }

    /// Whether `node`, at `path`, lies inside the root.
    func contains(_ node: Int, path: String) -> Bool {
        if let cached = known.reading({ $0[node] }) { return cached }
        let inside = WorkspacePaths.isInside(path, root: root)
        known.writing { $0[node] = inside }
        return inside
    }

    /// Whether `node`, at `path`, lies inside the root and is named like a spec: whether imports may
    /// lead there.
    func canFollow(_ node: Int, path: String) -> Bool {
        (DesignSpecFiles.isDesignSpec(path: path) || TokenSources.isTokenSource(path: path)) && contains(node, path: path)
    }
}

extension ImportResolver {
    /// One resolution: the file at each node (looked up through `files` once), the nodes the
    /// imports resolved so far have reached, and how far each reachable node is from the importer.
    struct Resolution {
        let resolver: ImportResolver
        let importer: Int
        private var files: [SpecSourceFile?] = []
        private var looked: [Bool] = []
        private var reached: [Bool] = []
        /// The fewest imports from each node back to the importer (`Int.max`: none), once asked for.
        private var distances: [Int]?
        /// The targets of the importer's own imports, where `distances` starts from.
        private var targets: [Int] = []
        /// Each followed node's imports and each named node's display path, asked of the graph once.
        private var importsByNode: [Int: [Int]] = [:]
        private var displayPaths: [Int: String] = [:]

        /// A resolution for the spec at `importer`, whose own imports opened `targets`.
        init(resolver: ImportResolver, importer: String, targets: [(file: SpecSourceFile, node: Int)]) {
            self.resolver = resolver
            self.importer = resolver.graph.node(of: importer)
            for (file, node) in targets {
                grow(to: node)
                (files[node], looked[node]) = (file, true)
                self.targets.append(node)
            }
            // The targets' imports, asked of the graph in one go (every spec of a web asks for them).
            for (target, nodes) in zip(targets, resolver.graph.imports(of: targets.map(\.file))) {
                importsByNode[target.node] = nodes
            }
        }

        /// The nodes the imports of `file` (the spec at `node`) name.
        private mutating func imports(of node: Int, _ file: SpecSourceFile) -> [Int] {
            if let known = importsByNode[node] { return known }
            let nodes = resolver.graph.imports(of: file)
            importsByNode[node] = nodes
            return nodes
        }

        /// `node`'s path as messages show it (below the root).
        private mutating func displayPath(_ node: Int) -> String {
            if let known = displayPaths[node] { return known }
            let shown = WorkspacePaths.display(resolver.graph.path(of: node), root: resolver.root)
            displayPaths[node] = shown
            return shown
        }

        /// The spec at `node`, when it can be followed.
        mutating func file(_ node: Int) -> SpecSourceFile? {
            if node < looked.count, looked[node] { return files[node] }
            grow(to: node)
            looked[node] = true
            let path = resolver.graph.path(of: node)
            guard resolver.inside.canFollow(node, path: path) else { return nil }
            files[node] = resolver.followedFile(at: path)
            return files[node]
        }

        private mutating func grow(to node: Int) {
            guard node >= files.count else { return }
            let count = node + 1 - files.count
            files += [SpecSourceFile?](repeating: nil, count: count)
            looked += [Bool](repeating: false, count: count)
            reached += [Bool](repeating: false, count: count)
        }

        /// The files `node` reaches that no earlier call reached, depth first in the order written (a
        /// file's own before what it imports), never through the importer and no deeper than
        /// `maximumDepth`.
        mutating func reach(from node: Int) -> [SpecSourceFile] {
            var result: [SpecSourceFile] = []
            visit(node, depth: 1, into: &result)
            return result
        }

        private mutating func visit(_ node: Int, depth: Int, into result: inout [SpecSourceFile]) {
            guard node != importer, node >= reached.count || !reached[node], let file = file(node) else { return }
            reached[node] = true
            result.append(file)
            guard depth + 1 <= ImportResolver.maximumDepth else { return }
            for next in imports(of: node, file) where next >= reached.count || !reached[next] {
                visit(next, depth: depth + 1, into: &result)
            }
        }

        /// The shortest chain of imports from `node` back to the importer, as display paths from the
        /// importer round to itself; nil when there is none within `maximumDepth`. Among chains of
        /// equal length, each step takes the first import written.
        mutating func cycle(from node: Int) -> [String]? {
            let chain = importsImporter(node) ? [importer, node, importer] : longerCycle(from: node)
            guard let chain else { return nil }
            var shown: [String] = []
            for node in chain { shown.append(displayPath(node)) }
            return shown
        }

        /// Whether `node` imports the importer itself (found without searching the graph, as every
        /// spec of a web does).
        private mutating func importsImporter(_ node: Int) -> Bool {
            guard let file = file(node), imports(of: node, file).contains(importer) else { return false }
            return self.file(importer) != nil
        }

        /// The shortest chain as nodes, through at least one other spec.
        private mutating func longerCycle(from node: Int) -> [Int]? {
            let distances = self.distances ?? computeDistances()
            self.distances = distances
            guard node < distances.count, distances[node] < ImportResolver.maximumDepth else { return nil }
            var chain = [importer, node]
            var current = node
            while distances[current] > 1, let file = file(current) {
                let step = distances[current] - 1
                guard
                    let next = imports(of: current, file).first(where: { $0 != importer && $0 < distances.count && distances[$0] == step })
                else { break }
                chain.append(next)
                current = next
            }
            chain.append(importer)
            return chain
        }

        /// Every node the importer's targets lead to, then the fewest imports from each back to the
        /// importer: a breadth-first search over the imports reversed (kept as one array of
        /// importers per node, offsets into it by node).
        private mutating func computeDistances() -> [Int] {
            var explored: [Int] = []
            var isExplored: [Bool] = []
            var edges: [(from: Int, to: Int)] = []
            func explore(_ node: Int) {
                if node >= isExplored.count { isExplored += [Bool](repeating: false, count: node + 1 - isExplored.count) }
                guard !isExplored[node] else { return }
                isExplored[node] = true
                explored.append(node)
            }
            targets.forEach(explore)
            var position = 0
            while position < explored.count {
                let node = explored[position]
                position += 1
                guard node != importer, let file = file(node) else { continue }
                for next in imports(of: node, file) where next == importer || self.file(next) != nil {
                    edges.append((node, next))
                    explore(next)
                }
            }
            guard edges.contains(where: { $0.to == importer }), file(importer) != nil else { return [] }
            let count = max(files.count, isExplored.count)
            var start = [Int](repeating: 0, count: count + 1)
            for edge in edges { start[edge.to + 1] += 1 }
            for node in 0..<count { start[node + 1] += start[node] }
            var fill = start
            var importers = [Int](repeating: 0, count: edges.count)
            for edge in edges {
                importers[fill[edge.to]] = edge.from
                fill[edge.to] += 1
            }
            var distances = [Int](repeating: Int.max, count: count)
            distances[importer] = 0
            var queue = [importer]
            var head = 0
            while head < queue.count {
                let node = queue[head]
                head += 1
                for previous in importers[start[node]..<start[node + 1]] where previous != importer && distances[previous] == Int.max {
                    distances[previous] = distances[node] + 1
                    queue.append(previous)
                }
            }
            return distances
        }
    }
}
