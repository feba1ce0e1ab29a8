import ContentCore

/// Building blocks of the picture-puzzle rules' examples.
enum PuzzleExamples {
    /// A picture-puzzles file holding `items`.
    static func file(_ items: String...) -> String {
        #"{"kind": "picture-puzzles", "items": [\#(items.joined(separator: ",\n  "))]}"#
    }

    static let question = #"{"en": "What is it?", "ru": "Что это?", "uk": "Що це?"}"#

    /// A paper folding: a 4-cell sheet folded top over bottom and punched in the folded sheet's
    /// top-left cell, whose unfolded holes are [0, 1] and [0, 2]; `options` are the options' hole
    /// lists, `fold` replaces the description.
    static func fold(
        answer: String, options: [String] = ["[[0, 1], [0, 2]]", "[[3, 1], [3, 2]]", "[[0, 2]]", "[[0, 0], [0, 3]]"],
        fold: String = #"{"size": 4, "folds": ["top-over-bottom"], "holes": [[0, 0]]}"#, id: String = "fold-1"
    ) -> String {
        let listed = options.map { #"{"holes": \#($0)}"# }.joined(separator: ", ")
        return #"{"id": "\#(id)", "type": "paper-folding", "difficulty": 3, "question": \#(question), "fold": \#(fold), "options": [\#(listed)], "answer": \#(answer)}"#
    }

    /// A view from above of an L of three cubes with one stacked: `[[1, 1], [1, 0]]` from above.
    static func blocks(
        answer: String, options: [String] = ["[[1, 1], [1, 0]]", "[[1, 1], [0, 1]]", "[[1, 0], [1, 1]]", "[[0, 1], [1, 1]]"],
        blocks: String = "[[0, 0, 0], [1, 0, 0], [1, 0, 1], [0, 1, 0]]", extra: String = "", id: String = "top-1"
    ) -> String {
        let listed = options.map { #"{"top": \#($0)}"# }.joined(separator: ", ")
        return #"{"id": "\#(id)", "type": "view-from-above", "difficulty": 3, "question": \#(question), "blocks": \#(blocks)\#(extra), "options": [\#(listed)], "answer": \#(answer)}"#
    }

    /// A pictured puzzle whose options are `options` (quoted paths).
    static func pictured(answer: String, options: [String], id: String = "pattern-1") -> String {
        #"{"id": "\#(id)", "type": "pattern", "difficulty": 2, "question": \#(question), "image": "img/cat.svg", "options": [\#(options.joined(separator: ", "))], "answer": \#(answer)}"#
    }

    /// An arithmetic picture: 3 apples and 2 apples make "?" (5), with `options` as numbers.
    static func arithmetic(
        answer: String, options: String = "4, 5, 6, 7", rows: String = #"[[{"count": 3, "figure": "apple"}, "+", {"count": 2, "figure": "apple"}, "=", "?"]]"#,
        id: String = "sum-1"
    ) -> String {
        #"{"id": "\#(id)", "type": "math-picture", "difficulty": 1, "question": \#(question), "arithmetic": \#(rows), "options": [\#(options)], "answer": \#(answer)}"#
    }
}
