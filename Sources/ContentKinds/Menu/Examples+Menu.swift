import ContentCore

extension Examples {
    /// A menu listing `lists` items with one theme per entry of `themes` (the text of each
    /// theme's items array's members).
    static func menu(lists: String = #"memory"#, themes: [String] = [#""pets""#], id: String = "kids-memory") -> String {
        let entries = themes.enumerated().map { index, items in
            #"{"id": "theme-\#(index + 1)", "title": {"en": "Theme", "ru": "Тема", "uk": "Тема"}, "cover": "../img/cat.svg", "items": [\#(items)]}"#
        }
        return """
            {"kind": "menu", "id": "\(id)", "lists": "\(lists)", "title": {"en": "Pictures", "ru": "Картинки", "uk": "Картинки"},
             "cover": "../img/cat.svg", "themes": [\(entries.joined(separator: ", "))]}
            """
    }
}
