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
    /// Symbols derived from others, by name: the expression over the other symbols
    /// (`"half-blue": "blue / 2"`, half a glass is half of a full one), when the item has any.
    public var definitions: [String: String]?
    /// The worked solution, in the order a player finds the values: each step a symbol's value
    /// and the equations or the definition that give it (written by the builder, which solved
    /// the system exactly).
    public var solution: [SolutionStep]?
    /// The expression the player evaluates.
    public var question: String
    /// The numbers offered; the answer is one of them.
    public var choices: [Double]
    /// Embedded packs only.
    public var answer: Double?
}

extension Equation {
    /// One step of a worked solution.
    public struct SolutionStep: Codable, Sendable, Equatable {
        /// The symbol whose value this step finds.
        public var symbol: String
        /// Its exact value: a whole number (`"5"`), a decimal that ends (`"2.5"`), else a fraction (`"1/3"`).
        public var value: String
        /// The 0-based indices into `equations` of the lines that give it: one when the line has
        /// one unknown left, several when they are solved together; nil when a definition gives it.
        public var equations: [Int]?
        /// The definition that gives it (`"blue / 2"`), once the symbols it names are known.
        public var definition: String?
    }
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
