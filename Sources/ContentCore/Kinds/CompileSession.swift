import Foundation

/// What a kind's compile step may use: the run's pictures, the build cache, the answers moved out
/// of items, asset paths rewritten to bundle paths, and the counts of outputs made or reused.
package final class CompileSession {
    package let assets: AssetStore
    /// Every file of the pack (a game's rounds draw on its memory sets and anagram lists).
    package let packFiles: [ContentFile]
    package let cache: ArtifactCache?
    package let jobs: Int
    package var splitter: AnswerSplitter
    /// The pack's locales (pack.json), in its order.
    package let packLocales: [String]
    private(set) package var statistics = BuildStatistics()
    /// Asset path → bundle path, by file and by the string's first byte.
    private let bundlePaths: [String: [Int: String]]
    /// Members of a one-item file that the bundle does not keep.
    package static let fileHeader: Set<String> = ["kind", "$schema", "$comment"]

    package init(files: [ContentFile], assets: AssetStore, cache: ArtifactCache?, jobs: Int, splitter: AnswerSplitter, packLocales: [String] = []) {
        self.assets = assets
        self.packLocales = packLocales
        packFiles = files
        self.cache = cache
        self.jobs = jobs
        self.splitter = splitter
        var paths: [String: [Int: String]] = [:]
        for file in files {
            for reference in file.assetReferences {
                if let resolved = AssetReference.resolve(reference.path, from: file.folder) {
                    paths[file.path, default: [:]][reference.node.range.lowerBound] = "assets/" + resolved
                }
            }
        }
        bundlePaths = paths
    }

    /// Writes a file's JSON with its asset paths as bundle paths (`assets/<path in the pack>`).
    package func rewriter(for file: ContentFile) -> JSONRewriter {
        JSONRewriter(strings: bundlePaths[file.path] ?? [:])
    }

    /// A one-item file as the bundle lists it: everything but the header, paths rewritten.
    package func fileItem(_ root: JSONNode, of file: ContentFile, adding extra: [(String, JSONWriter.Value)] = []) -> JSONWriter.Value {
        guard case .object(let members) = rewriter(for: file).value(root, dropping: Self.fileHeader) else { return .null }
        return .object(members + extra)
    }

    /// An item as clients get it: its answer moved out (or hashed) as the pack says.
    package func clientItem(_ node: JSONNode, of file: ContentFile, answer: AnswerMembers?) -> JSONWriter.Value {
        splitter.split(node, answer: answer, rewriter: rewriter(for: file))
    }

    package func countItems(_ count: Int) { statistics.items += count }

    /// Outputs made from pack files (read, then made or served from the cache), in parallel, in
    /// the order of `paths`; the statistics count each as produced or cached.
    package func cachedOutputs(
        _ paths: [String], recipe: @escaping @Sendable (String) -> String, make: @escaping @Sendable (String) throws -> [UInt8]
    ) throws -> [[UInt8]] {
        let (assets, cache) = (self.assets, self.cache)
        let results: [Result<([UInt8], Bool), BuildError>] = paths.parallelMap(jobs: jobs) { path in
            do {
                let bytes = try assets.bytes(path).mapError { BuildError.asset(path, $0.message) }.get()
                return .success(try cache?.output(for: bytes, recipe: recipe(path)) { try make(path) } ?? (make(path), false))
            } catch let error as BuildError {
                return .failure(error)
            } catch {
                return .failure(.output("\(path): \(error)"))
            }
        }
        return try results.map { result in
            let (bytes, cached) = try result.get()
            count(cached: cached)
            return bytes
        }
    }

    /// Several named outputs made from one input, made or served from the cache together.
    package func cachedFiles(for input: [UInt8], recipe: String, make: () throws -> [String: [UInt8]]) throws -> [String: [UInt8]] {
        let (outputs, cached) = try cache?.files(for: input, recipe: recipe, make: make) ?? (make(), false)
        count(cached: cached)
        return outputs
    }

    /// Several named outputs made from one pack file and the pictures it names, cached by all
    /// of their bytes (the file's, and each picture's with its path).
    package func cachedFiles(of file: ContentFile, recipe: String, make: () throws -> [String: [UInt8]]) throws -> [String: [UInt8]] {
        var input = file.source.bytes
        var paths = Set<String>()
        for reference in file.assetReferences {
            if let path = AssetReference.resolve(reference.path, from: file.folder) { paths.insert(path) }
        }
        for path in paths.sorted() {
            // why: a picture that cannot be read is left to `make`, which reports it
            guard case .success(let bytes) = assets.bytes(path) else { continue }
            input += [0] + Array(path.utf8) + [0] + withUnsafeBytes(of: UInt64(bytes.count).littleEndian, Array.init) + bytes
        }
        return try cachedFiles(for: input, recipe: recipe + " " + file.path, make: make)
    }

    package func count(cached: Bool) {
        if cached { statistics.cached += 1 } else { statistics.produced += 1 }
    }
}
