import Testing
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck
@testable import ContentOutput

@Suite struct JSONParserTests {
    private func parse(_ text: String) -> JSONParseOutcome { JSONParser.parse(text, file: "t.json") }

    private func onlyDiagnostic(_ text: String) -> Diagnostic? {
        let outcome = parse(text)
        #expect(outcome.diagnostics.count == 1, "\(outcome.diagnostics.map(\.message))")
        return outcome.diagnostics.first
    }

    @Test func keepsByteRangesOfValuesAndKeys() throws {
        let text = #"{"a": [1, "é", true], "b": {"c": null}}"#
        let root = try #require(parse(text).root)
        let bytes = Array(text.utf8)
        func slice(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        #expect(slice(root.range) == text)
        let a = try #require(root.object?.member("a"))
        #expect(slice(a.keyRange) == #""a""#)
        #expect(slice(a.value.range) == #"[1, "é", true]"#)
        let element = try #require(root.resolve(JSONPointer("/a/1")!))
        #expect(slice(element.range) == #""é""#)
        #expect(root.resolve(JSONPointer("/b/c")!)?.isNull == true)
        #expect(root.resolve(JSONPointer("/a/3")!) == nil)
        #expect(root.resolve(JSONPointer("/a/01")!) == nil)
    }

    @Test func pointerEscapes() throws {
        let root = try #require(parse(#"{"a/b": {"m~n": 5}}"#).root)
        #expect(root.resolve(JSONPointer("/a~1b/m~0n")!)?.integer == 5)
        #expect(JSONPointer(tokens: ["a/b", "m~n"]).description == "/a~1b/m~0n")
        #expect(JSONPointer("no-slash") == nil)
    }

    @Test func decodesEscapesAndSurrogatePairs() throws {
        let root = try #require(parse(#"["\"\\\/\b\f\n\r\t", "\u00e9\ud83d\ude00"]"#).root)
        #expect(root.array?[0].string == "\"\\/\u{8}\u{C}\n\r\t")
        #expect(root.array?[1].string == "é😀")
    }

    @Test func numbers() throws {
        let root = try #require(parse("[0, -12, 2.0, 1e3, 12345678901234567890123, 0.5]").root)
        let numbers = (root.array ?? []).compactMap { $0.number }
        try #require(numbers.count == 6)
        #expect(numbers.map(\.integer) == [0, -12, 2, 1000, nil, nil])
        #expect(numbers[4].lexeme == "12345678901234567890123")
        #expect(numbers[2].isIntegral && !numbers[5].isIntegral)
    }

    @Test func truncatedFile() throws {
        let d = try #require(onlyDiagnostic(#"{"kind": "riddles", "items": [1, 2"#))
        #expect(d.ruleID == "json-syntax")
        #expect(d.message == "expected ',' or ']' after array element, found end of file")
        #expect(d.range.lowerBound == 34)
    }

    @Test func trailingComma() throws {
        let d = try #require(onlyDiagnostic("{\"a\": 1,\n}"))
        #expect(d.message == "trailing comma: expected another member after ',' before '}'")
        #expect(d.range.lowerBound == 7)
    }

    @Test func missingCommaSaysWhatWasExpected() throws {
        let d = try #require(onlyDiagnostic(#"{"a": 1 "b": 2}"#))
        #expect(d.message == "expected ',' or '}' after object member, found '\"'")
        #expect(d.range.lowerBound == 8)
    }

    @Test func duplicateKeyIsReportedAndTheFirstKept() throws {
        let outcome = parse(#"{"a": 1, "a": 2}"#)
        #expect(outcome.root?["a"]?.integer == 1)
        let d = try #require(outcome.diagnostics.first)
        #expect(d.ruleID == "json-duplicate-key" && d.range == 9..<12)
        #expect(d.notes.first?.range == 1..<4)
    }

    /// Names are compared by code points: "é" and "e" + U+0301 are two names, in small objects
    /// (scanned) and big ones (hashed); a real repeat is found in both.
    @Test func duplicateNamesAreCodePointEqual() throws {
        let letters = "абвгдежзийклмнопрст".map { "\"\($0)\": 1" }.joined(separator: ", ")
        for filler in ["", letters + ", "] {
            let distinct = parse("{\(filler)\"\u{E9}\": 1, \"e\u{301}\": 2}")
            #expect(distinct.diagnostics.isEmpty, "\(filler.isEmpty ? "small" : "big") object")
            let repeated = parse("{\(filler)\"\u{E9}\": 1, \"\u{E9}\": 2}")
            #expect(repeated.diagnostics.map(\.ruleID) == ["json-duplicate-key"])
        }
        #expect(parse("{\(letters), \"б\": 2}").diagnostics.map(\.ruleID) == ["json-duplicate-key"])
    }

    @Test func hugeAndTinyNumbers() throws {
        let outcome = parse("[1e999, -1e999, 1e-999, 0e-999]")
        #expect(outcome.root != nil)
        #expect(outcome.diagnostics.map(\.ruleID) == ["json-number-range", "json-number-range", "json-number-range"])
        #expect(outcome.diagnostics.map(\.range.lowerBound) == [1, 8, 16])
    }

    @Test func deepNestingStopsAtTheLimit() throws {
        let text = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        let d = try #require(onlyDiagnostic(text))
        #expect(d.ruleID == "json-limits")
        #expect(d.range.lowerBound == 256)
        #expect(d.message.contains("256"))
    }

    @Test func invalidUTF8InAString() throws {
        var bytes = Array(#"{"a": "ab"#.utf8)
        bytes += [0xFF, 0xC3]
        bytes += Array(#"x"}"#.utf8)
        let outcome = JSONParser.parse(bytes, file: "t.json")
        #expect(outcome.root?["a"]?.string == "ab\u{FFFD}\u{FFFD}x")
        #expect(outcome.diagnostics.map(\.ruleID) == ["json-encoding"])
        #expect(outcome.diagnostics.first?.range.lowerBound == 9)
    }

    @Test func invalidUTF8OutsideStrings() throws {
        let d = try #require(JSONParser.parse([0x7B, 0xFE, 0x7D], file: "t.json").diagnostics.first)
        #expect(d.ruleID == "json-syntax")
        #expect(d.message.contains("invalid UTF-8 byte 0xFE"))
    }

    @Test func overlongAndSurrogateUTF8AreInvalid() throws {
        for bad: [UInt8] in [[0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80]] {
            let bytes = Array("[\"".utf8) + bad + Array("\"]".utf8)
            #expect(JSONParser.parse(bytes, file: "t.json").diagnostics.map(\.ruleID) == ["json-encoding"])
        }
    }

    @Test func byteOrderMark() throws {
        let outcome = JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("{}".utf8), file: "t.json")
        #expect(outcome.root?.object != nil)
        #expect(outcome.diagnostics.map(\.ruleID) == ["json-encoding"])
        #expect(outcome.diagnostics.first?.range == 0..<3)
    }

    @Test func loneSurrogates() throws {
        for text in [#"["\ud800"]"#, #"["\udc00x"]"#, #"["\ud800\u0041"]"#] {
            let outcome = parse(text)
            #expect(outcome.diagnostics.map(\.ruleID) == ["json-encoding"], "\(text)")
            #expect(outcome.root?.array?.first?.string?.hasPrefix("\u{FFFD}") == true)
        }
    }

    @Test func strictGrammar() throws {
        let cases: [(String, String)] = [
            ("", "expected a JSON value, found end of file"),
            ("[01]", "leading zeros are not allowed in JSON numbers"),
            ("[1.]", "expected a digit after the decimal point, found ']'"),
            ("[-]", "expected a digit after '-', found ']'"),
            ("[1e]", "expected a digit in the exponent, found ']'"),
            ("[tru]", "invalid literal 'tru'; expected true, false or null (strings need double quotes)"),
            ("[\"a\nb\"]", "unterminated string: a line break inside a string must be written \\n"),
            ("[\"a\tb\"]", "control character U+0009 must be escaped inside a string"),
            (#"["\x"]"#, "invalid escape '\\'x''; JSON allows \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX"),
            ("{} {}", "unexpected '{' after the JSON value; a file holds exactly one value"),
            ("{'a': 1}", "expected a member name in double quotes, found '''"),
            ("[NaN]", "expected a JSON value, found 'N'"),
        ]
        for (text, message) in cases {
            let outcome = parse(text)
            #expect(outcome.root == nil, "\(text)")
            #expect(outcome.diagnostics.map(\.message) == [message], "\(text)")
        }
    }

    @Test func lineAndColumnCountCodePoints() {
        let source = SourceText(Array("{\r\n  \"ё\": x\n}".utf8))
        #expect(source.location(of: 0) == (1, 1))
        #expect(source.location(of: 5) == (2, 3))
        // "ё" is two bytes: the ':' after it is column 6, not 7.
        #expect(source.location(of: 9) == (2, 6))
        #expect(source.location(of: 999) == (3, 2))
    }
}
