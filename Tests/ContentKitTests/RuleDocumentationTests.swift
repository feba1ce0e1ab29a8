import Foundation
import Testing
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck
@testable import ContentOutput

/// The rule pages show every example whole: as written, or reflowed between its tokens.
@Suite struct RuleDocumentationTests {
    /// The fenced blocks of a page, as they stand between the fences.
    static func blocks(_ page: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                if let lines = current {
                    blocks.append(lines.joined(separator: "\n"))
                    current = nil
                } else {
                    current = []
                }
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// The text without the whitespace between JSON tokens (strings kept as they are).
    static func tokens(_ text: String) -> String {
        var out = ""
        var inString = false
        var escaped = false
        for character in text {
            if inString {
                out.append(character)
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
                out.append(character)
            } else if !(character == " " || character == "\n" || character == "\r\n" || character == "\t" || character == "\r") {
                out.append(character)
            }
        }
        return out
    }

    static func shown(_ text: String) -> String {
        text.unicodeScalars.map { $0 == "\u{FEFF}" ? "<BOM>" : String($0) }.joined()
    }

    @Test(arguments: RuleRegistry.ids)
    func everyExampleIsShownWhole(_ id: String) throws {
        let rule = try #require(RuleRegistry.description(of: id))
        let page = try String(contentsOf: TestPaths.repository.appendingPathComponent("Docs/Diagnostics/\(id).md"), encoding: .utf8)
        #expect(page.range(of: #"… \(\d+ characters\)"#, options: .regularExpression) == nil, "\(id).md cuts an example short")
        let blocks = Self.blocks(page)
        let texts = (rule.valid + rule.invalid).flatMap { [($0.path, $0.text)] + $0.files.map { ($0.key, $0.value) } }
        for (path, text) in texts {
            // why: a results log of simulated players (thousands of lines) is shown as its first
            // lines and its count; the example test reads it whole
            let whole = Self.shown(RuleDocumentation.abridged(text, path: path))
            let found = blocks.contains(whole)
                || (path.hasSuffix(".json") && blocks.contains { Self.tokens($0) == Self.tokens(whole) })
            #expect(found, "\(id).md does not show the example \(path) whole: \(whole.prefix(80)) …")
        }
    }

    @Test func longJSONIsReflowedBetweenItsTokensWithItsMarkers() {
        let entities = (0..<12).map { #"{"type": "circle", "size": \#($0 % 6 + 1), "color": 3, "slot": \#($0 % 9)}"# }
        let text = #"{"kind": "matrix-series", "title": {"en": "Series X", "ru": "Серия X"}, "items": [{"id": "m-1", "panels": ["#
            + entities.joined(separator: ", ") + #"], "answer": ↓9, "note": "a ↓mark inside a string"}]}"#
        let laidOut = ExampleLayout.readable(text)
        #expect(laidOut != text)
        #expect(Self.tokens(laidOut) == Self.tokens(text))
        #expect(laidOut.split(separator: "\n").allSatisfy { $0.count <= ExampleLayout.width })
        #expect(laidOut.contains(#""answer": ↓9"#))
        #expect(laidOut.contains(#""a ↓mark inside a string""#))
        let (bytes, markers) = ExampleLayout.unmark(laidOut)
        #expect(JSONParser.parse(bytes, file: "x.json").diagnostics.isEmpty)
        #expect(markers.count == 2)
    }

    @Test func shortOrBrokenExamplesAreShownAsWritten() {
        let short = #"{"kind": "riddles", "items": ↓[]}"#
        #expect(ExampleLayout.readable(short) == short)
        let broken = #"{"kind": "riddles", "items": ["# + String(repeating: #""word", "#, count: 30) + "↓}"
        #expect(ExampleLayout.readable(broken) == broken)
    }
}
