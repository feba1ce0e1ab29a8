import ContentBundle
import ContentCore
import ContentKinds
import ContentCheck

/// Every subject's revision in two releases, as `diff` reports them to a results store: before
/// (the old bundle's `revisions.json`; 1 for every subject of a bundle built before revisions
/// existed), after (the new bundle's), and where the new bundle's differ from what its changes
/// from the old one make them (a release built without `--previous`, or from another one).
public struct RevisionComparison: Sendable {
    /// A subject's revision in each release; nil where the release does not have it.
    public struct Entry: Sendable, Equatable {
        public let before: Int?
        public let after: Int?
    }

    /// A revision the new bundle holds that its changes do not explain.
    public struct Mismatch: Sendable, Equatable {
        public let name: String
        /// What the new bundle says (nil: it lists no revision for the subject).
        public let bundle: Int?
        /// What the changes from the old bundle make it.
        public let expected: Int
    }

    /// Every subject of either release, by name.
    public let entries: [String: Entry]
    /// The subjects whose revision the new bundle gives wrongly, by name.
    public let mismatches: [Mismatch]

    public init(old: PackRelease, new: PackRelease, diff: BundleDiff) throws(RevisionLedger.Failure) {
        let before = try RevisionLedger.current(in: old.files).items
        let after = try RevisionLedger.current(in: new.files).items
        var bare = new
        bare.files[ItemRevisions.file] = nil
        let expected = try RevisionLedger.revisions(of: bare, previous: (old, diff)).items
        var entries: [String: Entry] = [:]
        for name in Set(before.keys).union(after.keys) { entries[name] = Entry(before: before[name], after: after[name]) }
        self.entries = entries
        mismatches = expected.keys.sorted().compactMap { name in
            after[name] == expected[name] ? nil : Mismatch(name: name, bundle: after[name], expected: expected[name]!)
        }
    }
}
