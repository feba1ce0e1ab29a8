import Foundation
import Testing
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck
@testable import ContentOutput

/// The near-duplicate search stays fast on large packs, including pathological ones.
@Suite struct RiddleNearDuplicateTests {
    private func pack(riddles: Int, text: (Int) -> String) -> MemoryPack {
        let items = (0..<riddles).map { index in
            #"{"id": "r-\#(index)", "difficulty": 1, "text": {"en": "\#(text(index))", "ru": "Загадка номер \#(index)?", "uk": "Загадка \#(index) тут?"}, "answers": {"en": ["x"], "ru": ["х"], "uk": ["х"]}}"#
        }
        let file = #"{"kind": "riddles", "items": ["# + items.joined(separator: ",\n") + "]}"
        return MemoryPack(texts: ["pack.json": ExamplePack.packJSON, "riddles.json": file])
    }

    /// 3,000 identical riddles: each reported once, and the search's work counted stays linear
    /// (every riddle reads at most `probes` windows of `postingWindow` postings and verifies at
    /// most `verifiedCandidates` of them; all against all would be 4.5 million pairs).
    @Test func identicalRiddlesAreEachReportedOnceWithLinearWork() throws {
        let question = "What walks on four legs in the morning?"
        let result = try ContentPipeline.check(pack(riddles: 3000) { _ in question })
        let found = result.diagnostics.filter { $0.ruleID == "riddle-near-duplicate" }
        #expect(Set(found.map(\.message)).count == found.count)
        #expect(found.count >= 2999)
        let texts = (0..<3000).map { index in
            RiddleDuplicateSearch.Text(rank: Int64(index), place: RiddleSearchIndex.Place(file: 0, id: "r\(index)", textObject: 0, range: 0..<1),
                                       question: WordStems.of(question), answers: WordStems.of("x"))
        }
        let work = SearchWork.count(texts)
        #expect(work.visited <= texts.count * RiddleDuplicateSearch.probes * RiddleDuplicateSearch.postingWindow, "\(work.visited) postings read")
        #expect(work.mostCandidates <= RiddleDuplicateSearch.verifiedCandidates)
    }

    /// A run finds only the facts its enabled rules read: with every other rule off the search
    /// still gets its word stems, and with it off none are made.
    @Test func factsFollowTheEnabledRules() throws {
        let duplicates = pack(riddles: 3) { _ in "What walks on four legs in the morning?" }
        let others = Dictionary(uniqueKeysWithValues: RuleRegistry.ids.filter { $0 != "riddle-near-duplicate" }.map { ($0, Severity?.none) })
        let alone = try ContentPipeline.check(duplicates, options: LintOptions(configuration: LintConfiguration(severities: others)))
        #expect(alone.diagnostics.count == 2)  // the second and third en texts repeat the first
        #expect(alone.diagnostics.allSatisfy { $0.ruleID == "riddle-near-duplicate" })
        let off = try ContentPipeline.check(duplicates, options: LintOptions(configuration: LintConfiguration(severities: ["riddle-near-duplicate": nil])))
        #expect(!off.diagnostics.contains { $0.ruleID == "riddle-near-duplicate" })
        #expect(RuleRegistry.facts(of: RiddleNearDuplicateRule.self) == ContentFacts(RiddleWords.self))
        #expect(RuleRegistry.fileRules.filter { type(of: $0).description.kind == .numberSeries }.allSatisfy { RuleRegistry.facts(of: type(of: $0)) == ContentFacts(SeriesItems.self) })
        #expect(RuleRegistry.fileRules.filter { type(of: $0).description.kind == .equations }.allSatisfy { RuleRegistry.facts(of: type(of: $0)) == ContentFacts(EquationItems.self) })
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
        // the rule ran: the riddles met the schema
        #expect(!result.diagnostics.contains { $0.ruleID == "schema" })
    }
}

/// Word stems: case, `ё`, apostrophes and inflection do not make two words differ.
@Suite struct WordStemTests {
    @Test func formsOfOneWordShareAStem() {
        #expect(WordStems.of("Who  says MEOW?") == WordStems.of(" who say meow"))
        #expect(WordStems.of("кошка кошку кошкой") == WordStems.of("кошки кошке кошкою"))
        #expect(WordStems.of("Ёжик") == WordStems.of("ежики"))
        #expect(WordStems.of("change changes changing") == WordStems.of("changed change changes"))
        #expect(WordStems.of("what's") == WordStems.of("whats"))
        #expect(WordStems.of("сверхжадность") != WordStems.of("сверхиндукция"))
    }

    @Test func aHugeTextIsCutAtTheWordLimit() {
        let text = String(repeating: "word ", count: 100_000)
        #expect(WordStems.of(text).count == WordStems.wordLimit)
        #expect(WordStems.of("").isEmpty)
        #expect(WordStems.of("?!… — 🙂").isEmpty)
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

/// The near-duplicate search on 50,000 riddles in a frame-heavy pack: linear work, and the one
/// copy found.
@Suite struct RiddleDuplicateScaleTests {
    @Test func fiftyThousandRiddlesWithLinearWork() throws {
        var state: UInt64 = 7
        func word() -> String {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return String((0..<8).map { index in Character(Unicode.Scalar(UInt8(97 + (state >> (16 + 5 * UInt64(index))) % 26))) })
        }
        let frames = ["How many %@ does it take to change a light bulb?", "What is the difference between a %@ and a %@?", "Why did the %@ cross the road?"]
        var texts: [RiddleDuplicateSearch.Text] = []
        func add(_ question: [UInt64], _ answers: [UInt64]) {
            let place = RiddleSearchIndex.Place(file: 0, id: "r\(texts.count)", textObject: 0, range: 0..<1)
            texts.append(RiddleDuplicateSearch.Text(rank: Int64(texts.count), place: place, question: question, answers: answers))
        }
        for index in 0..<50_000 {
            let frame = frames[index % 3]
            let question = index % 2 == 0 ? frame.replacingOccurrences(of: "%@", with: word()) : (0..<8).map { _ in word() }.joined(separator: " ")
            add(WordStems.of(question), WordStems.of(word() + " " + word()))
        }
        add(texts[10].question, texts[10].answers)
        let matches = RiddleDuplicateSearch.reported(RiddleDuplicateSearch.build(texts).index).map(\.pair)
        // why: the work is counted, not timed (Benchmarks/lint times the search): linear in the
        // riddles, where a search gone quadratic would read 1.25 billion postings
        let work = SearchWork.count(texts)
        #expect(work.visited <= texts.count * RiddleDuplicateSearch.probes * RiddleDuplicateSearch.postingWindow, "\(work.visited) postings read")
        #expect(work.mostCandidates <= RiddleDuplicateSearch.verifiedCandidates)
        #expect(matches.contains { $0.earlier == 10 && $0.later == 50_000 })
        #expect(matches.count < 50)
    }
}

/// The work of a full search, counted: postings read over every riddle's probes, and the most
/// candidates any riddle verifies.
enum SearchWork {
    static func count(_ texts: [RiddleDuplicateSearch.Text]) -> (visited: Int, mostCandidates: Int) {
        let index = RiddleDuplicateSearch.build(texts).index
        var scratch = CandidateScratch(slots: texts.count)
        var most = 0
        for slot in texts.indices {
            let riddle = Int32(slot)
            let candidates = index.candidates(of: riddle, probes: index.vector(riddle).heaviest(RiddleDuplicateSearch.probes), scratch: &scratch)
            most = max(most, candidates.count)
        }
        return (scratch.visited, most)
    }
}
