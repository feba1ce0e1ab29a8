import ContentBundle
import Crypto
import Foundation
import ContentCore
import ContentKinds

/// The check after a small change: every file's hash (from its stamp when that is unchanged),
/// then the file stage only for files whose bytes, or whose assets, changed; each pack rule
/// only when a file it reads changed, over the files' cached facts (and the trees it reads, read
/// anew). Gives the findings a full check gives (`IncrementalCheckTests` compares the two).
///
/// A warm run's cost is its file walk: when the file list is as before, the cache's files and
/// records are matched by position, and the work after that grows with what changed, not with
/// the pack.
struct IncrementalCheck {
    let run: PipelineRun
    let store: LintCacheStore

    /// A path outside the pack's file list (missing, a folder, a link out) as a dependency.
    private static func absent(_ entry: PackEntry) -> [UInt8] { Array("absent \(entry)".utf8) }
    /// The dependency of a file whose findings name other files of the pack (`asset-missing`'s
    /// "did you mean"): the whole list of files.
    private static let listing = "\u{0}listing"

    /// - Parameter stamps: each of `run.allFiles`' stamps.
    func check(stamps: [FileStamp?]) -> CheckedPack {
        let fileSystem = run.fileSystem
        let paths = run.allFiles
        let previous = store.load()
        let limit = run.options.limits.maxBytes
        let listing = LintCacheState.digest(Array(paths.joined(separator: "\n").utf8))
        let samePaths = previous.listing == listing && previous.hashes.count == paths.count

        // Where each file was last time (by position when the list is the same).
        var previousPaths: [String] = []
        let before: [Int]
        if samePaths {
            before = Array(paths.indices)
        } else {
            previousPaths = previous.paths() ?? []
            let position = Dictionary(previousPaths.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
            before = paths.map { position[$0] ?? -1 }
        }

        // Every file's hash; an unchanged stamp keeps the hash, so nothing is read.
        let measured: [(hash: ArraySlice<UInt8>, read: Bool)] = Array(paths.indices).parallelMap(minimumCount: 256) { index in
            let old = before[index]
            if let stamp = stamps[index], old >= 0, previous.stamps[old] == stamp, !stamp.isRacy(writtenAt: previous.written) {
                return (previous.hashes[old], false)
            }
            let path = paths[index]
            let bytes = (try? fileSystem.read(path, maxBytes: path.hasSuffix(".json") ? limit : Int.max))
                ?? Array("unreadable \(String(describing: stamps[index]))".utf8)
            return (LintCacheState.digest(bytes)[...], true)
        }
        let hashes = measured.map(\.hash)
        let anyRead = measured.contains(where: \.read)
        let changed = paths.indices.map { before[$0] < 0 || measured[$0].read && previous.hashes[before[$0]] != hashes[$0] }
        func hash(of path: String) -> [UInt8]? { Self.position(of: path, in: paths).map { Array(hashes[$0]) } }

        let packFile = Self.position(of: "pack.json", in: paths)
        let packHash = packFile.map { Array(hashes[$0]) } ?? []
        var state = LintCacheState(written: Int(Date().timeIntervalSince1970 * 1e9), packHash: packHash, listing: listing,
                                   paths: paths, stamps: stamps, hashes: hashes)
        // why: pack.json's settings (locales, answers) change what every file rule finds
        let known = previous.packHash == packHash ? previous : LintCacheState()

        // Each content file's place in `paths`, and its record of last time.
        let contentPaths = run.contentPaths
        // why: the content paths are pack.json, then the others in the list's order
        let listed = [packFile ?? -1] + paths.indices.filter { $0 != packFile && paths[$0].hasSuffix(".json") }
        let contentFiles = listed.count == contentPaths.count ? listed : contentPaths.map { Self.position(of: $0, in: paths) ?? -1 }
        let byPosition = samePaths && known.checked.count == contentPaths.count
        var knownByPath: [String: LintCacheState.Entry] = [:]
        if !byPosition {
            for entry in known.checked { if let record = entry.record { knownByPath[record.path] = entry } }
        }
        func knownEntry(_ index: Int) -> LintCacheState.Entry? { byPosition ? known.checked[index] : knownByPath[contentPaths[index]] }
        func dependencyState(_ path: String) -> [UInt8] {
            if path == Self.listing { return listing }
            return hash(of: path) ?? Self.absent(fileSystem.inspect(path))
        }

        // The file stage, for files whose bytes or dependencies changed.
        // why: when no file was read (every stamp as before) and the list is the same, no
        // file's bytes or dependencies changed either
        let nothingRead = byPosition && !anyRead
        let stale = nothingRead ? [] : contentPaths.indices.filter { index in
            guard let entry = knownEntry(index), contentFiles[index] >= 0 else { return true }
            if byPosition, changed[contentFiles[index]] { return true }
            guard !byPosition || entry.hasDependencies else { return false }
            guard let record = entry.record else { return true }
            if !byPosition, record.hash[...] != hashes[contentFiles[index]] { return true }
            return !record.dependencies.allSatisfy { dependencyState($0.path) == $0.state }
        }
        let fresh = stale.map { contentPaths[$0] }.parallelMap { path in run.checkFile(path) }
        var freshByPath: [String: ContentLoader.Loaded] = [:]
        var freshEntries: [Int: LintCacheState.Entry] = [:]
        // every fresh file's facts, and those that differ from what the facts file holds
        var freshFacts: [String: FactsEntry] = [:]
        var changedFacts: [FactsEntry] = []
        var changes: [FileChange] = []
        for (index, loaded) in zip(stale, fresh) {
            let path = contentPaths[index]
            freshByPath[path] = loaded
            var dependencies = Set(loaded.file.assetReferences.compactMap { AssetReference.resolve($0.path, from: loaded.file.folder) })
            if loaded.diagnostics.contains(where: { $0.ruleID.hasPrefix("asset-") }) { dependencies.insert(Self.listing) }
            let facts = CachedFacts(loaded.file)
            let record = LintCacheState.Checked(
                path: path, hash: contentFiles[index] >= 0 ? Array(hashes[contentFiles[index]]) : [],
                dependencies: dependencies.sorted().map { ($0, dependencyState($0)) },
                diagnostics: loaded.diagnostics, kind: facts.kind, factDigests: facts.digests)
            freshEntries[index] = LintCacheState.Entry(record)
            let old = knownEntry(index)?.record
            let entry = FactsEntry(path: path, digests: record.factDigests, facts: facts.encoded)
            freshFacts[path] = entry
            if old?.factDigests != record.factDigests { changedFacts.append(entry) }
            changes.append(FileChange(before: old, after: record, position: index))
        }
        state.checked = contentPaths.indices.map { freshEntries[$0] ?? knownEntry($0)! }
        var assetsChanged = paths.indices.contains { changed[$0] && !paths[$0].hasSuffix(".json") }
        if !samePaths {
            let current = Set(paths)
            assetsChanged = assetsChanged || previousPaths.contains { !current.contains($0) && !$0.hasSuffix(".json") }
            let currentContent = Set(contentPaths)
            for (path, entry) in knownByPath where !currentContent.contains(path) { changes.append(FileChange(before: entry.record, after: nil, position: nil)) }
        }

        // Pack rules whose inputs changed, over fresh files and cached facts (with the trees
        // the rerun rules read).
        var rerun: [any PackRule] = []
        for rule in run.packRules {
            let id = type(of: rule).description.id
            let inputs = type(of: rule).inputs
            if let record = known.packRules[id], !(inputs.assets && assetsChanged), !changes.contains(where: { $0.matters(to: inputs, findings: record) }) {
                state.packRules[id] = record
                state.ruleStates[id] = known.ruleStates[id]
            } else if let found = recheck(rule, changes: changes, fresh: freshByPath, samePaths: samePaths, known: known, into: &state) {
                state.packRules[id] = found
            } else {
                rerun.append(rule)
            }
        }
        let treeInputs = rerun.map { type(of: $0).inputs }
        // why: the facts file is read only when a pack rule runs again
        let stored = rerun.isEmpty ? (entries: [:], compact: false) : store.loadFacts()
        let checked = state.checked
        let freshFiles = freshByPath
        // why: with no pack rule to run, no cached facts are decoded (a warm run reads no more
        // than it must); the checked pack then lists no files
        let summaries: [(file: ContentFile, facts: FactsEntry?, recovered: Bool)] = rerun.isEmpty ? [] : Array(contentPaths.indices).parallelMap(minimumCount: 256) { index in
            let path = contentPaths[index]
            if let loaded = freshFiles[path] { return (loaded.file, nil, false) }
            let record = checked[index].record
            // why: facts missing from the facts file (removed, damaged) are found again by
            // checking the file; its findings stay the cached ones
            guard let record, let entry = stored.entries[path], entry.digests == record.factDigests, let facts = CachedFacts.decode(entry.facts) else {
                let loaded = run.checkFile(path)
                let facts = CachedFacts(loaded.file)
                return (loaded.file, FactsEntry(path: path, digests: facts.digests, facts: facts.encoded), true)
            }
            let root = record.kind.map { kind in treeInputs.contains { $0.readsTrees(of: kind) } } == true && facts.isSchemaValid
                ? (try? fileSystem.read(path, maxBytes: limit)).flatMap { JSONParser.parse($0, file: path, limits: run.options.limits).root }
                : nil
            return (facts.summary(path: path, root: root), entry, false)
        }
        for rule in rerun {
            let id = type(of: rule).description.id
            if let incremental = rule.incremental {
                let ruleState = store.ruleState(id, expected: nil)
                state.packRules[id] = incremental.check(summaries.map(\.file), in: run.context, keeping: ruleState)
                state.ruleStates[id] = ruleState.written
            } else {
                state.packRules[id] = rule.check(summaries.map(\.file), in: run.context)
            }
        }

        if !stale.isEmpty || !rerun.isEmpty || anyRead || !samePaths {
            let factsWrite: LintCacheStore.FactsWrite
            if known.checked.isEmpty || stored.compact || summaries.contains(where: \.recovered) {
                // the facts file anew (every file is fresh, or every file's facts were read)
                factsWrite = .replace(contentPaths.indices.compactMap { index in
                    freshFacts[contentPaths[index]] ?? (summaries.isEmpty ? nil : summaries[index].facts)
                })
            } else if known.factsAppended + changedFacts.count > contentPaths.count / 2 + 64 {
                // why: a run that reads no facts never finds the file mostly superseded; once the
                // entries appended since it was written outnumber half the pack's files, it is
                // read and written anew with each file's last entry (the index's digests still
                // decide which entry serves)
                let entries = stored.entries.isEmpty ? store.loadFacts().entries : stored.entries
                factsWrite = .replace(contentPaths.compactMap { freshFacts[$0] ?? entries[$0] })
            } else {
                factsWrite = changedFacts.isEmpty ? .none : .append(changedFacts)
                state.factsAppended = known.factsAppended + changedFacts.count
            }
            store.save(state, facts: factsWrite, prune: known.checked.isEmpty)
        }
        let diagnostics = contentPaths.indices.flatMap { index -> [Diagnostic] in
            if let loaded = freshByPath[contentPaths[index]] { return loaded.diagnostics }
            let entry = state.checked[index]
            return entry.hasDiagnostics ? entry.record?.diagnostics ?? [] : []
        } + run.packRules.flatMap { state.packRules[type(of: $0).description.id] ?? [] }
        var sources: [String: SourceText] = [:]
        for loaded in fresh where !loaded.diagnostics.isEmpty { sources[loaded.file.path] = loaded.file.source }
        return run.finish(diagnostics, files: summaries.map(\.file), sources: sources)
    }

    /// The findings of a rule that keeps a state of its own (`IncrementalPackRule`), brought up
    /// to date from the files whose facts it reads changed; nil when it must run over every file
    /// (files came or went, no state named by the index, or the rule cannot update it).
    private func recheck(_ rule: any PackRule, changes: [FileChange], fresh: [String: ContentLoader.Loaded], samePaths: Bool,
                         known: LintCacheState, into state: inout LintCacheState) -> [Diagnostic]? {
        let id = type(of: rule).description.id
        guard let incremental = rule.incremental, samePaths, let token = known.ruleStates[id], let previous = known.packRules[id] else { return nil }
        let inputs = type(of: rule).inputs
        var edits: [PackRuleEdit] = []
        for change in changes where change.touches(inputs) {
            guard let after = change.after, change.before != nil, let position = change.position, let loaded = fresh[after.path] else { return nil }
            edits.append(PackRuleEdit(file: loaded.file, position: position))
        }
        let ruleState = store.ruleState(id, expected: token)
        guard let found = incremental.recheck(edits, paths: run.contentPaths, previous: previous, in: run.context, state: ruleState) else { return nil }
        state.ruleStates[id] = ruleState.written
        return found
    }

    /// The index of `path` in sorted `paths`.
    private static func position(of path: String, in paths: [String]) -> Int? {
        let index = paths.partitionPoint { $0 < path }
        return index < paths.count && paths[index] == path ? index : nil
    }
}

/// A content file checked anew, or gone: what a pack rule may have read of it before and now.
///
/// Both questions the incremental check asks of a change (may the rule's last findings stand,
/// `matters`; which files must an incremental rule be told about, `touches`) are answered by
/// one reading of the rule's inputs (`read(by:)`), so what one counts as read the other does too:
/// the bytes of a file whose kind the rule reads whole (its `kinds`, or its `trees`), and the
/// facts it declares of every other file.
private struct FileChange {
    let before: LintCacheState.Checked?
    let after: LintCacheState.Checked?
    /// The file's place among the content files (nil: it is gone).
    let position: Int?

    /// What changed of what a rule reads of the file.
    private enum Read {
        /// The file's bytes, read whole (its tree), or the file came or went.
        case bytes
        /// What one of the facts the rule reads says, or the file's kind.
        case facts
        /// Only where one of those facts sits in the file.
        case places
    }

    /// What changed of what a rule reading `inputs` reads of this file; nil: nothing it reads.
    private func read(by inputs: PackRuleInputs) -> Read? {
        let readsWhole = { (kind: ContentKind) in inputs.kinds?.contains(kind) ?? inputs.readsTrees(of: kind) }
        // why: a rule that reads a kind's trees reads every byte of its files, and any of them
        // may decide a finding (a puzzle track's bonusEvery is in no fact)
        if before?.hash != after?.hash, [before?.kind, after?.kind].contains(where: { $0.map(readsWhole) == true }) { return .bytes }
        guard inputs.kinds == nil else { return nil }
        guard let before, let after else { return .bytes }
        if before.kind != after.kind || inputs.summaryFacts.contains(where: { before.digest($0) != after.digest($0) }) { return .facts }
        if inputs.summaryFacts.contains(where: { before.placesDigest($0) != after.placesDigest($0) }) { return .places }
        return nil
    }

    /// Whether anything a rule reading `inputs` reads of the file changed, even only where a
    /// fact sits: the file is one of an incremental rule's edits (its state keeps places too).
    func touches(_ inputs: PackRuleInputs) -> Bool { read(by: inputs) != nil }

    /// Whether a pack rule reading `inputs`, whose last findings were `findings`, reads something
    /// of this file that changed: the file itself when the rule reads its kind's files or trees,
    /// what one of the facts it reads says when it reads every file (a file come or gone changes
    /// them all), or where one sits when a finding is placed in this file.
    func matters(to inputs: PackRuleInputs, findings: [Diagnostic]) -> Bool {
        switch read(by: inputs) {
        case nil: return false
        case .bytes?, .facts?: return true
        case .places?:
            // why: an edit above a fact moves it and changes no verdict (a rule's places only
            // place its findings); only findings placed in this file move with it
            return findings.contains { $0.file == after?.path || $0.notes.contains { $0.file == after?.path } }
        }
    }
}

extension PackRuleInputs {
    /// The facts the rule reads, in the registry's order (`KindRegistry.summaryFacts`).
    var summaryFacts: [SummaryFact] { facts.map { facts in KindRegistry.summaryFacts.filter(facts.contains) } ?? KindRegistry.summaryFacts }
}
