/// Building blocks of rule examples: a riddles file that is clean in the standard example pack.
enum Examples {
    /// A clean riddles file; `text` replaces the riddle's `"text"` object.
    static func riddle(
        text: String = #"{"en": "Who says meow?", "ru": "Кто говорит мяу?", "uk": "Хто каже няв?"}"#,
        id: String = "cat-riddle", extra: String = ""
    ) -> String {
        """
        {"kind": "riddles", "items": [
          {"id": "\(id)", "difficulty": 1,
           "text": \(text),
           "answers": {"en": ["a cat"], "ru": ["кошка"], "uk": ["кіт"]}\(extra)}
        ]}
        """
    }

    /// A clean memory set; `cards` replaces the card list.
    static func memory(cards: String = #""img/cat.png", "img/cat.svg""#) -> String {
        """
        {"kind": "memory", "id": "pets",
         "title": {"en": "Pets", "ru": "Питомцы", "uk": "Улюбленці"},
         "grid": [1, 2],
         "cards": [\(cards)]}
        """
    }
}
