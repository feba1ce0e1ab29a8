import ContentBundle
import ContentCore
import ContentKinds
import ContentCheck

/// What changed between two releases of a pack, each change ranked by what it does to players'
/// results, which are stored against item ids and compared over time (class rankings, IQ
/// history): **major** when old and new results are no longer comparable (a changed key or
/// choices, an accepted answer or an item removed, norms, points, penalties, time limits, lives,
/// level parameters, what an item asks); **minor** when old results stay valid and new ones can
/// be added (items or accepted answers added, a new locale, the order or places items are served
/// in); **patch** for what a player sees but is not scored on (wording, pictures, options
/// reordered with the key following its option). The kinds say what each member of their items
/// is (`DiffProfile`); the bump the release needs is its highest-ranked change.
public struct BundleDiff: Sendable {
    /// A semantic-version bump, from none to major.
    public enum Bump: Int, Comparable, Sendable, CustomStringConvertible {
        case none, patch, minor, major
        public static func < (a: Bump, b: Bump) -> Bool { a.rawValue < b.rawValue }
        public var description: String { ["none", "patch", "minor", "major"][rawValue] }
    }

    /// One line of the report: what changed, in what, and why it has its rank.
    public struct Change: Sendable, Equatable {
        /// `riddle wet-towel`, `game find-pair`, `locale uk`, `assets/img/cat.png`.
        public let subject: String
        /// `accepted answer "a towel" (en) removed`.
        public let detail: String
        /// `earlier results counted it right`.
        public let reason: String
        /// The bump this change alone needs.
        public let bump: Bump
        /// The name `revisions.json` keeps the subject's revision under: an item's id (or
        /// `<kind>:<key>`), a table entry's `<member>/<name>` (`games/find-pair`); nil for a
        /// locale, a pool or a file, which have no revision.
        public let name: String?

        public init(subject: String, detail: String, reason: String, bump: Bump, name: String? = nil) {
            self.subject = subject
            self.detail = detail
            self.reason = reason
            self.bump = bump
            self.name = name
        }
    }

    /// Two bundles of different packs have nothing to compare: results are stored per pack.
    public enum Refusal: Error, Equatable, CustomStringConvertible {
        case differentPacks(old: String, new: String)

        /// The sentence a command prints, naming both packs.
        public var description: String {
            switch self {
            case .differentPacks(let old, let new):
                "cannot compare bundles of two different packs: the old one is \"\(old)\", the new one \"\(new)\"; "
                    + "players' results are stored per pack, so no version bump leads from one to the other"
            }
        }
    }

    /// The pack both releases are of.
    public let packID: String
    /// The releases' versions, as their `pack.json` said.
    public let oldVersion: String
    public let newVersion: String
    /// The locale changes first, then the items' (by subject), the tables' and the files'.
    public let changes: [Change]
    /// Ids now used for a different item (another kind, or both its question and its answer changed).
    public let reusedIDs: [(id: String, reason: String)]

    /// The bump the changes need: the highest-ranked one.
    public var bump: Bump { changes.map(\.bump).max() ?? .none }

    /// The old version bumped as `bump` says (semantic versioning).
    public var suggestedVersion: String { Self.bumped(oldVersion, by: bump) }

    /// Whether the new release's version is at least the bump the changes need.
    public var newVersionIsEnough: Bool { Self.version(newVersion, satisfies: bump, over: oldVersion) }

    /// Compares two releases of one pack; two different packs are refused.
    public init(old: PackRelease, new: PackRelease) throws(Refusal) {
        guard old.packID == new.packID else { throw .differentPacks(old: old.packID, new: new.packID) }
        packID = new.packID
        oldVersion = old.version
        newVersion = new.version
        let locales = LocaleChange(old: old.locales, new: new.locales)
        var changes = Self.localeChanges(locales)
        var reused: [(String, String)] = []
        let before = DiffItems(old.files).items
        let after = DiffItems(new.files).items
        let comparison = ItemComparison(locales: locales)
        let subjects = after.merging(before) { now, _ in now }.mapValues(\.subject)
        for name in subjects.keys.sorted(by: { (subjects[$0] ?? $0, $0) < (subjects[$1] ?? $1, $1) }) {
            switch (before[name], after[name]) {
            case (nil, let added?):
                changes.append(Change(subject: added.subject, detail: "added", reason: DiffReason.itemAdded, bump: .minor, name: name))
            case (let removed?, nil):
                changes.append(Change(subject: removed.subject, detail: "removed", reason: DiffReason.itemRemoved, bump: .major, name: name))
            case (let was?, let now?) where was.kind != now.kind:
                reused.append((name, "was \(was.kind), now \(now.kind)"))
                changes.append(Change(subject: now.subject, detail: "was a \(was.roles.noun)", reason: DiffReason.kindChanged, bump: .major, name: name))
            case (let was?, let now?):
                let findings = comparison.compare(was, now)
                if ItemComparison.isReuse(findings) { reused.append((name, "its question and its answer both changed")) }
                changes += findings.map { Change(subject: now.subject, $0, name: name) }
            default:
                break
            }
        }
        changes += TableComparison(locales: locales).compare(old: old.files, new: new.files).map { Change(subject: $0.subject, $0.finding, name: $0.name) }
        changes += FileComparison.compare(old: old.files, new: new.files).map { Change(subject: $0.0, $0.1) }
        self.changes = changes
        reusedIDs = reused
    }

    private static func localeChanges(_ locales: LocaleChange) -> [Change] {
        locales.added.sorted().map { Change(subject: "locale \($0)", detail: "added", reason: DiffReason.localeAdded, bump: .minor) }
            + locales.removed.sorted().map { Change(subject: "locale \($0)", detail: "removed", reason: DiffReason.localeRemoved, bump: .major) }
    }
}

extension BundleDiff.Change {
    init(subject: String, _ finding: Finding, name: String? = nil) {
        self.init(subject: subject, detail: finding.detail, reason: finding.reason, bump: finding.bump, name: name)
    }
}
