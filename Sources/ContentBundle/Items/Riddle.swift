/// A riddle (`items/riddles.json`): a text whose answer the player types.
public struct Riddle: BundleItem {
    /// `ContentKind.riddles`.
    public static let kind = ContentKind.riddles

    /// The item's id: unique in the pack, stable across releases (store players' results against it).
    public var id: String
    /// Difficulty, 1 (easiest) to 10.
    public var difficulty: Int
    /// `true` for content behind the paywall; nil or `false` for free content.
    public var premium: Bool?
    /// The riddle by locale.
    public var text: LocalizedText
    /// A hint by locale, when the pack gives one.
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
    /// The item's salt: 32 lower-case hex digits, hashed as text (its UTF-8) before the answer.
    public var salt: String
    /// By locale, the lower-case hex SHA-256 of `salt` + each normalised accepted answer.
    public var sha256: [String: [String]]
}

extension ContentKind {
    /// `"kind": "riddles"`.
    public static let riddles = ContentKind("riddles")
}

extension ContentBundle {
    /// The bundle's riddles, in pack order.
    public var riddles: [Riddle] { get throws { try items(Riddle.self) } }
}

extension Riddle: AnswerKeyed {
    /// Accepted texts as embedded, hashed, or from answers.json.
    static func answerEntries(of items: [Riddle], stored: StoredAnswers) -> [(String, AnswerEntry)] {
        items.map { riddle in
            (riddle.id, riddle.answers.map(AnswerEntry.texts) ?? riddle.answerHashes.map(AnswerEntry.hashes) ?? stored.entry(riddle.id))
        }
    }
}
