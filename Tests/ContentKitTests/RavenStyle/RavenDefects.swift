/// Defects injected into generated items, each of which a checker must catch.
enum RavenDefect: String, CaseIterable {
    /// The answer index points at a distractor.
    case wrongKey = "wrong key"
    /// A distractor is replaced by the key as drawn (its entities listed in another order).
    case duplicatedKey = "duplicated key"
    /// The key is changed so that it breaks a rule; no option satisfies the rules.
    case unsolvable

    /// The rule that must report the defect, and words its message must hold.
    var expected: (rule: String, words: String) {
        switch self {
        case .wrongKey: ("matrix-rules-hold", "is the key")
        case .duplicatedKey: ("matrix-options", "looks like the key")
        case .unsolvable: ("matrix-rules-hold", "has no answer")
        }
    }

    /// The item with the defect, or nil when this item cannot take it.
    func inject(into item: RavenItem, random: inout RavenRandom) -> RavenItem? {
        var broken = item
        switch self {
        case .wrongKey:
            broken.answer = (item.answer + random.int(in: 1...(item.options.count - 1))) % item.options.count
        case .duplicatedKey:
            let slot = (item.answer + random.int(in: 1...(item.options.count - 1))) % item.options.count
            broken.options[slot] = item.options[item.answer].map { $0.reversed() }
        case .unsolvable:
            // every grey of the first component's first shape's grey turns into another grey
            // that no option shows there: the colour rule breaks and the key matches no option
            let key = item.options[item.answer]
            guard let first = key[0].sorted().first else { return nil }
            let shown = Set(item.options.flatMap { $0[0].map(\.color) })
            guard let grey = RavenAttribute.color.levels.filter({ !shown.contains($0) }).first else { return nil }
            broken.options[item.answer][0] = key[0].map { entity in
                var entity = entity
                if entity.color == first.color { entity.color = grey }
                return entity
            }
        }
        return broken
    }
}
