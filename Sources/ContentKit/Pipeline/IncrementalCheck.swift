import ContentBundle
import Crypto
import Foundation

/// The check after a small change: every file's hash (from its stamp when that is unchanged),
/// then the file stage only for files whose bytes, or whose assets, changed; each pack rule
/// only when a file it reads changed, over the files' cached facts (and the trees it reads, read
/// anew). Gives the findings a full check gives (`IncrementalCheckTests` compares the two).
struct IncrementalCheck {
    let run: PipelineRun
    let store: LintCacheStore

    /// A path outside the pack's file list (missing, a folder, a link out) as a dependency.
    private static func absent(_ entry: PackEntry) -> [UInt8] { Array("absent \(entry)".utf8) }
    /// The dependency of a file whose findings name other files of the pack (`asset-missing`'s
    /// "did you mean"): the whole list of files.
    private static let listing = "\u{0}listing"

    func check() -> CheckedPack {
        let fileSystem = run.fileSystem
        let previous = store.load()
        let now = Int(Date().timeIntervalSince1970 * 1e9)
        let limit = run.options.limits.maxBytes
        // Every file's hash; an unchanged stamp keeps the hash, so nothing is read.
        let measured: [(stamp: FileStamp?, hash: [UInt8], read: Bool)] = run.allFiles.parallelMap(minimumCount: 256) { path in
            let stamp = fileSystem.stamp(path)
            if let stamp, let old = previous.files[path], old.stamp == stamp, !stamp.isRacy(writtenAt: previous.written) {
                return (stamp, old.hash, false)
            }
            let bytes = (try? fileSystem.read(path, maxBytes: path.hasSuffix(".json") ? limit : Int.max)) ?? Array("unreadable \(String(describing: stamp))".utf8)
            return (stamp, Self.digest(bytes), true)
        }
        var state = LintCacheState()
        state.written = now
        for (path, file) in zip(run.allFiles, measured) { state.files[path] = LintCacheState.FileRecord(stamp: file.stamp, hash: file.hash) }
        let hashes = state.files.mapValues(\.hash)
        state.packHash = hashes["pack.json"] ?? []
        // why: pack.json's settings (locales, answers) change what every file rule finds
        let known = previous.packHash == state.packHash ? previous : LintCacheState()
        let listing = Self.digest(Array(run.allFiles.joined(separator: "\n").utf8))
        func dependencyState(_ path: String) -> [UInt8] {
            if path == Self.listing { return listing }
            return hashes[path] ?? Self.absent(fileSystem.inspect(path))
        }

        // The file stage, for files whose bytes or dependencies changed.
        let stale = run.contentPaths.filter { path in
            guard let record = known.checked[path], record.hash == hashes[path] else { return true }
            return !record.dependencies.allSatisfy { dependencyState($0.path) == $0.state }
        }
        let fresh = stale.parallelMap { path in run.checkFile(path) }
        var freshByPath: [String: ContentLoader.Loaded] = [:]
        for (path, loaded) in zip(stale, fresh) {
            freshByPath[path] = loaded
            var dependencies = Set(loaded.file.assetReferences.compactMap { AssetReference.resolve($0.path, from: loaded.file.folder) })
            if loaded.diagnostics.contains(where: { $0.ruleID.hasPrefix("asset-") }) { dependencies.insert(Self.listing) }
            state.checked[path] = LintCacheState.Checked(
                hash: hashes[path] ?? [], dependencies: dependencies.sorted().map { ($0, dependencyState($0)) },
                diagnostics: loaded.diagnostics, facts: CachedFacts(loaded.file))
        }
        for path in run.contentPaths where freshByPath[path] == nil { state.checked[path] = known.checked[path] }

        // Pack rules whose inputs changed, over fresh files and cached facts (with the trees
        // the rerun rules read).
        var rerun: [(rule: any PackRule, digest: [UInt8])] = []
        for rule in run.packRules {
            let id = type(of: rule).description.id
            let digest = inputDigest(of: type(of: rule).inputs, id: id, state: state)
            if let record = known.packRules[id], record.digest == digest {
                state.packRules[id] = record
            } else {
                rerun.append((rule, digest))
            }
        }
        let trees = rerun.reduce(into: Set<ContentKind>()) { $0.formUnion(type(of: $1.rule).inputs.trees) }
        let freshFiles = freshByPath
        let checked = state.checked
        let files: [ContentFile] = run.contentPaths.parallelMap(minimumCount: 256) { path in
            if let loaded = freshFiles[path] { return loaded.file }
            let facts = checked[path]!.facts
            let root = facts.kind.map(trees.contains) == true
                ? (try? fileSystem.read(path, maxBytes: limit)).flatMap { JSONParser.parse($0, file: path, limits: run.options.limits).root }
                : nil
            return facts.summary(path: path, root: root)
        }
        for (rule, digest) in rerun {
            let id = type(of: rule).description.id
            state.packRules[id] = LintCacheState.PackRuleRecord(digest: digest, diagnostics: rule.check(files, in: run.context))
        }

        let changed = !stale.isEmpty || !rerun.isEmpty || measured.contains(where: \.read) || Set(previous.files.keys) != Set(state.files.keys)
        if changed { store.save(state) }
        let diagnostics = run.contentPaths.flatMap { state.checked[$0]!.diagnostics } + run.packRules.flatMap { state.packRules[type(of: $0).description.id]!.diagnostics }
        var sources: [String: SourceText] = [:]
        for loaded in fresh where !loaded.diagnostics.isEmpty { sources[loaded.file.path] = loaded.file.source }
        return run.finish(diagnostics, files: files, sources: sources)
    }

    /// What a pack rule read, as one hash: the path and hash of every file of its kinds (and of
    /// every asset when it reads them).
    private func inputDigest(of inputs: PackRuleInputs, id: String, state: LintCacheState) -> [UInt8] {
        var hasher = SHA256()
        hasher.update(data: Array(id.utf8))
        for path in run.contentPaths {
            let kind = state.checked[path]?.facts.kind
            guard inputs.kinds.map({ kind.map($0.contains) == true }) ?? true else { continue }
            hasher.update(data: Array("\u{0}\(path)\u{0}".utf8) + (state.files[path]?.hash ?? []))
        }
        if inputs.assets {
            for path in run.allFiles where !path.hasSuffix(".json") {
                hasher.update(data: Array("\u{0}\(path)\u{0}".utf8) + (state.files[path]?.hash ?? []))
            }
        }
        return Array(hasher.finalize())
    }

    /// The first 16 bytes of the SHA-256: a file's identity in the cache.
    static func digest(_ bytes: [UInt8]) -> [UInt8] { Array(SHA256.hash(data: bytes).prefix(16)) }
}
