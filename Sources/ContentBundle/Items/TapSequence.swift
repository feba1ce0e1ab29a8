/// A tap sequence (`items/sequences.json`): symbols to tap in a remembered order.
public struct TapSequence: BundleItem, Identifiable {
    /// `ContentKind.sequences`.
    public static let kind = ContentKind.sequences

    /// The item's id: unique in the pack, stable across releases (store players' results against it).
    public var id: String
    /// Difficulty, 1 (easiest) to 10, when the pack gives one.
    public var difficulty: Int?
    /// `true` for content behind the paywall; nil or `false` for free content.
    public var premium: Bool?
    /// The symbols shown (text or emoji), in the order to lay them out.
    public var symbols: [String]
    /// The symbols in the order they must be tapped; nil in a bundle that keeps answers apart
    /// (check taps with `ContentBundle.check(answer: .taps(...), for:)`).
    public var order: [String]?
    /// The most taps a player may enter, when the pack limits it.
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
    public var sequences: [TapSequence] { get throws { try items(TapSequence.self) } }
}

extension TapSequence: AnswerKeyed {
    static func answerEntries(of items: [TapSequence], stored: StoredAnswers) -> [(String, AnswerEntry)] {
        items.map { item in
            let entry = item.order.map(AnswerEntry.sequence) ?? stored.entry(item.id)
            // why: a key that taps a symbol the item does not show can never be entered
            if case .sequence(let order) = entry, let stray = order.first(where: { !item.symbols.contains($0) }) {
                return (item.id, .invalid("the order of \(item.id) taps \"\(stray)\", which is not one of its symbols", inItems: item.order != nil))
            }
            return (item.id, entry)
        }
    }
}
