import ContentCore

/// Pictured puzzles: the key names an option, and the option pictures are told apart at a glance.
struct PuzzleOptionsRule: FileRule {
    static let description = RuleDescription(
        id: "puzzle-options",
        summary: "A pictured puzzle's answer must name an option, and its option pictures must differ, look different and share one shape",
        rationale: """
            A pictured puzzle is drawn by hand, so lint checks what a player sees: the answer is a \
            0-based index into the options; no picture is offered twice; no two options look the \
            same when drawn at one size (under \(PictureOptions.alikeShare * 100) % of their pixels \
            apart — a mirrored, turned or recoloured figure is a fair distractor and is not \
            reported); and every option has the shape (width over height) of the others, since an \
            odd one out gives itself away. Pictures that do not decode are reported by the asset rules.
            """,
        kind: .picturePuzzles,
        severity: .error,
        valid: [Example(PuzzleExamples.file(PuzzleExamples.pictured(answer: "2", options: [#""img/option-1.svg""#, #""img/option-2.svg""#, #""img/option-3.svg""#, #""img/option-4.svg""#])), files: Examples.optionPictures)],
        invalid: [
            Example(PuzzleExamples.file(PuzzleExamples.pictured(answer: "↓4", options: [#""img/option-1.svg""#, #""img/option-2.svg""#, #""img/option-3.svg""#, #""img/option-4.svg""#])), files: Examples.optionPictures),
            Example(PuzzleExamples.file(PuzzleExamples.pictured(answer: "0", options: [#""img/option-1.svg""#, #""img/option-2.svg""#, #"↓"img/option-1.svg""#, #""img/option-4.svg""#])), files: Examples.optionPictures),
            Example(PuzzleExamples.file(PuzzleExamples.pictured(answer: "0", options: [#""img/option-1.svg""#, #""img/option-2.svg""#, #"↓"img/option-copy.svg""#, #""img/option-4.svg""#])), files: Examples.optionPictures),
            Example(PuzzleExamples.file(PuzzleExamples.pictured(answer: "0", options: [#""img/option-1.svg""#, #""img/option-2.svg""#, #"↓"img/option-wide.svg""#, #""img/option-4.svg""#])), files: Examples.optionPictures),
        ])

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        (file.root?["items"]?.array ?? []).flatMap { item -> [Diagnostic] in
            guard let options = item["options"]?.array, options.allSatisfy({ $0.string != nil }) else { return [] }
            return PictureOptions.findings(options, answer: item["answer"], in: file, context).map {
                Self.diagnostic($0.message, in: file, at: $0.node.range)
            }
        }
    }
}
