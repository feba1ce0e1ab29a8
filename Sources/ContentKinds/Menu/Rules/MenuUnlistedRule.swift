import ContentBundle
import ContentCore

/// Every item of a kind a menu lists is in one of its themes.
struct MenuUnlistedRule: PackRule {
    static let description = RuleDescription(
        id: "menu-unlisted",
        summary: "An item of a kind a menu lists is in none of its themes",
        rationale: """
            When a menu lists a kind, players reach that kind's items only through its themes: an \
            item no theme groups ships in the bundle and is never shown. It may be kept back on \
            purpose (a picture for a later release), so this is a warning. On the sample pack (the \
            kids' app's jigsaw, dots and memory menus) it finds nothing.
            """,
        kind: .menu,
        severity: .warning,
        valid: [Example(Examples.menu(), path: "menus/kids.json", files: ["pets.json": Examples.memory()])],
        invalid: [Example(
            Examples.memory().replacingOccurrences(of: #""id": "pets""#, with: #""id": ↓"birds""#)
                .replacingOccurrences(of: #""en": "Pets", "ru": "Питомцы", "uk": "Улюбленці""#, with: #""en": "Birds", "ru": "Птицы", "uk": "Птахи""#),
            path: "birds.json", files: ["pets.json": Examples.memory(), "menus/kids.json": Examples.menu()])])

    static let inputs = PackRuleInputs(kinds: nil, facts: [.ids], trees: [.menu])

    func check(_ files: [ContentFile], in context: LintContext) -> [Diagnostic] {
        var grouped: [String: Set<String>] = [:]
        for file in files where file.kind == .menu {
            guard let root = file.root, let lists = root["lists"]?.string else { continue }
            for theme in root["themes"]?.array ?? [] {
                grouped[lists, default: []].formUnion((theme["items"]?.array ?? []).compactMap(\.string))
            }
        }
        var found: [Diagnostic] = []
        for file in files {
            guard let kind = file.kind, kind != .menu, let themed = grouped[kind.rawValue] else { continue }
            for (id, node) in file.itemIDs where !themed.contains(id) {
                found.append(Self.diagnostic("\(kind.rawValue) item \"\(id)\" is in no theme of the pack's \(kind.rawValue) menu; players never see it", in: file, at: node.range))
            }
        }
        return found
    }
}
