public struct TapSequence: BundleItem, Identifiable {
    public static let kind = ContentKind.sequences

    public var id: String
    public var difficulty: Int?
    public var premium: Bool?
    public var symbols: [String]
    /// The symbols in the order they must be tapped; nil in a bundle that keeps answers apart
    /// (check taps with `ContentBundle.check(answer: .taps(...), for:)`).
    public var order: [String]?
    public var maxLength: Int?
    /// Wrong attempts allowed; nil for no limit (a login screen lets the user try again).
    public var attempts: Int?
}

extension ContentKind {
    /// `"kind": "sequences"`.
    public static let sequences = ContentKind("sequences")
}

extension ContentBundle {
    /// The bundle's tap sequences, in pack order.
    public var sequences: [TapSequence] { items(TapSequence.self) }
}

extension TapSequence: AnswerKeyed {
    static func answerEntries(of items: [TapSequence], stored: StoredAnswers) -> [(String, AnswerEntry)] {
        items.map { item in (item.id, item.order.map(AnswerEntry.sequence) ?? stored.entry(item.id)) }
    }
}
