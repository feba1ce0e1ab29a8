import ContentCore

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
    static func memory(cards: String = #""img/cat.png", "img/cat.svg""#, category: String? = nil) -> String {
        """
        {"kind": "memory", "id": "pets",
         "title": {"en": "Pets", "ru": "Питомцы", "uk": "Улюбленці"},
         "grid": [1, 2],\(category.map { #" "category": "\#($0)","# } ?? "")
         "cards": [\(cards)]}
        """
    }

    /// A jigsaw of the example pack's 240x160 photo (`img/photo.png`).
    static func jigsaw(rows: String = "2", columns: String = "3", cut: String = #"{"style": "classic", "seed": 7, "tabSize": 0.2, "jitter": 0.04}"#, image: String = #""img/photo.png""#) -> String {
        #"{"kind": "jigsaw", "id": "photo-6", "image": "# + image + #", "rows": "# + rows + #", "columns": "# + columns + #", "cut": "# + cut + #", "difficulty": 2}"#
    }

    /// Four option pictures of one size, told apart by a bar's width; and one of another shape.
    static let optionPictures: [String: String] = {
        var files = (1...4).reduce(into: [String: String]()) { files, index in
            files["img/option-\(index).svg"] = "<svg xmlns='http://www.w3.org/2000/svg' width='40' height='40'><rect width='\(9 * index)' height='40'/></svg>"
        }
        files["img/option-copy.svg"] = "<svg xmlns='http://www.w3.org/2000/svg' width='80' height='80'><rect width='18' height='80'/></svg>"
        files["img/option-wide.svg"] = "<svg xmlns='http://www.w3.org/2000/svg' width='80' height='40'><rect width='50' height='40'/></svg>"
        return files
    }()
}
