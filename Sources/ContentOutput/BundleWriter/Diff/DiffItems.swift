import ContentBundle
import ContentCore
import ContentKinds
import ContentCheck

/// One item as `diff` compares it: its members without the one that names it, with the key
/// answers.json holds for it folded back in, so that a bundle keeping keys apart compares like
/// one that embeds them.
struct DiffItem {
    let kind: String
    let roles: ItemRoles
    /// `riddle wet-towel`: what a report line is about.
    let subject: String
    let members: [(name: String, value: JSONNode)]
    /// The id of the item holding it (a matrix series), for a nested item.
    let holder: String?
    /// The ids of the items it holds, in order.
    let nested: [String]

    subscript(name: String) -> JSONNode? { members.first { $0.name == name }?.value }
}

/// Every item of a bundle's `items/` files, by its diff name: its id, or `<kind>:<locale>` and
/// `<kind>:<game>` for kinds of one item per language or game.
struct DiffItems {
    private(set) var items: [String: DiffItem] = [:]

    init(_ files: [String: [UInt8]]) {
        let stored = files[BundleFormat.answersFile].flatMap { JSONParser.parse($0, file: BundleFormat.answersFile).root }
        for (path, bytes) in files where path.hasPrefix("items/") {
            guard let root = JSONParser.parse(bytes, file: path).root, let kind = root["kind"]?.string else { continue }
            let profile = KindRegistry.kind(named: kind).flatMap(KindRegistry.spec)?.diffProfile ?? DiffProfile(item: ItemRoles(noun: kind))
            for item in root["items"]?.array ?? [] {
                let key = item[profile.key] == nil ? profile.fallbackKey ?? profile.key : profile.key
                let holder = add(item, kind: kind, key: key, roles: profile.item, stored: stored, nested: profile.nestedItems != nil)
                guard let inner = profile.nestedItems else { continue }
                for nested in item["items"]?.array ?? [] { add(nested, kind: kind, key: "id", roles: inner, stored: stored, holder: holder) }
            }
        }
    }

    @discardableResult
    private mutating func add(
        _ item: JSONNode, kind: String, key: String, roles: ItemRoles, stored: JSONNode?, holder: String? = nil, nested: Bool = false
    ) -> String {
        let value = item[key]?.string ?? "?"
        let name = key == "id" ? value : "\(kind):\(value)"
        var members = (item.object?.members ?? []).filter { $0.key != key && !(nested && $0.key == "items") }.map { (name: $0.key, value: $0.value) }
        // why: answers.json is keyed by item id; items of one per locale or game have no key there
        if key == "id" {
            let folded: [(String?, JSONNode?)] = [
                (Self.member(of: roles, where: { $0 == .key || $0 == .acceptedAnswers }), stored?["answers"]?[value]),
                (Self.member(of: roles, where: { $0 == .explanation }), stored?["rules"]?[value]),
            ]
            for case let (member?, node?) in folded where !members.contains(where: { $0.name == member }) { members.append((member, node)) }
        }
        let ids = nested ? (item["items"]?.array ?? []).compactMap { $0["id"]?.string } : []
        items[name] = DiffItem(kind: kind, roles: roles, subject: "\(roles.noun) \(value)", members: members, holder: holder, nested: ids)
        return value
    }

    /// The member with a role, if the kind names one (the first by name, for a stable answer).
    private static func member(of roles: ItemRoles, where test: (ResultRole) -> Bool) -> String? {
        roles.members.filter { !$0.key.contains("/") && test($0.value) }.keys.sorted().first
    }
}
