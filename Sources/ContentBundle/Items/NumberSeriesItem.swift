public struct NumberSeriesItem: BundleItem {
    public static let kind = ContentKind.numberSeries

    public var id: String
    public var difficulty: Int
    public var premium: Bool?
    public var terms: [Int]
    public var choices: [Int]
    public var explanation: LocalizedText?
    /// Embedded packs only.
    public var answer: Int?
    public var rule: String?
}

extension ContentKind {
    /// `"kind": "number-series"`.
    public static let numberSeries = ContentKind("number-series")
}

extension ContentBundle {
    /// The bundle's number series, in pack order.
    public var numberSeries: [NumberSeriesItem] { items(NumberSeriesItem.self) }
}

extension NumberSeriesItem: AnswerKeyed {
    static func answerEntries(of items: [NumberSeriesItem], stored: StoredAnswers) -> [(String, AnswerEntry)] {
        items.map { item in (item.id, item.answer.map { .number(Double($0)) } ?? stored.entry(item.id)) }
    }
}
