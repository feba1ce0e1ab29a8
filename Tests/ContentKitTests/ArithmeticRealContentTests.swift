import Foundation
import Testing
@testable import ContentCore
@testable import ContentCheck

/// The new puzzle and equation rules measured on content they were not written against:
/// DeepMind's mathematics_dataset (Apache-2.0), 147 arithmetic questions made described
/// arithmetic pictures and 120 linear equations made picture equations, each keyed by the
/// dataset's own answer (`Scripts/measure/deepmind-arithmetic` wrote the committed file). Clean,
/// the rules must find nothing; with a defect of each class injected into every item, they
/// must find every one.
@Suite struct ArithmeticRealContentTests {
    static let measured: Set<String> = [
        "puzzle-key", "puzzle-description", "puzzle-options", "equation-answer", "equation-solution", "equation-syntax",
        "equation-symbols", "equation-definitions",
    ]

    struct Source: Decodable {
        struct Puzzle: Decodable {
            var question: String
            var answer: String
            var arithmetic: [[Cell]]
            var options: [Double]
        }

        enum Cell: Decodable {
            case number(Double), text(String)
            init(from decoder: Decoder) throws {
                let single = try decoder.singleValueContainer()
                if let number = try? single.decode(Double.self) { self = .number(number) } else { self = .text(try single.decode(String.self)) }
            }
            var json: String {
                switch self {
                case .number(let value): Self.numberText(value)
                case .text(let text): "\"\(text)\""
                }
            }

            static func numberText(_ value: Double) -> String {
                value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
            }
        }

        struct Equations: Decodable {
            var question: String
            var symbols: [String]
            var equations: [String]
            var ask: String
            var choices: [Int]
        }

        var puzzles: [Puzzle]
        var equations: [Equations]
    }

    static let source: Source = {
        let url = TestPaths.repository.appendingPathComponent("Tests/RealContent/deepmind-arithmetic.json")
        return try! JSONDecoder().decode(Source.self, from: Data(contentsOf: url))
    }()

    static let packJSON = #"{"kind": "pack", "id": "deepmind", "version": "1.0.0", "title": {"en": "DeepMind"}, "locales": ["en"], "answers": "embedded"}"#

    /// Where the key goes in item `index`: a fixed shuffle, so answer positions are no finding.
    static func place(_ index: Int) -> Int { [2, 0, 3, 1, 1, 3, 0, 2][index % 8] }

    static func puzzleItem(_ index: Int, _ puzzle: Source.Puzzle, defect: String?) -> String {
        var options = puzzle.options.map(Source.Cell.numberText)
        let key = options.removeFirst()
        options.insert(key, at: place(index))
        var answer = place(index)
        var rows = puzzle.arithmetic.map { "[" + $0.map(\.json).joined(separator: ", ") + "]" }
        switch defect {
        case "key names a distractor": answer = (answer + 1) % 4
        case "no option is the key": options[answer] = Source.Cell.numberText(puzzle.options[0] + 100)
        case "a distractor equals the key": options[(answer + 1) % 4] = key
        case "a shown row is false":
            let cells = puzzle.arithmetic[0].dropLast(2).map(\.json).joined(separator: ", ")
            rows.insert("[\(cells), \"=\", \(Source.Cell.numberText(puzzle.options[0] + 1))]", at: 0)
        case "a number no 64-bit fraction holds":
            // why: 1e300 is a double, so json-number-range passes it; 2^63 is that rule's finding
            let cells = puzzle.arithmetic[0].dropFirst().map(\.json).joined(separator: ", ")
            rows[0] = "[1e300, \(cells)]"
        default: break
        }
        return #"{"id": "dm-\#(index)", "type": "math-picture", "difficulty": 3, "question": {"en": "What number goes in the box?"}, "arithmetic": [\#(rows.joined(separator: ", "))], "options": [\#(options.joined(separator: ", "))], "answer": \#(answer)}"#
    }

    static func equationItem(_ index: Int, _ item: Source.Equations, defect: String?) -> String {
        var symbols = item.symbols.map { #""\#($0)": "../img/\#($0).svg""# }
        var equations = item.equations
        var answer = item.choices[0]
        var definitions = ""
        switch defect {
        case "the key is off by one": answer = item.choices[1]
        case "a line contradicts the others":
            let sides = item.equations[0].components(separatedBy: " = ")
            equations.append("\(sides[0]) = \(sides[1]) + 1")
        case "a definition contradicts the equations":
            symbols.append(#""half": "../img/half.svg""#)
            definitions = #""definitions": {"half": "\#(item.ask) / 2"}, "#
            equations.append("half + half = \(item.choices[0]) + 1")
        case "a cyclic definition":
            symbols += [#""half": "../img/half.svg""#, #""twice": "../img/twice.svg""#]
            definitions = #""definitions": {"half": "twice / 4", "twice": "half * 4"}, "#
            equations.append("half + twice = 5")
        case "a definition of no symbol":
            definitions = #""definitions": {"quarter": "\#(item.ask) / 4"}, "#
        default: break
        }
        var choices = item.choices
        choices.swapAt(0, place(index))
        let lines = equations.map { "\"\($0)\"" }.joined(separator: ", ")
        return #"{"id": "dm-eq-\#(index)", "difficulty": 3, "symbols": {\#(symbols.joined(separator: ", "))}, \#(definitions)"equations": [\#(lines)], "question": "\#(item.ask)", "answer": \#(answer), "choices": [\#(choices.map(String.init).joined(separator: ", "))]}"#
    }

    static func pack(puzzleDefect: String?, equationDefect: String?) -> MemoryPack {
        let source = Self.source
        let puzzles = source.puzzles.enumerated().map { puzzleItem($0.offset, $0.element, defect: puzzleDefect) }
        let equations = source.equations.enumerated().map { equationItem($0.offset, $0.element, defect: equationDefect) }
        var texts = [
            "pack.json": packJSON,
            "picture-puzzles/deepmind.json": #"{"kind": "picture-puzzles", "items": [\#(puzzles.joined(separator: ",\n"))]}"#,
            "equations/deepmind.json": #"{"kind": "equations", "items": [\#(equations.joined(separator: ",\n"))]}"#,
        ]
        let colours = ["#d8342b", "#2f7fd8", "#3f9b2f", "#f5c518", "#8a3fd8", "#e07b1f"]
        for (index, letter) in (Set(source.equations.flatMap(\.symbols)).union(["half", "twice"])).sorted().enumerated() {
            // why: every symbol its own picture: a filled polygon of 3 + index corners in its own colour
            let corners = 3 + index
            let points = (0..<corners).map { k -> String in
                let angle = Double(k) * 2 * Double.pi / Double(corners)
                return "\(Int(50 + 40 * cos(angle))),\(Int(50 + 40 * sin(angle)))"
            }.joined(separator: " ")
            texts["img/\(letter).svg"] = #"<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><polygon points="\#(points)" fill="\#(colours[index % colours.count])"/></svg>"#
        }
        return MemoryPack(texts: texts)
    }

    static func findings(_ pack: MemoryPack) throws -> [Diagnostic] {
        try ContentPipeline.check(pack).diagnostics.filter { measured.contains($0.ruleID) }
    }

    @Test func cleanContentHasNoFindings() throws {
        #expect(Self.source.puzzles.count == 147 && Self.source.equations.count == 120)
        let found = try Self.findings(Self.pack(puzzleDefect: nil, equationDefect: nil))
        #expect(found.isEmpty, "\(found.prefix(5).map { "\($0.ruleID): \($0.message)" })")
    }

    @Test(arguments: ["key names a distractor", "no option is the key", "a distractor equals the key", "a shown row is false", "a number no 64-bit fraction holds"])
    func everyInjectedPuzzleDefectIsCaught(_ defect: String) throws {
        let pack = Self.pack(puzzleDefect: defect, equationDefect: nil)
        let caught = try Self.findings(pack).filter { $0.file.hasPrefix("picture-puzzles") && $0.severity == .error }
        #expect(Self.items(caught, in: pack) == Self.source.puzzles.count, "\(defect): \(caught.first.map { "\($0.ruleID): \($0.message)" } ?? "none")")
    }

    @Test(arguments: ["the key is off by one", "a line contradicts the others", "a definition contradicts the equations", "a cyclic definition", "a definition of no symbol"])
    func everyInjectedEquationDefectIsCaught(_ defect: String) throws {
        let pack = Self.pack(puzzleDefect: nil, equationDefect: defect)
        let caught = try Self.findings(pack).filter { $0.file.hasPrefix("equations") && $0.severity == .error }
        #expect(Self.items(caught, in: pack) == Self.source.equations.count, "\(defect): \(caught.first.map { "\($0.ruleID): \($0.message)" } ?? "none")")
    }

    /// How many items the findings fall in: the generated files hold one item per line.
    static func items(_ found: [Diagnostic], in pack: MemoryPack) -> Int {
        Set(found.compactMap { finding -> String? in
            guard let bytes = pack.files.first(where: { finding.file.hasSuffix($0.key) })?.value else { return nil }
            return "\(finding.file):\(bytes.prefix(finding.range.lowerBound).filter { $0 == 10 }.count)"
        }).count
    }
}
