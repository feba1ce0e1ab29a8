/// A picture equation (`items/equations.json`): equations over symbols whose values the player
/// works out, a question over them and choices.
public struct Equation: BundleItem {
    /// `ContentKind.equations`.
    public static let kind = ContentKind.equations

    /// The item's id: unique in the pack, stable across releases (store players' results against it).
    public var id: String
    /// Difficulty, 1 (easiest) to 10.
    public var difficulty: Int
    /// `true` for content behind the paywall; nil or `false` for free content.
    public var premium: Bool?
    /// What each symbol of the equations stands for: a letter by its picture's bundle path or text.
    public var symbols: [String: String]
    /// The equations shown, in order, as text over the symbols (`"🍎 + 🍎 = 10"`).
    public var equations: [String]
    /// The expression the player evaluates.
    public var question: String
    /// The numbers offered; the answer is one of them.
    public var choices: [Double]
    /// Embedded packs only.
    public var answer: Double?
}

extension ContentKind {
    /// `"kind": "equations"`.
    public static let equations = ContentKind("equations")
}

extension ContentBundle {
    /// The bundle's picture equations, in pack order.
    public var equations: [Equation] { get throws { try items(Equation.self) } }
}

extension Equation: AnswerKeyed {
    static func answerEntries(of items: [Equation], stored: StoredAnswers) -> [(String, AnswerEntry)] {
        items.map { item in (item.id, stored.choice(item.id, embedded: item.answer, choices: item.choices)) }
    }
}
