import ContentCore

/// A described puzzle can be made as written: the sheet folds in half along cell lines and the
/// holes are on the folded sheet; the cubes stand on the grid, each on the ground or on another;
/// every option fits the sheet or the grid.
struct PuzzleDescriptionRule: FileRule {
    static let description = RuleDescription(
        id: "puzzle-description",
        summary: "A described paper folding, view from above or arithmetic picture must be possible: folds along cell lines, holes on the folded sheet, cubes that stand, options that fit, rows that compute",
        rationale: """
            Lint computes the key of a described puzzle from its description, so the description \
            must describe something real. A sheet of an odd number of cells cannot be folded in half \
            along a cell line; holes count from the folded sheet's top-left corner and must lie on \
            it; a cube must stand on the ground (level 0) or on another cube, once, on the grid, and \
            the builder's drawing (seen from the front right, above) must show the top of every \
            stack, or the player cannot see it; an \
            option's holes must be on the sheet and its view from above must have the grid's rows \
            and columns. An arithmetic picture's rows are chains of numbers, figure groups and \
            operators with one "=" each, exactly one cell "?" in all, every other row true (it is \
            a shown fact), and every number and step exact in fractions of 64-bit whole numbers \
            (1e308 or 2^63 cannot be checked and is reported, never wrapped). The builder draws \
            exactly what is written, so a slip here is a wrong picture. On DeepMind's 147 arithmetic \
            questions (see puzzle-key) no finding; a false shown row and a number of 1e300 are \
            each caught in all 147 (2^63 is json-number-range's finding before this rule).
            """,
        kind: .picturePuzzles,
        severity: .error,
        valid: [Example(PuzzleExamples.file(PuzzleExamples.fold(answer: "0"), PuzzleExamples.blocks(answer: "0"),
                                            PuzzleExamples.arithmetic(answer: "0", options: "3, 4, 5, 6", rows: #"[[2, "×", 4, "=", 8], [2, "×", "?", "=", 6]]"#)))],
        invalid: [
            Example(PuzzleExamples.file(PuzzleExamples.fold(answer: "0", fold: #"{"size": 4, "folds": ["top-over-bottom", "top-over-bottom", ↓"top-over-bottom"], "holes": [[0, 0]]}"#))),
            Example(PuzzleExamples.file(PuzzleExamples.fold(answer: "0", fold: #"{"size": 4, "folds": ["top-over-bottom"], "holes": [↓[0, 2]]}"#))),
            Example(PuzzleExamples.file(PuzzleExamples.fold(answer: "0", options: ["[[0, 1], [0, 2]]", "[[3, 1], [3, 2]]", "[[0, 2]]", #"[[0, 0], ↓[0, 4]]"#]))),
            Example(PuzzleExamples.file(PuzzleExamples.blocks(answer: "0", blocks: #"[[0, 0, 0], [1, 0, 0], ↓[1, 1, 1], [0, 1, 0]]"#))),
            Example(PuzzleExamples.file(PuzzleExamples.blocks(answer: "0", options: ["[[1, 1], [1, 0]]", "[[1, 1], [0, 1]]", "[[1, 0], [1, 1]]", #"↓[[0, 1, 1], [1, 1, 0]]"#]))),
            // a cube behind a tower as tall as itself, one cell nearer on both axes: hidden
            Example(PuzzleExamples.file(PuzzleExamples.blocks(answer: "0", options: ["[[1, 0], [0, 1]]", "[[1, 1], [0, 1]]", "[[1, 0], [1, 1]]", "[[0, 1], [1, 1]]"],
                                                              blocks: "↓[[0, 0, 0], [1, 1, 0], [1, 1, 1]]"))),
            Example(PuzzleExamples.file(PuzzleExamples.arithmetic(answer: "0", options: "3, 4, 5, 6", rows: #"[↓[2, "×", 4, "=", 9], [2, "×", "?", "=", 6]]"#))),
            Example(PuzzleExamples.file(PuzzleExamples.arithmetic(answer: "0", options: "3, 4, 5, 6", rows: #"[["?", "×", 4, "=", ↓"?"]]"#))),
            Example(PuzzleExamples.file(PuzzleExamples.arithmetic(answer: "0", options: "3, 4, 5, 6", rows: #"[[↓1e308, "×", "?", "=", 6]]"#))),
            Example(PuzzleExamples.file(PuzzleExamples.arithmetic(answer: "0", options: "3, 4, 5, 6", rows: #"[[4294967296, "×", ↓4294967296, "×", "?", "=", 6]]"#))),
            Example(PuzzleExamples.file(PuzzleExamples.arithmetic(answer: "0", options: "3, 4, 5, 6", rows: #"[[2, "×", ↓"+", "?", "=", 6]]"#))),
        ])

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        (file.root?["items"]?.array ?? []).flatMap { item -> [Diagnostic] in
            if let node = item["fold"], let fold = PaperFold(node) { return foldFindings(fold, node, item, file) }
            if let figure = BlockFigure(item: item) { return blockFindings(figure, item, file) }
            if item["arithmetic"] != nil { return arithmeticFindings(item, file) }
            return []
        }
    }

    private func foldFindings(_ fold: PaperFold, _ node: JSONNode, _ item: JSONNode, _ file: ContentFile) -> [Diagnostic] {
        if case .failure(let problem) = fold.unfolded() {
            let at: JSONNode? = switch problem {
            case .oddFold(let index, _): node["folds"]?.array?[index]
            case .holeOutside(let index, _, _): node["holes"]?.array?[index]
            }
            return [Self.diagnostic(problem.message, in: file, at: (at ?? node).range)]
        }
        var found: [Diagnostic] = []
        for (index, option) in (item["options"]?.array ?? []).enumerated() {
            for hole in option["holes"]?.array ?? [] {
                guard let cell = PaperFold.cells([hole]).first, cell.column >= fold.size || cell.row >= fold.size else { continue }
                found.append(Self.diagnostic("option \(index) has a hole at \(cell.text), off the \(fold.size) × \(fold.size) sheet", in: file, at: hole.range))
                break
            }
        }
        return found
    }

    private func blockFindings(_ figure: BlockFigure, _ item: JSONNode, _ file: ContentFile) -> [Diagnostic] {
        if let problem = figure.problem {
            let index: Int = switch problem {
            case .floating(let index), .repeated(let index), .offGrid(let index): index
            }
            return [Self.diagnostic(problem.message, in: file, at: (item["blocks"]?.array?[index] ?? item).range)]
        }
        var found = PuzzleDrawing.hiddenStacks(figure).map { cell in
            Self.diagnostic("the drawing hides the stack on [\(cell.column), \(cell.row)] behind nearer cubes: a player cannot see it is there or how high it is", in: file, at: (item["blocks"] ?? item).range)
        }
        for (index, option) in (item["options"]?.array ?? []).enumerated() {
            guard let node = option["top"], let view = BlockFigure.view(option) else { continue }
            if view.count != figure.rows || view.contains(where: { $0.count != figure.columns }) {
                found.append(Self.diagnostic("option \(index) is not a view of the \(figure.columns) × \(figure.rows) grid (columns × rows)", in: file, at: node.range))
            } else if !figure.heights, view.joined().contains(where: { $0 > 1 }) {
                found.append(Self.diagnostic("option \(index) shows heights, but the item's view is occupancy (0 or 1 per cell); say \"view\": \"heights\"", in: file, at: node.range))
            }
        }
        return found
    }

    private func arithmeticFindings(_ item: JSONNode, _ file: ContentFile) -> [Diagnostic] {
        let unreadable = ArithmeticPicture.unreadableNumbers(in: item)
        if !unreadable.isEmpty {
            return unreadable.map { Self.diagnostic("this number cannot be computed with exactly (a fraction of 64-bit whole numbers holds it not): use a smaller number", in: file, at: $0.range) }
        }
        guard let picture = ArithmeticPicture(item: item), let problem = picture.problem else { return [] }
        let row = item["arithmetic"]?.array?[problem.row]
        let at = problem.cell.flatMap { row?.array?[$0] } ?? row ?? item
        return [Self.diagnostic("row \(problem.row + 1): \(problem.message)", in: file, at: at.range)]
    }
}
