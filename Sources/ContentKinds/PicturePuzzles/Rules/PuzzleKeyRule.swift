import ContentBundle
import ContentCore

/// The key of a described puzzle is computed: the unfolded sheet's holes, the figure seen from
/// above. Exactly one option shows it, and it is the answer.
struct PuzzleKeyRule: FileRule {
    static let description = RuleDescription(
        id: "puzzle-key",
        summary: "Exactly one option of a described paper folding, view from above or arithmetic picture shows the computed key, and the answer names it",
        rationale: """
            For described puzzles the toolchain can prove the key: it folds the sheet, punches it \
            and unfolds it, or stacks the cubes and looks from straight above. The answer must be \
            the one option that equals the result. If the answer names a distractor, players who \
            solve the puzzle are marked wrong (the message says which option is right and what the \
            named one is: the mirror image, a fold left folded, the front view); for an arithmetic \
            picture it puts each option in the missing cell and computes the row exactly (fractions \
            of 64-bit whole numbers), so an option fits or does not, never nearly; if no option shows \
            the result the puzzle has no answer (the message gives the missing number when the row \
            is linear in it); if two options fit (`0 × ? = 0`) or are equal, one of them is \
            superfluous or the puzzle has two answers. Measured on 147 arithmetic questions of \
            DeepMind's mathematics_dataset 1.0.1 (PyPI, Apache-2.0) made described arithmetic \
            pictures and keyed by the dataset's own answers (`Scripts/measure/deepmind-arithmetic`, \
            `ArithmeticRealContentTests`): no finding on them, and a key naming a distractor, no \
            option holding the key, and a distractor equal to the key are each caught in all 147.
            """,
        kind: .picturePuzzles,
        severity: .error,
        valid: [Example(PuzzleExamples.file(PuzzleExamples.fold(answer: "0"), PuzzleExamples.blocks(answer: "0"), PuzzleExamples.arithmetic(answer: "1")))],
        invalid: [
            Example(PuzzleExamples.file(PuzzleExamples.fold(answer: "↓1"))),
            Example(PuzzleExamples.file(PuzzleExamples.fold(answer: "↓0", options: ["[[3, 1], [3, 2]]", "[[0, 2]]", "[[0, 0], [0, 3]]", "[[1, 1]]"]))),
            Example(PuzzleExamples.file(PuzzleExamples.blocks(answer: "0", options: ["[[1, 1], [1, 0]]", "[[1, 1], [0, 1]]", #"↓[[1, 1], [1, 0]]"#, "[[0, 1], [1, 1]]"]))),
            Example(PuzzleExamples.file(PuzzleExamples.blocks(answer: "↓0", options: ["[[1, 1], [1, 0]]", "[[1, 2], [0, 1]]", "[[1, 2], [1, 0]]", "[[0, 1], [1, 1]]"], extra: #", "view": "heights""#))),
            Example(PuzzleExamples.file(PuzzleExamples.fold(answer: "↓5"))),
            Example(PuzzleExamples.file(PuzzleExamples.arithmetic(answer: "↓0"))),
            Example(PuzzleExamples.file(PuzzleExamples.arithmetic(answer: "↓0", options: "4, 6, 7, 8"))),
            Example(PuzzleExamples.file(PuzzleExamples.arithmetic(answer: "0", options: "1, ↓2, 3, 4", rows: #"[[0, "×", "?", "=", 0]]"#))),
            Example(PuzzleExamples.file(PuzzleExamples.arithmetic(answer: "1", options: "4, 5, ↓5, 7"))),
        ])

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        (file.root?["items"]?.array ?? []).flatMap { item -> [(message: String, node: JSONNode)] in
            guard let listed = item["options"]?.array, let answer = item["answer"], let index = answer.integer else { return [] }
            // why: a finding on an option points at what it shows (its holes or its view)
            let options = listed.map { $0["holes"] ?? $0["top"] ?? $0 }
            if let fold = PaperFold(item["fold"]), case .success(let key) = fold.unfolded() {
                let shown = listed.map { $0["holes"]?.array.map { Set(PaperFold.cells($0)) } }
                let describe = { (holes: Set<PaperFold.Cell>) in holes.sorted().map(\.text).joined(separator: ", ") }
                return findings(item, options, answer, index, shown: shown, key: key, what: "the unfolded sheet (holes \(describe(key)))") { fold.slip($0, key: key) }
            }
            if let figure = BlockFigure(item: item), figure.problem == nil {
                let key = figure.top
                let shown = listed.map(BlockFigure.view)
                return findings(item, options, answer, index, shown: shown, key: key, what: "the figure seen from above (\(key.map { $0.map(String.init).joined() }.joined(separator: "/")))") { figure.slip($0, key: key) }
            }
            if let picture = ArithmeticPicture(item: item), picture.problem == nil, let values = ArithmeticPicture.options(item) {
                return arithmeticFindings(picture, values, listed, answer, index)
            }
            return []
        }
        .map { Self.diagnostic($0.message, in: file, at: $0.node.range) }
    }

    /// Findings on one item: options equal to each other, the answer off the options, no option
    /// or another option than the answer showing the key.
    private func findings<Shown: Equatable>(
        _ item: JSONNode, _ options: [JSONNode], _ answer: JSONNode, _ index: Int, shown: [Shown?], key: Shown, what: String,
        slip: (Shown) -> String?
    ) -> [(message: String, node: JSONNode)] {
        var found: [(message: String, node: JSONNode)] = []
        for (later, option) in shown.enumerated() {
            guard let option, let earlier = shown[..<later].firstIndex(where: { $0 == option }) else { continue }
            let both = option == key ? "both show \(what): the puzzle has two answers" : "are the same"
            found.append(("options \(earlier) and \(later) \(both)", options[later]))
        }
        guard index >= 0, index < options.count else {
            return found + [("the answer \(index) is not an option (there are \(options.count), counted from 0)", answer)]
        }
        guard let right = shown.firstIndex(where: { $0 == key }) else {
            let named = shown[index].flatMap(slip).map { " (the answer, option \(index), is \($0))" } ?? ""
            return found + [("no option shows \(what): the puzzle has no right answer\(named)", answer)]
        }
        if right != index {
            let named = shown[index].flatMap(slip).map { "; option \(index) is \($0)" } ?? ""
            found.append(("the key is wrong: option \(right) shows \(what), but the answer is \(index)\(named) — is the answer \(right)?", answer))
        }
        return found
    }

    /// An arithmetic picture's options: the ones that make the row with "?" true, computed exactly.
    private func arithmeticFindings(_ picture: ArithmeticPicture, _ values: [Rational?], _ options: [JSONNode], _ answer: JSONNode, _ index: Int) -> [(message: String, node: JSONNode)] {
        var found: [(message: String, node: JSONNode)] = []
        for (later, value) in values.enumerated() {
            guard let value, let earlier = values[..<later].firstIndex(where: { $0 == value }) else { continue }
            found.append(("options \(earlier) and \(later) are the same number, \(value.exactText)", options[later]))
        }
        guard index >= 0, index < options.count else {
            return found + [("the answer \(index) is not an option (there are \(options.count), counted from 0)", answer)]
        }
        let row = picture.missing.map { $0.row + 1 } ?? 1
        let fitting = picture.fitting(values)
        let distinct = fitting.filter { option in !fitting.contains { $0 < option && values[$0] == values[option] } }
        if distinct.isEmpty {
            let solved = picture.solved.map { ": the missing number is \($0.exactText)" } ?? ""
            return found + [("no option makes row \(row) true\(solved); the puzzle has no right answer", answer)]
        }
        if distinct.count > 1 {
            let named = distinct.map(String.init).joined(separator: ", ")
            return found + [("options \(named) all make row \(row) true: the puzzle has \(distinct.count) answers", options[distinct[1]])]
        }
        if !fitting.contains(index) {
            found.append(("the key is wrong: option \(distinct[0]) (\(values[distinct[0]]!.exactText)) makes row \(row) true, but the answer is \(index) — is the answer \(distinct[0])?", answer))
        }
        return found
    }
}
