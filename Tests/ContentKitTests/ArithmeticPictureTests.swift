import Foundation
import Testing
@testable import ContentBundle
@testable import ContentCore
@testable import ContentKinds

/// Described arithmetic pictures: the runtime reads them from the built sample bundle, and the
/// key is computed exactly, whatever numbers a hostile file holds.
@Suite struct ArithmeticPictureTests {
    private func picture(_ rows: String, options: String = "[1, 2, 3, 4]") -> ArithmeticPicture? {
        ArithmeticPicture(item: json(#"{"arithmetic": \#(rows), "options": \#(options)}"#))
    }

    private func values(_ options: String) -> [Rational?] {
        ArithmeticPicture.options(json(#"{"options": \#(options)}"#)) ?? []
    }

    @Test func theSampleBundleServesADescribedArithmeticPicture() throws {
        let bundle = try #require(IQSessionTests.bundle)
        let puzzle = try #require(try bundle.picturePuzzles.first { $0.id == "math-picture-01" })
        #expect(puzzle.type == .mathPicture)
        #expect(puzzle.arithmetic == [[.figures(count: 3, figure: "apple"), .symbol("+"), .figures(count: 2, figure: "apple"), .symbol("="), .symbol("?")]])
        #expect(puzzle.options == [.number(4), .number(5), .number(6), .number(3)])
        #expect(puzzle.image == "puzzles/math-picture-01/question.png")
        #expect(puzzle.optionPictures == (0..<4).map { "puzzles/math-picture-01/option-\($0).png" })
        for path in [puzzle.image] + puzzle.optionPictures {
            let png = try bundle.data(at: path)
            #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(path) is a PNG")
        }
        #expect(try bundle.check(answer: .option(1), for: puzzle.id))
        #expect(try !bundle.check(answer: .option(0), for: puzzle.id))
        let described = try bundle.picturePuzzles.filter { $0.arithmetic != nil }.map(\.id)
        #expect(described == ["math-picture-01", "math-picture-02", "math-picture-03", "math-picture-04"])
    }

    @Test func theKeyIsTheOneOptionThatMakesTheRowTrue() throws {
        let sum = try #require(picture(#"[[{"count": 3, "figure": "apple"}, "+", {"count": 2, "figure": "apple"}, "=", "?"]]"#))
        #expect(sum.problem == nil && sum.fitting(values("[4, 5, 6, 3]")) == [1] && sum.solved == Rational(5))
        // × and ÷ before + and −, left to right
        let mixed = try #require(picture(#"[[2, "+", 3, "×", 4, "−", 6, "÷", 2, "=", "?"]]"#))
        #expect(mixed.solved == Rational(11))
        // ? dividing: no line to solve, but the options are computed exactly
        let divided = try #require(picture(#"[[12, "÷", "?", "=", 3]]"#))
        #expect(divided.solved == nil && divided.fitting(values("[0, 3, 4, 5]")) == [2])
        // every option fits 0 × ? = 0
        let zero = try #require(picture(#"[[0, "×", "?", "=", 0]]"#))
        #expect(zero.fitting(values("[1, 2, 3, 4]")) == [0, 1, 2, 3])
        // fractions stay exact: 0.1 + 0.2 = 0.3
        let tenths = try #require(picture(#"[[0.1, "+", "?", "=", 0.3]]"#))
        #expect(tenths.fitting(values("[0.2, 0.3, 0.1, 2]")) == [0])
        // a shown fact and the row with the ?
        let two = try #require(picture(#"[[2, "×", 4, "=", 8], [2, "×", "?", "=", 6]]"#))
        #expect(two.problem == nil && two.solved == Rational(3))
    }

    @Test func rowsThatDoNotComputeAreProblemsNeverTraps() throws {
        #expect(picture(#"[[2, "×", 4, "=", 9], [2, "×", "?", "=", 6]]"#)?.problem?.message.contains("false") == true)
        #expect(picture(#"[["?", "×", 4, "=", "?"]]"#)?.problem?.message.contains("second missing") == true)
        #expect(picture(#"[[2, "×", 4, "=", 8]]"#)?.problem?.message.contains("no cell") == true)
        #expect(picture(#"[[2, "×", "+", "?", "=", 6]]"#)?.problem?.cell == 2)
        #expect(picture(#"[[2, "=", "?", "=", 2]]"#)?.problem?.message.contains("more than one") == true)
        #expect(picture(#"[["=", "?"]]"#)?.problem != nil)
        #expect(picture(#"[[6, "÷", 0, "=", 1], ["?", "=", 1]]"#)?.problem?.message == "division by zero")
        // 2^32 × 2^32 overflows 64 bits: reported, never wrapped
        #expect(picture(#"[[4294967296, "×", 4294967296, "×", "?", "=", 6]]"#)?.problem?.message.contains("too large") == true)
        #expect(picture(#"[[9223372036854775807, "+", 9223372036854775807, "=", "?"]]"#)?.problem?.message.contains("too large") == true)
        // numbers no 64-bit fraction holds are no picture at all, and are listed for the rule
        // why: not `json(_:)`, which refuses text with findings; 2^63 and 1e-400 are json-number-range's findings too
        let huge = try #require(JSONParser.parse(#"{"arithmetic": [[1e308, "×", "?", "=", 6], [9223372036854775808, "=", "?"]], "options": [1, 2, 1e-400, 4]}"#, file: "huge.json").root)
        #expect(ArithmeticPicture(item: huge) == nil)
        #expect(ArithmeticPicture.unreadableNumbers(in: huge).count == 3)
        // an option too large to put into the row does not fit; it does not trap
        let big = try #require(picture(#"[[4294967296, "×", "?", "=", 6]]"#))
        #expect(big.fitting(values("[4294967296, 9223372036854775807, 1, 2]")) == [])
    }

    @Test func hostileSizesAreRefusedBeforeAnyWork() {
        let long = "[" + Array(repeating: "1, \"+\"", count: 10_000).joined(separator: ", ") + ", \"?\", \"=\", 5]"
        #expect(picture("[\(long)]") == nil, "a row of 20,000 cells is past the schema's 9 and is not computed")
        let many = "[" + Array(repeating: #"["?", "=", 1]"#, count: 10_000).joined(separator: ", ") + "]"
        #expect(picture(many) == nil)
        #expect(picture(#"[[{"count": 1000000, "figure": "apple"}, "=", "?"]]"#) == nil)
        #expect(picture(#"[[{"count": 3, "figure": "dragon"}, "=", "?"]]"#) == nil)
    }

    @Test func optionsAreDrawnAsTheirNumbers() throws {
        for text in ["5", "-3", "2.5", "10"] {
            let svg = ArithmeticDrawing.option(text)
            #expect(PuzzleDrawing.png(svg) != nil, "\(text) draws")
        }
        let question = ArithmeticDrawing.question(try #require(picture(#"[[2, "×", "?", "=", {"count": 12, "figure": "star"}], [3, "−", 1, "=", 2]]"#)))
        #expect(question.contains("<svg") && PuzzleDrawing.png(question) != nil)
    }
}
