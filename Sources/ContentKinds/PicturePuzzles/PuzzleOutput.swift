import ContentCore

/// The bundle files of described picture puzzles: the question and every option drawn, as SVG
/// and PNG, under `puzzles/<id>/`.
enum PuzzleOutput {
    static func folder(_ id: String) -> String { "puzzles/\(id)" }

    /// The bundle paths (PNG) of an item's drawn question and options.
    static func paths(_ id: String, options: Int) -> (question: String, options: [String]) {
        ("\(folder(id))/question.png", (0..<options).map { "\(folder(id))/option-\($0).png" })
    }

    /// Whether the item is described (drawn by the builder) rather than pictured.
    static func isDescribed(_ item: JSONNode) -> Bool { item["fold"] != nil || item["blocks"] != nil || item["arithmetic"] != nil }

    /// The SVG texts of a described item (question, then options), or nil when it cannot be drawn.
    static func drawings(_ item: JSONNode) -> [String: String]? {
        guard let id = item["id"]?.string, let options = item["options"]?.array else { return nil }
        var named: [(String, String?)] = []
        if let fold = PaperFold(item["fold"]) {
            named.append(("question", PuzzleDrawing.foldQuestion(fold)))
            for (index, option) in options.enumerated() {
                let holes = option["holes"]?.array.map(PaperFold.cells)
                named.append(("option-\(index)", holes.map { PuzzleDrawing.foldOption(size: fold.size, holes: $0) }))
            }
        } else if let figure = BlockFigure(item: item) {
            named.append(("question", PuzzleDrawing.blocksQuestion(figure)))
            for (index, option) in options.enumerated() {
                named.append(("option-\(index)", BlockFigure.view(option).map { PuzzleDrawing.topOption($0, heights: figure.heights) }))
            }
        } else if let picture = ArithmeticPicture(item: item) {
            named.append(("question", ArithmeticDrawing.question(picture)))
            for (index, option) in options.enumerated() {
                named.append(("option-\(index)", option.number.map { ArithmeticDrawing.option($0.lexeme) }))
            }
        } else {
            return nil
        }
        var texts: [String: String] = [:]
        for (name, svg) in named {
            guard let svg else { return nil }
            texts["\(folder(id))/\(name)"] = svg
        }
        return texts
    }

    /// The SVG and PNG files of a described item.
    static func files(_ item: JSONNode) -> Result<[String: [UInt8]], BuildError> {
        guard isDescribed(item) else { return .success([:]) }
        let id = item["id"]?.string ?? "?"
        guard let drawings = drawings(item) else { return .failure(.output("picture puzzle \(id): its description cannot be drawn")) }
        var files: [String: [UInt8]] = [:]
        for (base, svg) in drawings {
            guard let png = PuzzleDrawing.png(svg) else { return .failure(.output("picture puzzle \(id): \(base) could not be drawn")) }
            files[base + ".svg"] = Array(svg.utf8)
            files[base + ".png"] = png
        }
        return .success(files)
    }
}
