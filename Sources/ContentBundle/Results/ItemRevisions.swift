import Foundation

/// `revisions.json`: every item's revision, a number that goes up exactly when a change to the
/// item makes answers given before incomparable with answers given after (a change `content-build
/// diff` ranks major for that item: its key, its choices, what it asks). A results store keys
/// answers by (item, revision); answers of one item and revision are answers to one question.
///
/// Items are named as `diff` names them: by id, or `<kind>:<key>` for the kinds of one item per
/// locale or game (`anagrams:en`). `retired` keeps the last revision of items no longer in the
/// pack, so an id that comes back starts above it and never repeats a revision.
public struct ItemRevisions: Codable, Sendable, Equatable {
    /// The file's format version: 1.
    public var formatVersion: Int
    /// Revision by item name, 1 for an item new in this release's line.
    public var items: [String: Int]
    /// The last revision of each item removed in an earlier release.
    public var retired: [String: Int]

    /// The path in the bundle.
    public static let file = "revisions.json"
    /// The version this runtime reads.
    public static let version = 1

    /// Revisions as given (the builder's and tests'; apps read them from `ContentBundle.revisions`).
    public init(items: [String: Int], retired: [String: Int] = [:]) {
        formatVersion = Self.version
        self.items = items
        self.retired = retired
    }

    /// Why the file cannot be used, or nil.
    package func problem() -> String? {
        if formatVersion != Self.version { return "formatVersion \(formatVersion) is not \(Self.version)" }
        for (name, revision) in items.merging(retired, uniquingKeysWith: { first, _ in first }) where revision < 1 || revision > 1 << 53 {
            return "\(name): revision \(revision) is not from 1 to 2^53"
        }
        if let both = Set(items.keys).intersection(retired.keys).min() { return "\(both) is both an item and retired" }
        return nil
    }
}

extension ContentBundle {
    /// The revision of the item (game, IQ test, …) with this id or diff name: what an answer's
    /// record carries (`ResultRecorder` fills it in). 1 for every item of a bundle built before
    /// revisions existed, and for a name the bundle does not list.
    /// - Throws: `BundleError` when revisions.json is listed but cannot be used.
    public func revision(of id: String) throws -> Int {
        try revisions.items[id] ?? 1
    }

    /// The revision of an item, by its id or, for the kinds of one item per locale or game, by
    /// `<kind>:<id>`.
    public func revision<Item: BundleItem>(of item: Item) throws -> Int {
        let revisions = try revisions
        return revisions.items[item.id] ?? revisions.items["\(Item.kind.rawValue):\(item.id)"] ?? 1
    }

    /// The revision of a game's table (its points, penalties, levels): what a level play's
    /// record carries. Kept as `games/<id>`, as `diff` names table entries.
    public func revision(of game: GameTable) throws -> Int {
        try revisions.items["games/\(game.id)"] ?? 1
    }

    /// The bundle's revisions file, read and checked once (empty for a bundle without one).
    public var revisions: ItemRevisions {
        get throws {
            try loaded.withState { state in
                if let revisions = state.revisions { return revisions }
                let revisions: ItemRevisions
                if manifest.files.contains(where: { $0.path == ItemRevisions.file }) {
                    revisions = try decodeFile(ItemRevisions.file, ItemRevisions.self, missing: (ItemRevisions.file, "missing"))
                    if let problem = revisions.problem() { throw BundleError.malformedFile(ItemRevisions.file, problem) }
                } else {
                    revisions = ItemRevisions(items: [:])
                }
                state.revisions = revisions
                return revisions
            }
        }
    }
}
