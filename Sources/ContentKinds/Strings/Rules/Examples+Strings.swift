/// Strings files for the strings rules' examples (the example pack's locales are en, ru, uk).
extension Examples {
    /// A strings file of one table; `items` are its entries, `locales` its own locale list.
    static func strings(_ items: String, locales: String? = nil) -> String {
        #"{"kind": "strings", "table": "kids","# + (locales.map { #" "locales": \#($0),"# } ?? "") + #" "items": [\#(items)]}"#
    }

    /// A clean counted entry in en, ru and uk; `ru` replaces the Russian forms.
    static func gamesPlayed(
        ru: String = #"{"one": "Сыграна {count} игра", "few": "Сыграно {count} игры", "many": "Сыграно {count} игр", "other": "Сыграно {count} игры"}"#,
        en: String = #"{"one": "One game played", "other": "{count} games played"}"#
    ) -> String {
        #"{"key": "games-played", "comment": "Under the results", "text": {"en": \#(en), "ru": \#(ru), "#
            + #""uk": {"one": "Зіграно {count} гру", "few": "Зіграно {count} гри", "many": "Зіграно {count} ігор", "other": "Зіграно {count} гри"}}}"#
    }
}
