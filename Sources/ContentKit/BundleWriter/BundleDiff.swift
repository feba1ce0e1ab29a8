import ContentBundle
import Foundation

/// What changed between two bundles, item by item, and the smallest version bump that says so:
/// removed items or changed answers need a major bump, added items a minor one, any other change
/// (text, art, tables) a patch.
public struct BundleDiff: Sendable {
    public enum Bump: Int, Comparable, Sendable, CustomStringConvertible {
        case none, patch, minor, major
        public static func < (a: Bump, b: Bump) -> Bool { a.rawValue < b.rawValue }
        public var description: String { ["none", "patch", "minor", "major"][rawValue] }
    }

    public struct Change: Sendable, Equatable {
        public enum Kind: String, Sendable { case added, removed, changed }
        public let kind: Kind
        /// `riddles/elevator-floor`, or a file path for assets and tables.
        public let subject: String
        public let detail: String
        public let bump: Bump
    }

    public let changes: [Change]
    /// Ids now used for a different item (another kind, or both content and answer changed).
    public let reusedIDs: [(id: String, reason: String)]

    public var bump: Bump { changes.map(\.bump).max() ?? .none }

    /// Compares two bundles' files (bundle path → bytes).
    public init(old: [String: [UInt8]], new: [String: [UInt8]]) {
        let before = ItemRecords(old)
        let after = ItemRecords(new)
        var changes: [Change] = []
        var reused: [(String, String)] = []
        for key in Set(before.items.keys).union(after.items.keys).sorted() {
            switch (before.items[key], after.items[key]) {
            case (nil, let added?):
                changes.append(Change(kind: .added, subject: "\(added.kind)/\(key)", detail: "", bump: .minor))
            case (let removed?, nil):
                changes.append(Change(kind: .removed, subject: "\(removed.kind)/\(key)", detail: "", bump: .major))
            case (let old?, let new?):
                if old.kind != new.kind {
                    reused.append((key, "was \(old.kind), now \(new.kind)"))
                    changes.append(Change(kind: .changed, subject: "\(new.kind)/\(key)", detail: "kind", bump: .major))
                } else if old.answer != new.answer {
                    if old.content != new.content { reused.append((key, "its content and its answer both changed")) }
                    changes.append(Change(kind: .changed, subject: "\(new.kind)/\(key)", detail: "answer", bump: .major))
                } else if old.content != new.content {
                    changes.append(Change(kind: .changed, subject: "\(new.kind)/\(key)", detail: "content", bump: .patch))
                }
            default:
                break
            }
        }
        for path in Set(before.others.keys).union(after.others.keys).sorted() where before.others[path] != after.others[path] {
            let kind: Change.Kind = before.others[path] == nil ? .added : after.others[path] == nil ? .removed : .changed
            changes.append(Change(kind: kind, subject: path, detail: "", bump: .patch))
        }
        self.changes = changes
        reusedIDs = reused
    }

    /// Whether `new` is at least `old` bumped by `bump` (semantic versions; pre-release and build
    /// parts ignored).
    public static func version(_ new: String, satisfies bump: Bump, over old: String) -> Bool {
        func parts(_ version: String) -> [Int] {
            let core = version.split(separator: "-").first.map(String.init) ?? version
            return core.split(separator: "+")[0].split(separator: ".").map { Int($0) ?? 0 } + [0, 0, 0]
        }
        let (a, b) = (parts(old), parts(new))
        switch bump {
        case .none: return (b[0], b[1], b[2]) >= (a[0], a[1], a[2])
        case .patch: return (b[0], b[1], b[2]) > (a[0], a[1], a[2])
        case .minor: return (b[0], b[1]) > (a[0], a[1])
        case .major: return b[0] > a[0]
        }
    }
}

/// Every item of a bundle, keyed by id (or `anagrams:<locale>`, `slides:<game>`), with its
/// content and answer as canonical JSON text; and every other file's bytes.
struct ItemRecords {
    struct Record {
        let kind: String
        let content: String
        let answer: String
    }

    var items: [String: Record] = [:]
    var others: [String: [UInt8]] = [:]

    static let answerKeys: Set<String> = ["answers", "answer", "answerHashes", "rule"]

    init(_ files: [String: [UInt8]]) {
        let key = files[BundleFormat.answersFile].flatMap { JSONParser.parse($0, file: "answers.json").root }
        for (path, bytes) in files {
            guard path.hasPrefix("items/"), let root = JSONParser.parse(bytes, file: path).root else {
                if path != BundleFormat.manifestFile, path != BundleFormat.signatureFile, path != BundleFormat.answersFile {
                    others[path] = bytes
                }
                continue
            }
            let kind = root["kind"]?.string ?? path
            let identity = KindRegistry.kind(named: kind).flatMap(KindRegistry.spec)?.diffIdentity ?? DiffIdentity()
            for item in root["items"]?.array ?? [] {
                if identity.nestedItems {
                    for nested in item["items"]?.array ?? [] { add(nested, kind: kind, named: "id", key: key) }
                    add(item, kind: kind, named: identity.key, key: key, dropping: ["items"])
                } else {
                    add(item, kind: kind, named: identity.key, key: key)
                }
            }
        }
    }

    /// - Parameter member: the member that names the item (`id`; `locale` or `game` for kinds of
    ///   one item per language or game, named `<kind>:<value>`).
    private mutating func add(_ item: JSONNode, kind: String, named member: String, key: JSONNode?, dropping: Set<String> = []) {
        let name = item[member]?.string
        let id = member == "id" ? name ?? "\(kind):?" : "\(kind):\(name ?? "?")"
        let rewriter = JSONRewriter()
        let content = JSONWriter.write(rewriter.value(item, dropping: dropping.union(Self.answerKeys)))
        var answer = ""
        for name in Self.answerKeys.sorted() { if let value = item[name] { answer += name + JSONWriter.write(rewriter.value(value)) } }
        if let stored = key?["answers"]?[id] { answer += JSONWriter.write(rewriter.value(stored)) }
        if let rule = key?["rules"]?[id] { answer += "rule" + JSONWriter.write(rewriter.value(rule)) }
        items[id] = Record(kind: kind, content: content, answer: answer)
    }
}
