import Foundation
import Testing
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck
@testable import ContentOutput

/// Findings and summaries in words a designer reads right: counts agree with their nouns,
/// pieces are named as their files are, the duplicate-key finding says which value is read.
@Suite struct MessageWordingTests {
    private func findings(_ example: Example, rule: String) throws -> [Diagnostic] {
        let (text, _) = ExamplePack.unmark(example.text)
        let pack = ExamplePack.pack(with: text, at: example.path, extra: example.files)
        return try ContentPipeline.check(pack, options: ExamplePack.options).diagnostics.filter { $0.ruleID == rule }
    }

    @Test func countsAgreeWithTheirNouns() {
        #expect(counted(1, "letter") == "1 letter")
        #expect(counted(0, "letter") == "0 letters")
        #expect(counted(2, "property", "properties") == "2 properties")
        #expect(TextReporter().summary(Report(diagnostics: [], filesChecked: 1, sources: [:]), color: false) == "✔ 1 file checked, no problems")
    }

    @Test func aLevelOfOneLengthSaysLetterInTheRightNumber() {
        #expect(GameRoundsGenerator.describeLengths(json(#"{"wordLength": [1, 1]}"#)) == "1 letter")
        #expect(GameRoundsGenerator.describeLengths(json(#"{"wordLength": [5, 5]}"#)) == "5 letters")
        #expect(GameRoundsGenerator.describeLengths(json(#"{"wordLength": [3, 6]}"#)) == "3-6 letters")
    }

    @Test func jigsawTabsNamePiecesAsTheirFiles() throws {
        let description = try #require(RuleRegistry.description(of: "jigsaw-tabs"))
        let found = try findings(description.invalid[0], rule: "jigsaw-tabs")
        #expect(!found.isEmpty)
        for finding in found {
            #expect(finding.message.contains("piece-"), "\(finding.message)")
            #expect(finding.message.range(of: #"\(\d+, \d+\)"#, options: .regularExpression) == nil, "\(finding.message)")
        }
        // The top-left piece's file is piece-0-0.png: names count from 0 as the files do.
        #expect(JigsawPiece.id(row: 0, column: 0) == "piece-0-0")
    }

    @Test func duplicateKeySaysWhichValueTheCheckReads() {
        let outcome = JSONParser.parse(#"{"a": 1, "a": 2}"#, file: "x.json")
        let message = outcome.diagnostics.first { $0.ruleID == "json-duplicate-key" }?.message
        #expect(message?.contains("the check reads the first value while most loaders keep the last") == true, "\(message ?? "")")
        #expect(outcome.root?["a"]?.integer == 1)
    }

    @Test func colourFollowsNoColorAndDumbTerminals() {
        #expect(TextReporter.usesColor(environment: [:], isTerminal: true))
        #expect(!TextReporter.usesColor(environment: [:], isTerminal: false))
        #expect(!TextReporter.usesColor(environment: ["NO_COLOR": "1"], isTerminal: true))
        // https://no-color.org: an empty NO_COLOR is as if it were not set
        #expect(TextReporter.usesColor(environment: ["NO_COLOR": ""], isTerminal: true))
        #expect(!TextReporter.usesColor(environment: ["TERM": "dumb"], isTerminal: true))
        #expect(TextReporter.usesColor(environment: ["TERM": "xterm-256color"], isTerminal: true))
    }
}
