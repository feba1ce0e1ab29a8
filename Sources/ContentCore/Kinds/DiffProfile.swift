/// How `diff` tells a kind's items apart, what it calls them, and what each member of an item is
/// to players' results, so that a change can be ranked by what it does to them (`BundleDiff`).
package struct DiffProfile: Sendable {
    /// The member that names an item: `id`, or `locale` / `game` for kinds of one item per
    /// language or game.
    package var key = "id"
    /// The item's own members.
    package var item: ItemRoles
    /// Items held under `"items"` (a matrix series' items), each compared by itself.
    package var nestedItems: ItemRoles?
    /// Where the kind's files are in `tables.json`, for kinds compiled into it.
    package var table: TableEntries?

    package init(key: String = "id", item: ItemRoles, nestedItems: ItemRoles? = nil, table: TableEntries? = nil) {
        self.key = key
        self.item = item
        self.nestedItems = nestedItems
        self.table = table
    }
}

/// What a report calls an item, and the role of its members by path (`"lives"`,
/// `"levels/*/words"`; `*` is any index or member). A member without a role is judged by what it
/// holds: localised text is wording, a bundle picture path a picture, anything else `otherwise`.
package struct ItemRoles: Sendable {
    /// "riddle", "matrix series": a report line says `<noun> <id>: …`.
    package var noun: String
    package var members: [String: ResultRole]
    package var otherwise: ResultRole

    /// Every item's `id`, `difficulty` and `premium` are common to all kinds; `members` add to
    /// them or override them.
    package init(noun: String, members: [String: ResultRole] = [:], otherwise: ResultRole = .question) {
        self.noun = noun
        self.members = ["id": .identity, "difficulty": .serving, "premium": .serving].merging(members) { $1 }
        self.otherwise = otherwise
    }
}

/// What a member is to a player's result.
package enum ResultRole: Sendable, Equatable {
    /// Names the item; compared only to find it.
    case identity
    /// What the player is asked (terms, equations, panels, rules of a matrix item).
    case question
    /// What a result is scored or reported with: points, penalties, time limits, lives, level
    /// parameters, norm tables, report values.
    case scoring
    /// When or to whom the item is served (difficulty pools, premium, bonus places).
    case serving
    /// Localised text.
    case wording
    /// A picture (a bundle path, or a size the picture is drawn at).
    case picture
    /// The path of a file the build made from the item; the file itself is compared.
    case generated
    /// The rule that explains the key.
    case explanation
    /// The key: a value among the choices, or the index of an option.
    case key
    /// The options a player picks from, and how the key points into them.
    case choices(ChoiceKey)
    /// Free-text answers accepted per locale (`{"en": ["a towel", "towel"]}`).
    case acceptedAnswers
    /// The same answers as a hashed bundle stores them (`{"salt", "sha256": {"en": [...]}}`).
    case hashedAnswers
    /// Item ids in the order they are served (a puzzle track).
    case servedItems
    /// Things a player meets, each counted like an item (an anagram level's words).
    case contentList
}

/// How an item's key names the right choice.
package enum ChoiceKey: Sendable, Equatable {
    /// The key is the right choice's value (number series, equations).
    case value
    /// The key is the right option's 0-based index (matrix items).
    case index
}

/// A kind's entries in `tables.json`.
package struct TableEntries: Sendable {
    /// The member of `tables.json` (`games`, `norms`).
    package var member: String
    /// The member naming each entry of an array (`test`); nil when the entries are an object's
    /// members, named by their keys.
    package var keyedBy: String?

    package init(member: String, keyedBy: String? = nil) {
        self.member = member
        self.keyedBy = keyedBy
    }
}
