public struct Equation: BundleItem {
    public static let kind = ContentKind.equations

    public var id: String
    public var difficulty: Int
    public var premium: Bool?
    public var symbols: [String: String]
    public var equations: [String]
    public var question: String
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
    public var equations: [Equation] { items(Equation.self) }
}

extension Equation: AnswerKeyed {
    static func answerEntries(of items: [Equation], stored: StoredAnswers) -> [(String, AnswerEntry)] {
        items.map { item in (item.id, item.answer.map(AnswerEntry.number) ?? stored.entry(item.id)) }
    }
}
