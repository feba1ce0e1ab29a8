public struct Riddle: BundleItem {
    public static let kind = ContentKind.riddles

    public var id: String
    public var difficulty: Int
    public var premium: Bool?
    public var text: LocalizedText
    public var hint: LocalizedText?
    /// An illustration (the app's bonus riddles have one).
    public var image: String?
    /// Why the answer is right, shown after the player answers.
    public var explanation: LocalizedText?
    /// Accepted answers per locale (embedded packs only).
    public var answers: [String: [String]]?
    /// Salted hashes of the normalised accepted answers (hashed packs only).
    public var answerHashes: AnswerHashes?
}

/// `{"salt": "...", "sha256": {"en": ["hex", ...]}}`: see `AnswerNormalizer.hash`.
public struct AnswerHashes: Codable, Sendable, Equatable {
    public var salt: String
    public var sha256: [String: [String]]
}

extension ContentKind {
    /// `"kind": "riddles"`.
    public static let riddles = ContentKind("riddles")
}

extension ContentBundle {
    /// The bundle's riddles, in pack order.
    public var riddles: [Riddle] { items(Riddle.self) }
}

extension Riddle: AnswerKeyed {
    /// Accepted texts as embedded, hashed, or from answers.json.
    static func answerEntries(of items: [Riddle], stored: StoredAnswers) -> [(String, AnswerEntry)] {
        items.map { riddle in
            (riddle.id, riddle.answers.map(AnswerEntry.texts) ?? riddle.answerHashes.map(AnswerEntry.hashes) ?? stored.entry(riddle.id))
        }
    }
}
