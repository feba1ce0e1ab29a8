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
        // why: when no file was read (every stamp as before) and none came or went, no file's
        // bytes or dependencies changed either
        let sameFiles = previous.files.count == state.files.count && run.allFiles.allSatisfy { previous.files[$0] != nil }
        let anyRead = measured.contains(where: \.read)
        let nothingRead = sameFiles && !anyRead && known.checked.count == run.contentPaths.count
        let stale = nothingRead ? [] : run.contentPaths.filter { path in
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
        if nothingRead {
            state.checked = known.checked
        } else {
            for path in run.contentPaths where freshByPath[path] == nil { state.checked[path] = known.checked[path] }
        }

        // Pack rules whose inputs changed, over fresh files and cached facts (with the trees
        // the rerun rules read).
        var rerun: [(rule: any PackRule, digest: [UInt8])] = []
        // why: when no file was read (every stamp as before) and none came or went, nothing a
        // pack rule reads changed
        let untouched = nothingRead && run.packRules.allSatisfy { known.packRules[type(of: $0).description.id] != nil }
        let digests = untouched ? nil : InputDigests(run: run, state: state)
        for rule in run.packRules {
            let id = type(of: rule).description.id
            guard let digests else {
                state.packRules[id] = known.packRules[id]
                continue
            }
            let digest = digests.of(type(of: rule).inputs, id: id)
            if let record = known.packRules[id], record.digest == digest {
                state.packRules[id] = record
            } else {
                rerun.append((rule, digest))
            }
        }
        let trees = rerun.reduce(into: Set<ContentKind>()) { $0.formUnion(type(of: $1.rule).inputs.trees) }
        // why: the facts file is read only when a pack rule runs again or a file's facts
        // changed (the new facts file carries the others' facts over)
        let factsChanged = stale.contains { state.checked[$0]?.factDigests != known.checked[$0]?.factDigests }
        let stored = rerun.isEmpty && !factsChanged ? [:] : store.loadFacts()
        let checked = state.checked
        @Sendable func facts(_ path: String) -> [UInt8]? {
            let record = checked[path]!
            if !record.facts.isEmpty { return record.facts }
            guard let entry = stored[path], entry.digests == record.factDigests else { return nil }
            return entry.facts
        }
        let freshFiles = freshByPath
        // why: with no pack rule to run, no cached facts are decoded (a warm run reads no more
        // than it must); the checked pack then lists no files
        let files: [ContentFile] = rerun.isEmpty ? [] : run.contentPaths.parallelMap(minimumCount: 256) { path in
            if let loaded = freshFiles[path] { return loaded.file }
            // why: facts missing from the facts file (removed, damaged) are found again by
            // checking the file; its findings stay the cached ones
            guard let facts = facts(path).flatMap(CachedFacts.decode) else { return run.checkFile(path).file }
            let root = checked[path]!.kind.map(trees.contains) == true
                ? (try? fileSystem.read(path, maxBytes: limit)).flatMap { JSONParser.parse($0, file: path, limits: run.options.limits).root }
                : nil
            return facts.summary(path: path, root: root)
        }
        for (rule, digest) in rerun {
            let id = type(of: rule).description.id
            state.packRules[id] = LintCacheState.PackRuleRecord(digest: digest, diagnostics: rule.check(files, in: run.context))
        }

        if !stale.isEmpty || !rerun.isEmpty || anyRead || !sameFiles {
            let kept = factsChanged ? run.contentPaths.compactMap { path in facts(path).map { (path, checked[path]!.factDigests, $0) } } : nil
            store.save(state, facts: kept)
        }
        let diagnostics = run.contentPaths.flatMap { state.checked[$0]!.diagnostics } + run.packRules.flatMap { state.packRules[type(of: $0).description.id]!.diagnostics }
        var sources: [String: SourceText] = [:]
        for loaded in fresh where !loaded.diagnostics.isEmpty { sources[loaded.file.path] = loaded.file.source }
        return run.finish(diagnostics, files: files, sources: sources)
    }

    /// The first 16 bytes of the SHA-256: a file's identity in the cache.
    static func digest(_ bytes: [UInt8]) -> [UInt8] { Array(SHA256.hash(data: bytes).prefix(16)) }
}

/// What each pack rule read, as one hash per rule, made from hashes computed once per run: of
/// every kind's files (paths and content hashes), of every file's facts of each kind, and of
/// the assets.
private struct InputDigests {
    private var byKind: [ContentKind: [UInt8]] = [:]
    private var byFact: [SummaryFact: [UInt8]] = [:]
    private var assets: [UInt8] = []

    init(run: PipelineRun, state: LintCacheState) {
        var kinds: [ContentKind: SHA256] = [:]
        var facts = Dictionary(uniqueKeysWithValues: SummaryFact.allCases.map { ($0, SHA256()) })
        for path in run.contentPaths {
            guard let record = state.checked[path] else { continue }
            let name = Array("\u{0}\(path)\u{0}".utf8)
            if let kind = record.kind { kinds[kind, default: SHA256()].update(data: name + record.hash) }
            for fact in SummaryFact.allCases { facts[fact]!.update(data: name + record.digest(fact)) }
        }
        byKind = kinds.mapValues { Array($0.finalize()) }
        byFact = facts.mapValues { Array($0.finalize()) }
        var hasher = SHA256()
        for path in run.allFiles where !path.hasSuffix(".json") {
            hasher.update(data: Array("\u{0}\(path)\u{0}".utf8) + (state.files[path]?.hash ?? []))
        }
        assets = Array(hasher.finalize())
    }

    func of(_ inputs: PackRuleInputs, id: String) -> [UInt8] {
        var hasher = SHA256()
        hasher.update(data: Array(id.utf8))
        // why: a kind with no files hashes as nothing, and a kind's files all moving to another
        // kind changes both kinds' hashes
        let kinds = (inputs.kinds ?? inputs.trees).sorted()
        for kind in kinds { hasher.update(data: Array("\u{0}\(kind.rawValue)\u{0}".utf8) + (byKind[kind] ?? [])) }
        if inputs.kinds == nil {
            for fact in SummaryFact.allCases where inputs.facts.contains(fact) { hasher.update(data: byFact[fact]!) }
        }
        if inputs.assets { hasher.update(data: assets) }
        return Array(hasher.finalize())
    }
}
