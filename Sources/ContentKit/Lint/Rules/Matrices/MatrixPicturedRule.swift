/// Pictured items: the key names an option.
struct MatrixPicturedRule: FileRule {
    static let description = RuleDescription(
        id: "matrix-pictured",
        summary: "The answer of a pictured matrix item must name one of its options",
        rationale: """
            A pictured item is drawn by hand, so only its shape can be checked: the answer is a \
            0-based index into the options and must be smaller than their number.
            """,
        kind: .matrixSeries,
        severity: .error,
        valid: [Example(Examples.matrixSeries([pictured("1")]), files: extraPictures)],
        invalid: [Example(Examples.matrixSeries([pictured("↓6")]), files: extraPictures)])

    static let extraPictures = (1...3).reduce(into: [String: String]()) { files, index in
        files["img/option-\(index).svg"] = "<svg xmlns='http://www.w3.org/2000/svg' width='40' height='40'><rect width='\(10 * index)' height='40'/></svg>"
    }

    static func pictured(_ answer: String) -> String {
        let panels = (0..<8).map { _ in #""img/cat.svg""# }.joined(separator: ", ")
        let options = [#""img/cat.png""#, #""img/cat.svg""#, #""img/photo.png""#, #""img/option-1.svg""#, #""img/option-2.svg""#, #""img/option-3.svg""#]
        return #"{"id": "p-1", "difficulty": 1, "form": "pictured", "panels": [\#(panels)], "options": [\#(options.joined(separator: ", "))], "answer": \#(answer)}"#
    }

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        (file.root?["items"]?.array ?? []).compactMap { item in
            guard item["form"]?.string == "pictured", let answer = item["answer"], let index = answer.integer,
                  let count = item["options"]?.array?.count, index >= count else { return nil }
            return Self.diagnostic("the answer \(index) is not an option (there are \(count), counted from 0)", in: file, at: answer.range)
        }
    }
}
