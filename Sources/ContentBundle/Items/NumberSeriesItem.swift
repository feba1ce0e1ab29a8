/// A number series (`items/number-series.json`): terms shown, the next to find among choices.
public struct NumberSeriesItem: BundleItem {
    /// `ContentKind.numberSeries`.
    public static let kind = ContentKind.numberSeries

    /// The item's id: unique in the pack, stable across releases (store players' results against it).
    public var id: String
    /// Difficulty, 1 (easiest) to 10.
    public var difficulty: Int
    /// `true` for content behind the paywall; nil or `false` for free content.
    public var premium: Bool?
    /// The terms shown, in order.
    public var terms: [Int]
    /// The numbers offered for the next term; the answer is one of them.
    public var choices: [Int]
    /// Why the answer is right, by locale, when the pack gives it (show it after answering).
    public var explanation: LocalizedText?
    /// Embedded packs only.
    public var answer: Int?
    /// Embedded packs only: the rule as a formula (`a(n) = 2 * a(n-1)`); separate and hashed packs keep it in answers.json.
    public var rule: String?
}

extension ContentKind {
    /// `"kind": "number-series"`.
    public static let numberSeries = ContentKind("number-series")
}

extension ContentBundle {
    /// The bundle's number series, in pack order.
    public var numberSeries: [NumberSeriesItem] { get throws { try items(NumberSeriesItem.self) } }
}

extension NumberSeriesItem: AnswerKeyed {
    static func answerEntries(of items: [NumberSeriesItem], stored: StoredAnswers) -> [(String, AnswerEntry)] {
        items.map { item in (item.id, stored.choice(item.id, embedded: item.answer.map(Double.init), choices: item.choices.map(Double.init))) }
    }
}
