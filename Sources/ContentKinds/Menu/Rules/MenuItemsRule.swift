import ContentBundle
import ContentCore

/// A menu's themes name items of its kind in the pack, each once per theme; one menu per kind.
struct MenuItemsRule: PackRule {
    static let description = RuleDescription(
        id: "menu-items",
        summary: "A menu's themes name items of the listed kind in the pack, each once per theme, and no two menus list one kind",
        rationale: """
            The app builds a game's menu from its themes (`ContentBundle.themed(_:)`): an id that is \
            not an item of the listed kind in the pack (a misspelt id, a jigsaw renamed, a memory set \
            named in the jigsaw menu) leaves a hole in the theme; an id twice in one theme shows one \
            picture twice; and with two menus for one kind the app shows the first and never the \
            other. Each is computed from the pack: an error. On the sample pack's three menus (4 \
            themes each) it finds nothing; each injected defect of these classes is found.
            """,
        kind: .menu,
        severity: .error,
        valid: [Example(Examples.menu(), path: "menus/kids.json", files: ["pets.json": Examples.memory()])],
        invalid: [
            Example(Examples.menu(themes: [#""pets", ↓"petz""#]), path: "menus/kids.json", files: ["pets.json": Examples.memory()]),
            Example(Examples.menu(themes: [#""pets", ↓"pets""#]), path: "menus/kids.json", files: ["pets.json": Examples.memory()]),
            Example(Examples.menu(lists: #"jigsaw"#, themes: [#"↓"pets""#], id: "kids-jigsaw"), path: "menus/kids.json", files: ["pets.json": Examples.memory()]),
            Example(Examples.menu(id: "more-memory").replacingOccurrences(of: #""lists": "memory""#, with: #""lists": ↓"memory""#), path: "menus/more.json",
                    files: ["pets.json": Examples.memory(), "menus/kids.json": Examples.menu()]),
        ])

    static let inputs = PackRuleInputs(kinds: nil, facts: [.ids], trees: [.menu])

    func check(_ files: [ContentFile], in context: LintContext) -> [Diagnostic] {
        var idsByKind: [String: Set<String>] = [:]
        for file in files {
            guard let kind = file.kind, kind != .menu else { continue }
            idsByKind[kind.rawValue, default: []].formUnion(file.itemIDs.map(\.id))
        }
        var listedBy: [String: ContentFile] = [:]
        var found: [Diagnostic] = []
        for file in files where file.kind == .menu {
            guard let root = file.root, let listsNode = root["lists"], let lists = listsNode.string else { continue }
            if let earlier = listedBy[lists] {
                found.append(Self.diagnostic("\(earlier.path) already lists the \(lists) items; the app shows one menu per kind", in: file, at: listsNode.range))
            } else {
                listedBy[lists] = file
            }
            let known = idsByKind[lists] ?? []
            for theme in root["themes"]?.array ?? [] {
                var seen = Set<String>()
                for node in theme["items"]?.array ?? [] {
                    guard let id = node.string else { continue }
                    if !known.contains(id) {
                        found.append(Self.diagnostic("no \(lists) item \"\(id)\" in the pack\(MenuItemsRule.among(known))", in: file, at: node.range))
                    } else if !seen.insert(id).inserted {
                        found.append(Self.diagnostic("\"\(id)\" is already in this theme; the picture would show twice", in: file, at: node.range))
                    }
                }
            }
        }
        return found
    }

    /// " (the pack has: a, b)" for a short list of known ids; nothing for none or many.
    static func among(_ ids: Set<String>) -> String {
        ids.isEmpty || ids.count > 12 ? "" : " (the pack has: \(ids.sorted().joined(separator: ", ")))"
    }
}
