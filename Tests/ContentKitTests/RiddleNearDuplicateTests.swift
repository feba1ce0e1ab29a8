import Foundation
import Testing
@testable import ContentKit

/// The near-duplicate search stays fast on large packs, including pathological ones.
@Suite struct RiddleNearDuplicateTests {
    private func pack(riddles: Int, text: (Int) -> String) -> MemoryPack {
        let items = (0..<riddles).map { index in
            #"{"id": "r-\#(index)", "difficulty": 1, "text": {"en": "\#(text(index))", "ru": "Загадка номер \#(index)?", "uk": "Загадка \#(index) тут?"}, "answers": {"en": ["x"], "ru": ["х"], "uk": ["х"]}}"#
        }
        let file = #"{"kind": "riddles", "items": ["# + items.joined(separator: ",\n") + "]}"
        return MemoryPack(texts: ["pack.json": ExamplePack.packJSON, "riddles.json": file])
    }

    @Test func identicalRiddlesAreEachReportedOnceAndQuickly() throws {
        let started = Date()
        let result = try ContentPipeline.check(pack(riddles: 3000) { _ in "What walks on four legs in the morning?" })
        let found = result.diagnostics.filter { $0.ruleID == "riddle-near-duplicate" }
        #expect(Date().timeIntervalSince(started) < 10)
        #expect(Set(found.map(\.message)).count == found.count)
        #expect(found.count >= 2999)
    }

    /// A run finds only the facts its enabled rules read: with every other rule off the search
    /// still gets its trigrams, and with it off no trigrams are made.
    @Test func factsFollowTheEnabledRules() throws {
        let duplicates = pack(riddles: 3) { _ in "What walks on four legs in the morning?" }
        let others = Dictionary(uniqueKeysWithValues: RuleRegistry.ids.filter { $0 != "riddle-near-duplicate" }.map { ($0, Severity?.none) })
        let alone = try ContentPipeline.check(duplicates, options: LintOptions(configuration: LintConfiguration(severities: others)))
        #expect(alone.diagnostics.count == 2)  // the second and third en texts repeat the first
        #expect(alone.diagnostics.allSatisfy { $0.ruleID == "riddle-near-duplicate" })
        let off = try ContentPipeline.check(duplicates, options: LintOptions(configuration: LintConfiguration(severities: ["riddle-near-duplicate": nil])))
        #expect(!off.diagnostics.contains { $0.ruleID == "riddle-near-duplicate" })
        #expect(RiddleNearDuplicateRule.facts == .riddleTrigrams)
        #expect(RuleRegistry.fileRules.filter { type(of: $0).description.kind == .numberSeries }.allSatisfy { type(of: $0).facts == .seriesItems })
        #expect(RuleRegistry.fileRules.filter { type(of: $0).description.kind == .equations }.allSatisfy { type(of: $0).facts == .equationItems })
    }

    @Test func distinctRiddlesGiveNothing() throws {
        var state: UInt64 = 42
        func letter() -> Character {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Character(Unicode.Scalar(UInt8(97 + (state >> 33) % 26)))
        }
        let result = try ContentPipeline.check(pack(riddles: 2000) { _ in
            (0..<8).map { _ in String((0..<5).map { _ in letter() }) }.joined(separator: " ")
        })
        #expect(result.diagnostics.filter { $0.ruleID == "riddle-near-duplicate" && $0.message.contains("en texts") }.isEmpty)
    }
}

/// Trigram sets: the one-pass path for texts NFC leaves alone gives what normalising first and
/// cutting windows after gives.
@Suite struct TrigramTests {
    private func reference(_ text: String) -> [UInt64] {
        Array(Set(Trigrams.windows(Trigrams.comparisonScalars(text)))).sorted()
    }

    @Test(arguments: [
        "", " ", "a", "ab", "abc", "  Who says   meow? ", "Who says meow, meow?", "ABC abc ABC",
        "Кто говорит мяу?", "Ёжик в тумане", "Хто каже няв? Ґанок, їжак, Євген", "tab\tand\nnew line",
        "no\u{00A0}break", "Café — «quotes»…", "e\u{301}te", "Йод и\u{306}", "ﬁne", "x\u{2003}y",
        // over 64 trigrams: sorted by the library's sort, not by insertion
        String(repeating: "The quick brown fox jumps over the lazy dog, then Съешь же ещё этих мягких булок. ", count: 3),
    ])
    func onePassMatchesTheReference(_ text: String) {
        #expect(Trigrams.numbers(text) == reference(text))
    }

    @Test func equalTextsUpToCaseAndSpacingHaveEqualSets() {
        #expect(Trigrams.numbers("Who  says MEOW?") == Trigrams.numbers(" who says meow?"))
        #expect(Trigrams.numbers("КТО  ГОВОРИТ") == Trigrams.numbers("кто говорит "))
    }
}

/// Lower-casing by arithmetic agrees with `lowercased()`.
@Suite struct CaseFoldingTests {
    @Test func fastLowerCaseIsLowercased() {
        let ranges: [ClosedRange<UInt32>] = [0x20...0x7E, 0xC0...0xFF, 0x400...0x45F]
        let every = String(String.UnicodeScalarView(ranges.joined().compactMap(Unicode.Scalar.init)))
        #expect(CaseFolding.lowercased(every) == every.lowercased())
        for word in ["Ёжик", "ÀÉÎÕÜ", "İstanbul", "ΣΟΦΊΑ", "Ґанок", "straße", ""] {
            #expect(CaseFolding.lowercased(word) == word.lowercased(), "\(word)")
        }
    }
}
