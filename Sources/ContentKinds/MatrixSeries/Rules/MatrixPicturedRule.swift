import ContentCore

/// Pictured items: as many panels as the layout shows, the key names an option, and the option
/// pictures are told apart at a glance.
struct MatrixPicturedRule: FileRule {
    static let description = RuleDescription(
        id: "matrix-pictured",
        summary: "A pictured matrix item must show its layout's panels, name one of its options as the answer, and offer options that differ, look different and share one shape",
        rationale: """
            A pictured item is drawn by hand, so lint checks its shape and what a player sees. The \
            layout fixes the panels: `3x3` (the default) shows eight, `2x2` (an analogy, as in the \
            second series of Raven's test) three, `single` (one picture with a piece cut out, as \
            in the first series) one. The answer is a 0-based index into the options. As for \
            picture puzzles (`puzzle-options`): no picture is offered twice, no two options look \
            the same drawn at one size, and every option has the shape of the others.
            """,
        kind: .matrixSeries,
        severity: .error,
        valid: [
            Example(Examples.matrixSeries([pictured("1")]), files: extraPictures),
            Example(Examples.matrixSeries([pictured("0", layout: "single")]), files: extraPictures),
        ],
        invalid: [
            Example(Examples.matrixSeries([pictured("↓6")]), files: extraPictures),
            Example(Examples.matrixSeries([pictured("0", layout: "2x2")]), files: extraPictures),
            Example(Examples.matrixSeries([pictured("0", options: [#""img/option-1.svg""#, #""img/option-2.svg""#, #""img/option-3.svg""#, #""img/option-4.svg""#, #""img/option-5.svg""#, #"↓"img/option-copy.svg""#])]), files: extraPictures),
        ])

    static let extraPictures = Examples.optionPictures.merging((5...6).reduce(into: [String: String]()) { files, index in
        files["img/option-\(index).svg"] = "<svg xmlns='http://www.w3.org/2000/svg' width='40' height='40'><rect width='40' height='\(6 * index)'/></svg>"
    }) { first, _ in first }

    static let defaultOptions = (1...6).map { #""img/option-\#($0).svg""# }

    /// A pictured item; `answer` may carry the finding's marker.
    static func pictured(_ answer: String, layout: String? = nil, options: [String] = defaultOptions) -> String {
        let count = layout == "single" ? 1 : 8
        let panels = (0..<count).map { _ in #""img/cat.svg""# }.joined(separator: ", ")
        let layoutMember = layout.map { #""layout": "\#($0)", "# } ?? ""
        let marker = layout == "2x2" ? "↓" : ""
        return #"{"id": "p-1", "difficulty": 1, "form": "pictured", \#(layoutMember)"panels": \#(marker)[\#(panels)], "options": [\#(options.joined(separator: ", "))], "answer": \#(answer)}"#
    }

    /// Panels each pictured layout shows.
    static let panelCounts = ["3x3": 8, "2x2": 3, "single": 1]

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        (file.root?["items"]?.array ?? []).flatMap { item -> [Diagnostic] in
            guard item["form"]?.string == "pictured" else { return [] }
            var found: [Diagnostic] = []
            let layout = item["layout"]?.string ?? "3x3"
            if let panels = item["panels"], let count = panels.array?.count, let wanted = Self.panelCounts[layout], count != wanted {
                found.append(Self.diagnostic("a \(layout) item shows \(counted(wanted, "panel")), not \(count)", in: file, at: panels.range))
            }
            guard let options = item["options"]?.array, options.allSatisfy({ $0.string != nil }) else { return found }
            return found + PictureOptions.findings(options, answer: item["answer"], in: file, context).map {
                Self.diagnostic($0.message, in: file, at: $0.node.range)
            }
        }
    }
}
