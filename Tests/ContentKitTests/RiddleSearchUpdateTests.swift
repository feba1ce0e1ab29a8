import Foundation
import Testing
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck
@testable import ContentOutput

/// The incremental near-duplicate search finds what a full search of the same texts finds, edit
/// after edit, through the files the lint cache keeps: rewordings, new and removed riddles,
/// copies of other riddles, answers changed, a frame's word made common.
@Suite struct RiddleSearchUpdateTests {
    /// A deterministic pack of riddle texts in a few files, and the edits a designer makes.
    private struct Corpus {
        var files: [[(id: String, question: String, answer: String)]] = []
        var random: UInt64
        var nextID = 0
        var common = "what how many does it take to change light bulb the a of is has".split(separator: " ").map(String.init)

        /// The share of words (in percent) taken from `common`.
        var commonPercent = 33

        init(seed: UInt64, files: Int, riddles: Int, common: [String]? = nil, commonPercent: Int = 33) {
            random = seed
            self.commonPercent = commonPercent
            if let common { self.common = common }
            for _ in 0..<files { self.files.append((0..<riddles).map { _ in newRiddle() }) }
        }

        mutating func next(_ bound: Int) -> Int {
            random = random &* 6364136223846793005 &+ 1442695040888963407
            return Int((random >> 33) % UInt64(bound))
        }

        mutating func word() -> String {
            if next(100) < commonPercent { return common[next(common.count)] }
            return String((0..<(3 + next(5))).map { _ in Character(Unicode.Scalar(UInt8(97 + next(26)))) })
        }

        mutating func sentence(_ words: Int) -> String { (0..<words).map { _ in word() }.joined(separator: " ") }

        mutating func newRiddle() -> (id: String, question: String, answer: String) {
            nextID += 1
            let question = next(4) == 0 ? "how many \(word()) does it take to change a light bulb" : sentence(5 + next(6))
            return ("r\(nextID)", question, sentence(1 + next(3)))
        }

        /// One edit, as a designer makes them; returns the file edited.
        mutating func edit() -> Int {
            let file = next(files.count)
            let count = files[file].count
            switch next(8) {
            case 0 where count > 0:
                files[file].remove(at: next(count))
            case 1:
                files[file].insert(newRiddle(), at: next(count + 1))
            case 2 where count > 0:
                // a copy of a riddle elsewhere, reworded a little: a duplicate to find
                let source = files[next(files.count)]
                guard !source.isEmpty else { break }
                var copy = source[next(source.count)]
                var words = copy.question.split(separator: " ").map(String.init)
                words[next(words.count)] = word()
                nextID += 1
                copy = ("r\(nextID)", words.joined(separator: " "), copy.answer)
                files[file].insert(copy, at: next(count + 1))
            case 3 where count > 0:
                files[file][next(count)].answer = sentence(1 + next(2))
            case 4 where count > 0:
                // a common word added: its count changes for thousands of texts in a real pack
                let index = next(count)
                files[file][index].question += " " + common[next(common.count)]
            case 5 where count > 1:
                // an exact copy of a riddle of the same file
                let source = files[file][next(count)]
                nextID += 1
                files[file].append(("r\(nextID)", source.question, source.answer))
            default:
                guard count > 0 else { break }
                let index = next(count)
                var words = files[file][index].question.split(separator: " ").map(String.init)
                words[next(words.count)] = word()
                files[file][index].question = words.joined(separator: " ")
            }
            return file
        }

        func texts(ofFile file: Int) -> [RiddleDuplicateSearch.Text] {
            files[file].enumerated().map { ordinal, riddle in
                RiddleDuplicateSearch.Text(
                    rank: Int64(file) << 32 | Int64(ordinal),
                    place: RiddleSearchIndex.Place(file: file, id: riddle.id, textObject: ordinal * 10, range: ordinal * 10..<ordinal * 10 + 5),
                    question: WordStems.of(riddle.question), answers: WordStems.of(riddle.answer))
            }
        }

        var texts: [RiddleDuplicateSearch.Text] { files.indices.flatMap(texts(ofFile:)) }
    }

    /// The matches by the riddles' ids, which survive slots.
    private static func matches(_ index: RiddleSearchIndex) -> [String] {
        index.matches.map { pair, match in
            "\(index.place(pair.earlier).id) \(index.place(pair.later).id) \(match.kind) \(match.question) \(match.answer) \(match.combined)"
        }.sorted()
    }

    private static func reported(_ index: RiddleSearchIndex) -> [String] {
        RiddleDuplicateSearch.reported(index).map { "\(index.place($0.pair.earlier).id) \(index.place($0.pair.later).id)" }
    }

    /// `steps` edits of the corpus, each brought up to date (or built anew when the index says
    /// it must) and compared with a full search; how many were brought up to date, and how many
    /// matches the full searches found.
    private static func editAndCompare(_ corpus: inout Corpus, steps: Int, _ label: String) -> (updates: Int, found: Int) {
        var index = RiddleDuplicateSearch.build(corpus.texts).index
        var updates = 0
        var found = 0
        for step in 0..<steps {
            let file = corpus.edit()
            if index.update([RiddleSearchIndex.FileEdit(file: file, texts: corpus.texts(ofFile: file))]) {
                updates += 1
            } else {
                index = RiddleDuplicateSearch.build(corpus.texts).index
            }
            let full = RiddleDuplicateSearch.build(corpus.texts).index
            #expect(matches(index) == matches(full), "\(label), step \(step)")
            #expect(reported(index) == reported(full), "\(label), step \(step)")
            found += full.matches.count
        }
        return (updates, found)
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func editAfterEditFindsWhatAFullSearchFinds(seed: UInt64) throws {
        var corpus = Corpus(seed: seed, files: 5, riddles: 40)
        let (updates, found) = Self.editAndCompare(&corpus, steps: 120, "seed \(seed)")
        // most edits are brought up to date (a population crossing a step rebuilds), and the
        // corpus has duplicates to find
        #expect(updates > 100, "\(updates) of 120 edits updated")
        #expect(found > 120)
    }

    /// Words in more texts than a posting window reads: which windows an edit changes matters.
    @Test(arguments: [5, 7] as [UInt64])
    func editsWhereWordsOutnumberThePostingWindow(seed: UInt64) throws {
        // most words from a small vocabulary: texts probe long posting lists, and their
        // duplicates are found through the windows of those lists
        var corpus = Corpus(seed: seed, files: 5, riddles: 120, common: ["what", "has", "the", "red", "cat", "owl"],
                            commonPercent: 85)
        let index = RiddleDuplicateSearch.build(corpus.texts).index
        let longest = corpus.common.map { index.withPostings(WordStems.of($0)[0]) { $0.count } }.max() ?? 0
        #expect(longest > RiddleDuplicateSearch.postingWindow, "\(longest)")
        let (updates, found) = Self.editAndCompare(&corpus, steps: 30, "seed \(seed)")
        #expect(updates > 25, "\(updates) of 30 edits updated")
        #expect(found > 30)
    }

    @Test func theStateSurvivesTheCacheFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("riddle-state-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var corpus = Corpus(seed: 9, files: 4, riddles: 30)
        let key = Array("key".utf8)
        let built = PackRuleState(prefix: folder.appendingPathComponent("pack.rule"), key: key, expected: nil)
        #expect(RiddleSearchStore.saveBuilt(["en": RiddleDuplicateSearch.build(corpus.texts).index], to: built))
        var token = try #require(built.written)
        for step in 0..<40 {
            let state = PackRuleState(prefix: folder.appendingPathComponent("pack.rule"), key: key, expected: token)
            var (indexes, baseID) = try #require(RiddleSearchStore.load(state), "step \(step)")
            let file = corpus.edit()
            var index = try #require(indexes["en"])
            if index.update([RiddleSearchIndex.FileEdit(file: file, texts: corpus.texts(ofFile: file))]) {
                indexes["en"] = index
                #expect(RiddleSearchStore.saveOverlay(indexes, baseID: baseID, to: state))
            } else {
                #expect(RiddleSearchStore.saveBuilt(["en": RiddleDuplicateSearch.build(corpus.texts).index], to: state))
                baseID = []
            }
            token = try #require(state.written)
            let reloaded = try #require(RiddleSearchStore.load(PackRuleState(prefix: folder.appendingPathComponent("pack.rule"), key: key, expected: token)))
            #expect(Self.matches(reloaded.indexes["en"]!) == Self.matches(RiddleDuplicateSearch.build(corpus.texts).index), "step \(step)")
        }
        // another token, another key: not this run's state
        #expect(RiddleSearchStore.load(PackRuleState(prefix: folder.appendingPathComponent("pack.rule"), key: key, expected: [1, 2, 3])) == nil)
        #expect(RiddleSearchStore.load(PackRuleState(prefix: folder.appendingPathComponent("pack.rule"), key: [9], expected: token)) == nil)
    }

    @Test func damagedStateFilesAreNotRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("riddle-state-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let corpus = Corpus(seed: 4, files: 3, riddles: 30)
        let prefix = folder.appendingPathComponent("pack.rule")
        let built = PackRuleState(prefix: prefix, key: [1], expected: nil)
        #expect(RiddleSearchStore.saveBuilt(["en": RiddleDuplicateSearch.build(corpus.texts).index], to: built))
        let token = try #require(built.written)
        let base = try Data(contentsOf: built.file(".base"))
        let overlay = try Data(contentsOf: built.file(".overlay"))
        func state() -> PackRuleState { PackRuleState(prefix: prefix, key: [1], expected: token) }
        #expect(RiddleSearchStore.load(state()) != nil)
        // an overlay cut short or flipped, a base cut short: no state
        try overlay.prefix(overlay.count / 2).write(to: built.file(".overlay"))
        #expect(RiddleSearchStore.load(state()) == nil)
        var flipped = overlay
        flipped[flipped.count / 2] ^= 0x40
        try flipped.write(to: built.file(".overlay"))
        #expect(RiddleSearchStore.load(state()) == nil)
        try overlay.write(to: built.file(".overlay"))
        try base.prefix(base.count / 2).write(to: built.file(".base"))
        #expect(RiddleSearchStore.load(state()) == nil)
        // a base whose columns are garbage behind a good header: read within bounds, found damaged
        var garbage = base
        let headerSize = Int(garbage.prefix(8).withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) })
        var generator = SystemRandomNumberGenerator()
        for offset in stride(from: 8 + headerSize + 400, to: garbage.count, by: 7) { garbage[offset] = UInt8.random(in: 0...255, using: &generator) }
        try garbage.write(to: built.file(".base"))
        if var loaded = RiddleSearchStore.load(state()), var index = loaded.indexes["en"] {
            var edited = corpus
            let file = edited.edit()
            let updated = index.update([RiddleSearchIndex.FileEdit(file: file, texts: edited.texts(ofFile: file))])
            loaded.indexes["en"] = index
            // whatever it computed, it does not trap; damage it saw is reported
            #expect(!updated || !index.damaged)
        }
    }
}
