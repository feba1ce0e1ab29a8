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
