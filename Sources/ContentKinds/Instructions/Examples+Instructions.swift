import ContentCore

extension Examples {
    /// An instructions file: `target` is the text of its "for" object's member (nil: none),
    /// `includes` the text of its includes array's members (nil: none).
    static func instructions(id: String = "how-to-play", target: String? = #""puzzles": "matrix-series""#, includes: String? = nil) -> String {
        let purpose = target.map { #""for": {\#($0)}, "# } ?? ""
        let parts = includes.map { #", "includes": [\#($0)]"# } ?? ""
        return """
            {"kind": "instructions", "id": "\(id)", \(purpose)"title": {"en": "How to play", "ru": "Как играть", "uk": "Як грати"},
             "pages": [{"text": {"en": "Pick the missing piece.", "ru": "Выбери недостающую часть.", "uk": "Обери частину, якої бракує."}}]\(parts)}
            """
    }
}
