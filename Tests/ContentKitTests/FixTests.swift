import Foundation
import Testing
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck
@testable import ContentOutput

/// `--fix` repairs exactly what the fixable rules find, in every rule's invalid examples, and
/// changes no other byte of the file.
@Suite struct FixTests {
    /// The rules whose findings carry an exact fix; a rule that gains one must be listed here
    /// (and so be tested below).
    static let fixable: Set<String> = ["text-double-space", "text-mixed-script", "text-nfc", "text-trimmed"]

    private static func check(_ text: String, at path: String, extra: [String: String]) throws -> [Diagnostic] {
        try ContentPipeline.check(ExamplePack.pack(with: text, at: path, extra: extra), options: ExamplePack.options).diagnostics
    }

    @Test func exactlyTheListedRulesOfferFixes() throws {
        var offering = Set<String>()
        for id in RuleRegistry.ids {
            let rule = try #require(RuleRegistry.description(of: id))
            for example in rule.invalid {
                let (text, _) = ExamplePack.unmark(example.text)
                if try Self.check(text, at: example.path, extra: example.files).contains(where: { $0.fix != nil }) { offering.insert(id) }
            }
        }
        #expect(offering == Self.fixable)
    }

    @Test(arguments: fixable.sorted())
    func fixingTheInvalidExamplesLeavesNothingToFind(_ id: String) throws {
        let rule = try #require(RuleRegistry.description(of: id))
        for example in rule.invalid {
            let (text, _) = ExamplePack.unmark(example.text)
            let found = try Self.check(text, at: example.path, extra: example.files)
            let fixes = try #require(FileFixes(file: example.path, bytes: Array(text.utf8), diagnostics: found))
            #expect(fixes.repaired == found.filter { $0.ruleID == id }.count)
            let fixed = String(decoding: fixes.fixed, as: UTF8.self)
            let after = try Self.check(fixed, at: example.path, extra: example.files)
            #expect(after.isEmpty, "\(id): after the fix: \(after.map(\.message))")
            // nothing but the marked words changed: same lines, the same bytes before the first finding
            #expect(fixed.split(separator: "\n", omittingEmptySubsequences: false).count == text.split(separator: "\n", omittingEmptySubsequences: false).count)
            let first = found.map(\.range.lowerBound).min() ?? 0
            #expect(Array(fixes.fixed.prefix(first)) == Array(Array(text.utf8).prefix(first)))
        }
    }

    @Test func fixesRepairEachProblemAsAPersonWould() throws {
        let riddle = Examples.riddle(text: #"{"en": "  What has  keys\u00A0 but no locks? ", "ru": "Что за к\u006Fт? Это и\u0306", "uk": "Хто каже няв?"}"#)
        let found = try Self.check(riddle, at: "example.json", extra: [:])
        let fixes = try #require(FileFixes(file: "example.json", bytes: Array(riddle.utf8), diagnostics: found))
        let fixed = String(decoding: fixes.fixed, as: UTF8.self)
        #expect(fixed.contains(#""en": "What has keys but no locks?""#), "\(fixed)")
        // the escaped Latin o becomes the Cyrillic о; the decomposed й (и + U+0306) is composed
        #expect(fixed.contains(#""ru": "Что за кот? Это \#u{0439}""#), "\(fixed)")
        #expect(try Self.check(fixed, at: "example.json", extra: [:]).isEmpty)
    }

    @Test func anAmbiguousLookAlikeIsLeftToThePerson() throws {
        // Latin i inside a Russian word: its look-alike is the Ukrainian і, not a Russian letter
        let riddle = Examples.riddle(text: #"{"en": "Who says meow?", "ru": "Это кiт", "uk": "Хто каже няв?"}"#)
        let found = try Self.check(riddle, at: "example.json", extra: [:]).filter { $0.ruleID == "text-mixed-script" }
        #expect(found.count == 1)
        #expect(found.allSatisfy { $0.fix == nil })
    }

    @Test func theDiffShowsTheChangedLinesWithContext() {
        let old = Array("a\nb\nc \"x  y\"\nd\ne\nf\n".utf8)
        let new = Array("a\nb\nc \"x y\"\nd\ne\nf\n".utf8)
        #expect(UnifiedDiff.render(old, new, path: "p.json") == """
            --- a/p.json
            +++ b/p.json
            @@ -1,5 +1,5 @@
             a
             b
            -c "x  y"
            +c "x y"
             d
             e

            """)
    }
}
