import Foundation
import ContentBundle
import ContentCore
import ContentKinds
import ContentCheck

/// `revisions.json` for a release: every item's (and game table's, norm table's) revision,
/// carried forward from the previous release and raised by one exactly where `diff` ranks a
/// change to that subject major, or to something its results rest on (the items a series holds,
/// an IQ test's series and norms: `RevisionLinks`). Without a previous release every subject is
/// at revision 1. A subject that leaves the pack is kept under `retired` with its last revision,
/// so one that comes back starts above it and no (name, revision) ever means two questions.
public enum RevisionLedger {
    /// Why the previous release's revisions cannot be carried forward.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// The revisions of `new`, carried forward from `previous` with the changes `diff` found
    /// between them (nil: a first release, every subject at 1).
    public static func revisions(of new: PackRelease, previous: (release: PackRelease, diff: BundleDiff)? = nil) throws(Failure) -> ItemRevisions {
        let graph = RevisionGraph(new.files)
        guard let previous else { return firstRelease(graph) }
        let before = try current(in: previous.release.files)
        let direct = Set(previous.diff.changes.filter { $0.bump == .major }.compactMap(\.name))
        let raised = graph.raised(direct)
        var items: [String: Int] = [:]
        for name in graph.names {
            if let last = before.items[name] {
                items[name] = raised.contains(name) ? last + 1 : last
            } else {
                items[name] = (before.retired[name] ?? 0) + 1
            }
        }
        var retired = before.retired
        for (name, revision) in before.items where items[name] == nil { retired[name] = revision }
        for name in items.keys { retired[name] = nil }
        return ItemRevisions(items: items, retired: retired)
    }

    /// The file's bytes: members in name order, so a build is byte-identical.
    public static func encoded(_ revisions: ItemRevisions) -> [UInt8] {
        func table(_ values: [String: Int]) -> JSONWriter.Value { .object(values.keys.sorted().map { ($0, .int(values[$0]!)) }) }
        return JSONWriter.encode(.object([
            ("formatVersion", .int(revisions.formatVersion)), ("items", table(revisions.items)), ("retired", table(revisions.retired)),
        ]))
    }

    /// Every subject of a release at revision 1.
    private static func firstRelease(_ graph: RevisionGraph) -> ItemRevisions {
        ItemRevisions(items: Dictionary(uniqueKeysWithValues: graph.names.map { ($0, 1) }))
    }

    /// A release's revisions: its file's, or every subject at 1 for a bundle built before
    /// revisions existed (its subjects read from its items only then).
    static func current(in files: [String: [UInt8]]) throws(Failure) -> ItemRevisions {
        files[ItemRevisions.file] == nil ? firstRelease(RevisionGraph(files)) : try stored(in: files)
    }

    /// The revisions a bundle holds (none for a bundle built before revisions existed).
    static func stored(in files: [String: [UInt8]]) throws(Failure) -> ItemRevisions {
        guard let bytes = files[ItemRevisions.file] else { return ItemRevisions(items: [:]) }
        guard let revisions = try? JSONDecoder().decode(ItemRevisions.self, from: Data(bytes)) else {
            throw Failure(description: "the previous bundle's \(ItemRevisions.file) is not a revisions file")
        }
        if let problem = revisions.problem() { throw Failure(description: "the previous bundle's \(ItemRevisions.file): \(problem)") }
        guard revisions.items.values.allSatisfy({ $0 < 1 << 53 }) else {
            throw Failure(description: "the previous bundle's \(ItemRevisions.file) has a revision that cannot be raised")
        }
        return revisions
    }
}
