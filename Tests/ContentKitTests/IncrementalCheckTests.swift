import Foundation
import Testing
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck
@testable import ContentOutput

/// The incremental lint gives what a full check gives: cold, warm, after an edit, a deletion or
/// an asset change, and with every pack rule run again over cached facts (which is how a rule
/// that reads more than its `inputs` declare would show).
@Suite struct IncrementalCheckTests {
    private static func cacheFile() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("lint-cache-\(UUID().uuidString)/pack.lint-cache")
    }

    private static func findings(_ pack: any PackFileSystem, _ options: LintOptions, cache: URL? = nil) throws -> [String] {
        var options = options
        options.cache = cache.map { LintCacheStore(file: $0, key: "test") }
        return try ContentPipeline.check(pack, options: options).diagnostics.map {
            "\($0.file):\($0.range) \($0.ruleID) \($0.severity) \($0.message) \($0.notes.map { "\($0.file ?? ""):\(String(describing: $0.range)) \($0.message)" })"
        }
    }

    /// Cold and warm runs, and a warm run where every pack rule runs again over cached facts.
    private static func expectSameEveryWay(_ pack: any PackFileSystem, _ options: LintOptions, _ label: String) throws {
        let full = try findings(pack, options)
        let cache = cacheFile()
        defer { try? FileManager.default.removeItem(at: cache.deletingLastPathComponent()) }
        #expect(try findings(pack, options, cache: cache) == full, "\(label): cold")
        #expect(try findings(pack, options, cache: cache) == full, "\(label): warm")
        let store = LintCacheStore(file: cache, key: "test")
        var state = store.load()
        #expect(!state.checked.isEmpty, "\(label): the cache was written")
        state.packRules = [:]
        store.save(state)
        #expect(try findings(pack, options, cache: cache) == full, "\(label): pack rules over cached facts")
        // without the facts file, pack rules get the facts by checking the files again
        state.packRules = [:]
        store.save(state)
        try? FileManager.default.removeItem(at: store.factsFile)
        #expect(try findings(pack, options, cache: cache) == full, "\(label): pack rules without the facts file")
    }

    @Test(arguments: RuleRegistry.ids)
    func everyRuleExampleGivesTheSameFindings(_ id: String) throws {
        let rule = try #require(RuleRegistry.description(of: id))
        for (index, example) in (rule.valid + rule.invalid).enumerated() {
            let (text, _) = ExamplePack.unmark(example.text)
            let pack = ExamplePack.pack(with: text, at: example.path, extra: example.files)
            try Self.expectSameEveryWay(pack, ExamplePack.options, "\(id) example \(index + 1)")
        }
    }

    /// A pack rule's facts are those the summaries keep: a fact no kind keeps would have no
    /// digest, and an edit to it would go unseen by the cache.
    @Test func packRulesReadOnlyFactsTheKindsKeep() {
        let kept = Set(KindRegistry.summaryFacts)
        #expect(kept.count == KindRegistry.summaryFacts.count)
        for rule in RuleRegistry.packRules {
            let facts = type(of: rule).inputs.facts ?? kept
            #expect(facts.isSubset(of: kept), "\(type(of: rule).description.id) reads a fact no kind keeps")
        }
        // the track's fact is read in the files of every kind a track serves, and only there
        let served = KindRegistry.all.filter(\.servedOnTracks).map(\.kind)
        #expect(Set(served) == [.equations, .matrixSeries, .numberSeries, .picturePuzzles, .riddles])
    }

    @Test func theSamplePackGivesTheSameFindings() throws {
        let pack = DiskPack(root: TestPaths.content, displayName: "content/")
        try Self.expectSameEveryWay(pack, LintOptions(), "sample pack")
    }

    @Test func editsDeletionsAndAssetChangesAreSeen() throws {
        let riddles = #"""
            {"kind": "riddles", "items": [
              {"id": "r1", "text": {"en": "What has keys but no locks?", "ru": "Что имеет ключи, но не замки?", "uk": "Що має ключі, але не замки?"},
               "answers": {"en": ["piano"], "ru": ["пианино"], "uk": ["піаніно"]}, "image": "../img/cat.png"}]}
            """#
        var pack = ExamplePack.pack(with: riddles, at: "riddles/a.json")
        let cache = Self.cacheFile()
        defer { try? FileManager.default.removeItem(at: cache.deletingLastPathComponent()) }
        let options = LintOptions()
        #expect(try Self.findings(pack, options, cache: cache) == Self.findings(pack, options))

        // an edit that repeats an id in a second file: a pack rule finding
        pack.files["riddles/b.json"] = Array(riddles.replacingOccurrences(of: "keys but", with: "a key but").utf8)
        let duplicated = try Self.findings(pack, options, cache: cache)
        #expect(duplicated == (try Self.findings(pack, options)))
        #expect(duplicated.contains { $0.contains("id-unique") })

        // the picture a riddle names is deleted: its file's findings change though its bytes did not
        pack.files["riddles/b.json"] = nil
        pack.files["img/cat.png"] = nil
        let missing = try Self.findings(pack, options, cache: cache)
        #expect(missing == (try Self.findings(pack, options)))
        #expect(missing.contains { $0.contains("asset-missing") })

        // and comes back as something that is not a picture
        pack.files["img/cat.png"] = Array("not a png".utf8)
        let broken = try Self.findings(pack, options, cache: cache)
        #expect(broken == (try Self.findings(pack, options)))
        #expect(broken != missing)

        // pack.json changes every file's verdict (its locales)
        pack.files["pack.json"] = Array(ExamplePack.packJSON.replacingOccurrences(of: #""locales": ["en", "ru", "uk"]"#, with: #""locales": ["en", "ru"]"#).utf8)
        #expect(try Self.findings(pack, options, cache: cache) == (try Self.findings(pack, options)))
    }

    @Test func anEditThatOnlyMovesFactsRerunsAPackRuleOnlyWhereItsFindingsAre() throws {
        func riddles(_ id: String, above: String = "") -> String { above + Examples.riddle(id: id) }
        var pack = ExamplePack.pack(with: riddles("twice"), at: "riddles/a.json")
        pack.files["riddles/b.json"] = Array(riddles("twice").utf8)
        pack.files["riddles/c.json"] = Array(riddles("alone").utf8)
        let cache = Self.cacheFile()
        defer { try? FileManager.default.removeItem(at: cache.deletingLastPathComponent()) }
        let store = LintCacheStore(file: cache, key: "test")
        let options = LintOptions()
        #expect(try Self.findings(pack, options, cache: cache).contains { $0.contains("id-unique") })
        // the cached finding is marked, so a finding the rule did not compute again shows
        var state = store.load()
        state.packRules["id-unique"] = state.packRules["id-unique"]?.map { finding in
            var marked = finding
            marked.message = "kept from the cache"
            return marked
        }
        store.save(state)

        // blank lines above c's id move it; no finding is placed in c, so the rule is not run
        pack.files["riddles/c.json"] = Array(riddles("alone", above: "\n\n").utf8)
        #expect(try Self.findings(pack, options, cache: cache).contains { $0.contains("kept from the cache") })

        // the same in a, where the finding's note points: the rule runs and the note moves
        pack.files["riddles/a.json"] = Array(riddles("twice", above: "\n\n").utf8)
        let moved = try Self.findings(pack, options, cache: cache)
        #expect(moved == (try Self.findings(pack, options)))
        #expect(!moved.contains { $0.contains("kept from the cache") })
        let movedA = riddles("twice", above: "\n\n")
        let start = try #require(movedA.range(of: #""twice""#)).lowerBound.utf16Offset(in: movedA)
        #expect(moved.contains { $0.contains("id-unique") && $0.contains("riddles/a.json:Optional(Range(\(start)..<\(start + 7)))") }, "\(moved)")
    }

    @Test func factsAreAppendedAndAFactsFileCutShortIsFoundAgain() throws {
        func riddles(_ id: String) -> String { Examples.riddle(id: "\(id)-riddle") }
        var pack = ExamplePack.pack(with: riddles("a"), at: "riddles/a.json")
        pack.files["riddles/b.json"] = Array(riddles("b").utf8)
        let cache = Self.cacheFile()
        defer { try? FileManager.default.removeItem(at: cache.deletingLastPathComponent()) }
        let store = LintCacheStore(file: cache, key: "test")
        let options = LintOptions()
        #expect(try Self.findings(pack, options, cache: cache) == Self.findings(pack, options))
        let written = try Data(contentsOf: store.factsFile).count

        // an edit that changes a file's ids appends its facts and leaves the rest of the file
        pack.files["riddles/b.json"] = Array(riddles("a").utf8)
        let duplicated = try Self.findings(pack, options, cache: cache)
        #expect(duplicated == (try Self.findings(pack, options)))
        #expect(duplicated.contains { $0.contains("id-unique") })
        let appended = try Data(contentsOf: store.factsFile)
        #expect(appended.count > written)

        // an append cut short: the facts before it serve, the file's own are found again
        try appended.prefix(appended.count - 5).write(to: store.factsFile)
        var state = store.load()
        state.packRules = [:]
        store.save(state)
        #expect(try Self.findings(pack, options, cache: cache) == duplicated)
        #expect(store.loadFacts().compact == false, "the damaged file was written anew")

        // many edits: superseded entries are dropped when the file is read, so it stays bounded
        for round in 0..<150 {
            pack.files["riddles/b.json"] = Array(riddles("b\(round)").utf8)
            #expect(try Self.findings(pack, options, cache: cache) == Self.findings(pack, options))
        }
        #expect(try Data(contentsOf: store.factsFile).count < 80 * (appended.count - written) + written)
    }

    @Test func riddleEditsUpdateTheNearDuplicateSearchInPlace() throws {
        func file(_ riddles: [(String, String, String)]) -> [UInt8] {
            let items = riddles.map { id, question, answer in
                #"{"id": "\#(id)", "difficulty": 1, "text": {"en": "\#(question)"}, "answers": {"en": ["\#(answer)"]}}"#
            }
            return Array(#"{"kind": "riddles", "items": [\#(items.joined(separator: ",\n"))]}"#.utf8)
        }
        let words = "amber basil cedar dune ember fjord glyph harbor islet juniper kelp lantern moss nectar orchid pebble quartz reed sorrel thistle umber violet willow yarrow zephyr".split(separator: " ")
        func riddle(_ file: Int, _ index: Int) -> (String, String, String) {
            let question = (0..<6).map { words[(file * 7 + index * 3 + $0 * 5) % words.count] }.joined(separator: " ")
            return ("r\(file)-\(index)", "What has \(question)?", String(words[(file + index) % words.count]))
        }
        var files = (0..<4).map { f in (0..<6).map { riddle(f, $0) } }
        var pack = ExamplePack.pack(with: String(decoding: file(files[0]), as: UTF8.self), at: "riddles/f0.json")
        pack.files["pack.json"] = Array(ExamplePack.packJSON.replacingOccurrences(of: #""locales": ["en", "ru", "uk"]"#, with: #""locales": ["en"]"#).utf8)
        func write() { for (index, riddles) in files.enumerated() { pack.files["riddles/f\(index).json"] = file(riddles) } }
        write()
        let cache = Self.cacheFile()
        defer { try? FileManager.default.removeItem(at: cache.deletingLastPathComponent()) }
        let options = LintOptions()
        let state = LintCacheStore(file: cache, key: "test").ruleState("riddle-near-duplicate", expected: nil)
        #expect(try Self.findings(pack, options, cache: cache) == Self.findings(pack, options))
        let base = try Data(contentsOf: state.file(".base"))

        // a reworded riddle, a copy of another file's riddle, a removed riddle, a changed answer:
        // each brought up to date without building the search anew
        let edits: [(String, () -> Void)] = [
            ("reworded", { files[1][2].1 = "What has amber moss and more?" }),
            ("copied", { files[2].insert((("copy"), files[0][3].1, files[0][3].2), at: 1) }),
            ("copy reworded", { files[2][1].1 = files[0][3].1.replacingOccurrences(of: "?", with: " too?") }),
            ("removed", { files[3].remove(at: 0) }),
            ("answer", { files[1][4].2 = "lantern" }),
        ]
        var sawDuplicate = false
        for (label, edit) in edits {
            edit()
            write()
            let found = try Self.findings(pack, options, cache: cache)
            #expect(found == (try Self.findings(pack, options)), "\(label)")
            #expect(try Data(contentsOf: state.file(".base")) == base, "\(label): the base was not built anew")
            sawDuplicate = sawDuplicate || found.contains { $0.contains("riddle-near-duplicate") && $0.contains("copy") }
        }
        #expect(sawDuplicate)

        // a file gone: the search runs in full and keeps a new base
        pack.files["riddles/f3.json"] = nil
        #expect(try Self.findings(pack, options, cache: cache) == (try Self.findings(pack, options)))
        #expect(try Data(contentsOf: state.file(".base")) != base)
    }

    @Test func idAndTrackEditsKeepTheirRulesStateUpToDate() throws {
        // a pack with a puzzle track (and its items) and riddle files that do not feed it
        var pack = ExamplePack.pack(with: PuzzleTrackItemsRule.track(#""s-3", "s-1", "cat-riddle", "s-4", "s-2", "pictured-riddle""#, every: 3),
                                    at: "track.json", extra: PuzzleTrackItemsRule.trackFiles)
        func riddles(_ ids: [String]) -> [UInt8] {
            let items = ids.map { id in
                #"{"id": "\#(id)", "difficulty": 1, "text": {"en": "Who is \#(id)?", "ru": "Кто такой \#(id)?", "uk": "Хто такий \#(id)?"}, "answers": {"en": ["\#(id)"], "ru": ["\#(id)"], "uk": ["\#(id)"]}}"#
            }
            return Array(#"{"kind": "riddles", "items": [\#(items.joined(separator: ", "))]}"#.utf8)
        }
        pack.files["more/a.json"] = riddles(["a1", "a2"])
        pack.files["more/b.json"] = riddles(["b1", "b2"])
        let cache = Self.cacheFile()
        defer { try? FileManager.default.removeItem(at: cache.deletingLastPathComponent()) }
        let options = LintOptions()
        let store = LintCacheStore(file: cache, key: "test")
        #expect(try Self.findings(pack, options, cache: cache) == Self.findings(pack, options))
        let idBase = try Data(contentsOf: store.ruleState("id-unique", expected: nil).file(".base"))
        let trackState = try Data(contentsOf: store.ruleState("puzzle-track-items", expected: nil).file(".overlay"))

        // ids repeated, moved and made unique again, in files the track does not read: id-unique
        // is brought up to date, the track rules keep their state and findings
        let edits: [(String, String, [String])] = [
            ("a repeat in another file", "more/b.json", ["b1", "b2", "a1"]),
            ("a repeat in the same file", "more/a.json", ["a1", "a2", "a2"]),
            ("an id added above", "more/a.json", ["a0", "a1", "a2", "a2"]),
            ("a repeat of a track's item", "more/b.json", ["b1", "s-3"]),
            ("unique again", "more/b.json", ["b1", "b2"]),
        ]
        for (label, path, ids) in edits {
            pack.files[path] = riddles(ids)
            let found = try Self.findings(pack, options, cache: cache)
            #expect(found == (try Self.findings(pack, options)), "\(label)")
            #expect(try Data(contentsOf: store.ruleState("id-unique", expected: nil).file(".base")) == idBase, "\(label): ids not built anew")
        }
        #expect(try Data(contentsOf: store.ruleState("puzzle-track-items", expected: nil).file(".overlay")) != trackState,
                "a track item repeated in another file runs the track rules again")

        let kept = try Data(contentsOf: store.ruleState("puzzle-track-items", expected: nil).file(".overlay"))
        pack.files["more/a.json"] = riddles(["a1", "a3"])
        #expect(try Self.findings(pack, options, cache: cache) == (try Self.findings(pack, options)))
        #expect(try Data(contentsOf: store.ruleState("puzzle-track-items", expected: nil).file(".overlay")) == kept, "an unrelated edit keeps the track state")

        // an item the track names removed: the track rules run again and find it missing
        let series = try #require(pack.files["series.json"])
        pack.files["series.json"] = Array(String(decoding: series, as: UTF8.self).replacingOccurrences(of: #""id": "s-4""#, with: #""id": "s-40""#).utf8)
        let missing = try Self.findings(pack, options, cache: cache)
        #expect(missing == (try Self.findings(pack, options)))
        #expect(missing.contains { $0.contains("puzzle-track-items") && $0.contains("s-4") })
    }

    /// Edits to a puzzle track that change none of the facts the summaries keep: its
    /// `bonusEvery`, an id in its list, the order of its items. The track rules
    /// read the track's tree, so a warm run must find what a full check finds (it kept the last
    /// run's findings: the incremental rules were told only of files whose facts changed). Each
    /// edit is made and undone, so a finding comes and goes between cached runs.
    static let trackEdits: [String: (from: String, to: String, rule: String)] = [
        "bonusEvery 3 to 4": (#""bonusEvery": 3"#, #""bonusEvery": 4"#, "puzzle-track-items"),
        "bonusEvery 3 to 2": (#""bonusEvery": 3"#, #""bonusEvery": 2"#, "puzzle-track-items"),
        "a bonus riddle without an image": (#""pictured-riddle""#, #""plain-riddle""#, "puzzle-track-items"),
        "an id the pack lacks": (#""s-4""#, #""no-such-item""#, "puzzle-track-items"),
        "items reordered": (#""s-1", "s-2", "cat-riddle", "s-3", "s-4""#, #""s-3", "s-1", "cat-riddle", "s-4", "s-2""#, "puzzle-track-keys"),
    ]

    @Test(arguments: trackEdits.keys.sorted())
    func trackEditsInNoFactAreSeenByTheTrackRules(_ label: String) throws {
        let edit = try #require(Self.trackEdits[label])
        let base = PuzzleTrackItemsRule.track(#""s-1", "s-2", "cat-riddle", "s-3", "s-4", "pictured-riddle", "s-5", "s-7""#, every: 3)
        let edited = base.replacingOccurrences(of: edit.from, with: edit.to)
        #expect(edited != base)
        var pack = ExamplePack.pack(with: base, at: "track.json", extra: PuzzleTrackItemsRule.trackFiles)
        let options = ExamplePack.options
        let cache = Self.cacheFile()
        defer { try? FileManager.default.removeItem(at: cache.deletingLastPathComponent()) }
        let before = try Self.findings(pack, options, cache: cache)
        #expect(before == (try Self.findings(pack, options)), "\(label): cold")

        pack.files["track.json"] = Array(edited.utf8)
        let after = try Self.findings(pack, options, cache: cache)
        let full = try Self.findings(pack, options)
        #expect(after == full, "\(label): warm after the edit")
        #expect(full != before && full.contains { $0.contains(edit.rule) }, "\(label): the edit changes what \(edit.rule) finds")

        pack.files["track.json"] = Array(base.utf8)
        #expect(try Self.findings(pack, options, cache: cache) == before, "\(label): warm after the edit is undone")
    }

    /// The colleague's reproduction on the sample pack, on disk as the command line reads it:
    /// the track's bonusEvery 7 to 4 and back between cached runs.
    @Test func theSamplePacksTrackBonusEveryEditIsSeen() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("track-pack-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: TestPaths.content, to: folder)
        let track = folder.appendingPathComponent("puzzle-track/puzzles.json")
        let text = try String(contentsOf: track, encoding: .utf8)
        #expect(text.contains(#""bonusEvery": 7"#))
        let pack = DiskPack(root: folder, displayName: "content/")
        let options = LintOptions()
        let cache = Self.cacheFile()
        defer { try? FileManager.default.removeItem(at: cache.deletingLastPathComponent()) }
        let before = try Self.findings(pack, options, cache: cache)

        try Data(text.replacingOccurrences(of: #""bonusEvery": 7"#, with: #""bonusEvery": 4"#).utf8).write(to: track)
        let after = try Self.findings(pack, options, cache: cache)
        #expect(after == (try Self.findings(pack, options)))
        #expect(after.contains { $0.contains("puzzle-track-items") && $0.contains("every 4th") })

        try Data(text.utf8).write(to: track)
        #expect(try Self.findings(pack, options, cache: cache) == before)
    }

    /// What seeing track edits must not cost: an edit to something the track rules do not read
    /// (a served item's difficulty, a riddle no track names) keeps their findings without running
    /// them, and an edit to the track runs them and no other pack rule.
    @Test func editsTheTrackRulesDoNotReadKeepTheirFindings() throws {
        // findings of both track rules (a walk of keys, an id the pack lacks) and of id-unique
        let track = PuzzleTrackItemsRule.track(#""s-3", "s-1", "cat-riddle", "s-4", "s-2", "pictured-riddle", "s-5", "s-7", "no-such-item""#, every: 3)
        var pack = ExamplePack.pack(with: track, at: "track.json", extra: PuzzleTrackItemsRule.trackFiles)
        func riddles(_ ids: [String], question: String = "Who is") -> [UInt8] {
            let items = ids.map { id in
                #"{"id": "\#(id)", "difficulty": 1, "text": {"en": "\#(question) \#(id)?", "ru": "Кто такой \#(id)?", "uk": "Хто такий \#(id)?"}, "answers": {"en": ["\#(id)"], "ru": ["\#(id)"], "uk": ["\#(id)"]}}"#
            }
            return Array(#"{"kind": "riddles", "items": [\#(items.joined(separator: ", "))]}"#.utf8)
        }
        pack.files["more/a.json"] = riddles(["a1", "a2"])
        pack.files["more/b.json"] = riddles(["b1", "b1"])
        let options = ExamplePack.options
        let cache = Self.cacheFile()
        defer { try? FileManager.default.removeItem(at: cache.deletingLastPathComponent()) }
        let store = LintCacheStore(file: cache, key: "test")
        let first = try Self.findings(pack, options, cache: cache)
        let rules = ["puzzle-track-items", "puzzle-track-keys", "id-unique"]
        for rule in rules { #expect(first.contains { $0.contains(rule) }, "\(rule) finds something to keep") }

        // every cached pack-rule finding marked: a finding the rule did not compute again shows
        func mark() {
            var state = store.load()
            for (id, found) in state.packRules {
                state.packRules[id] = found.map { finding in
                    var marked = finding
                    marked.message = "kept from the cache"
                    return marked
                }
            }
            store.save(state)
        }
        func kept(_ found: [String], _ rule: String) -> Bool { found.contains { $0.contains(" \(rule) ") && $0.contains("kept from the cache") } }

        mark()
        // a served item's difficulty: in no fact a pack rule reads
        let series = try #require(pack.files["series.json"])
        pack.files["series.json"] = Array(String(decoding: series, as: UTF8.self).replacingOccurrences(of: #""id": "s-1", "difficulty": 2"#, with: #""id": "s-1", "difficulty": 3"#).utf8)
        #expect(pack.files["series.json"] != series)
        var found = try Self.findings(pack, options, cache: cache)
        for rule in rules { #expect(kept(found, rule), "a series' difficulty: \(rule) is not run") }
        // a riddle's question no track names: riddle-near-duplicate's fact only
        pack.files["more/a.json"] = riddles(["a1", "a2"], question: "Who could be")
        found = try Self.findings(pack, options, cache: cache)
        for rule in rules { #expect(kept(found, rule), "a riddle's question: \(rule) is not run") }

        // the track's lives: the track rules run (their findings as a full check's), id-unique not
        pack.files["track.json"] = Array(track.replacingOccurrences(of: #""count": 5"#, with: #""count": 6"#).utf8)
        found = try Self.findings(pack, options, cache: cache)
        #expect(kept(found, "id-unique"), "a track edit does not run id-unique")
        #expect(!kept(found, "puzzle-track-items") && !kept(found, "puzzle-track-keys"), "a track edit runs the track rules")
        let full = try Self.findings(pack, options)
        #expect(found.filter { $0.contains("puzzle-track") } == full.filter { $0.contains("puzzle-track") })
    }

    /// A track edit that names only items some track named before is checked against the items
    /// the track rules kept: that track's findings anew, the other tracks' kept; one that names
    /// an item no track named runs the rules over every file.
    @Test func aTrackEditIsCheckedAgainstTheKeptItems() throws {
        let first = PuzzleTrackItemsRule.track(#""s-3", "s-1", "cat-riddle", "s-4", "s-2", "pictured-riddle", "s-5", "s-7", "no-such-item""#, every: 3)
        let second = PuzzleTrackItemsRule.track(#""s-1", "s-2", "plain-riddle""#, every: 3).replacingOccurrences(of: #""id": "puzzles""#, with: #""id": "puzzles-2""#)
        var pack = ExamplePack.pack(with: first, at: "track.json", extra: PuzzleTrackItemsRule.trackFiles)
        pack.files["track-2.json"] = Array(second.utf8)
        let options = ExamplePack.options
        let cache = Self.cacheFile()
        defer { try? FileManager.default.removeItem(at: cache.deletingLastPathComponent()) }
        let store = LintCacheStore(file: cache, key: "test")
        #expect(try Self.findings(pack, options, cache: cache) == Self.findings(pack, options))
        func mark() {
            var state = store.load()
            for id in ["puzzle-track-items", "puzzle-track-keys"] {
                state.packRules[id] = state.packRules[id]?.map { finding in
                    var marked = finding
                    marked.message = "kept from the cache"
                    return marked
                }
            }
            store.save(state)
        }
        let marked = { (found: [String]) in found.filter { $0.contains("kept from the cache") } }

        let renamed = first.replacingOccurrences(of: #""s-7""#, with: #""s-13""#).replacingOccurrences(of: #""id": "puzzles""#, with: #""id": "puzzles-1""#)
        let edits: [(label: String, track: String, incremental: Bool)] = [
            ("bonusEvery", first.replacingOccurrences(of: #""bonusEvery": 3"#, with: #""bonusEvery": 4"#), true),
            ("an item the other track names", first.replacingOccurrences(of: #""s-7""#, with: #""plain-riddle""#), true),
            ("items reordered", first.replacingOccurrences(of: #""s-3", "s-1""#, with: #""s-1", "s-3""#), true),
            ("an item no track named", first.replacingOccurrences(of: #""s-7""#, with: #""s-13""#), false),
            // the other track names this one by its id (the edit before this one's is checked
            // in full), then this one's id changes: the other's item is gone
            ("its id, named by the other track, changed", renamed, false),
            // and back: the other's item is there again
            ("its id changed to one the other track names", first.replacingOccurrences(of: #""s-7""#, with: #""s-13""#), false),
        ]
        for (label, track, incremental) in edits {
            if label.hasPrefix("its id, named") {
                pack.files["track-2.json"] = Array(second.replacingOccurrences(of: #""s-2", "plain-riddle""#, with: #""s-2", "puzzles""#).utf8)
                #expect(try Self.findings(pack, options, cache: cache) == Self.findings(pack, options))
            }
            mark()
            let before = try Self.findings(pack, options)
            pack.files["track.json"] = Array(track.utf8)
            let found = try Self.findings(pack, options, cache: cache)
            let full = try Self.findings(pack, options)
            #expect(full != before, "\(label): the edit changes the findings")
            // the edited track's findings are a full check's
            #expect(found.filter { $0.hasPrefix("track.json:") } == full.filter { $0.hasPrefix("track.json:") }, "\(label)")
            if incremental {
                // the other track's were not computed again
                #expect(!marked(found).isEmpty && marked(found).allSatisfy { $0.hasPrefix("track-2.json:") }, "\(label): \(found)")
                #expect(found.filter { !$0.hasPrefix("track-2.json:") } == full.filter { !$0.hasPrefix("track-2.json:") }, "\(label)")
            } else {
                #expect(found == full, "\(label): the track rules ran over every file")
            }
        }
    }

    /// Each rule's examples linted one after another into one cache, at one path: they differ
    /// in what the rule reads, so a rule whose change detection misses something it reads (a
    /// warm run keeping the last findings) shows here.
    @Test(arguments: RuleRegistry.ids)
    func everyRuleExampleAfterAnotherGivesTheSameFindings(_ id: String) throws {
        let rule = try #require(RuleRegistry.description(of: id))
        let examples = rule.valid + rule.invalid
        let cache = Self.cacheFile()
        defer { try? FileManager.default.removeItem(at: cache.deletingLastPathComponent()) }
        var full: [Int: [String]] = [:]
        // forward and back, so every finding both appears and goes away
        for index in Array(examples.indices) + examples.indices.reversed().dropFirst() {
            let example = examples[index]
            let (text, _) = ExamplePack.unmark(example.text)
            let pack = ExamplePack.pack(with: text, at: example.path, extra: example.files)
            if full[index] == nil { full[index] = try Self.findings(pack, ExamplePack.options) }
            #expect(try Self.findings(pack, ExamplePack.options, cache: cache) == full[index], "\(id) example \(index + 1) after another")
        }
    }

    @Test func aDamagedCacheIsAColdRun() throws {
        let pack = ExamplePack.pack(with: Examples.riddle(), at: "riddles/a.json")
        let cache = Self.cacheFile()
        defer { try? FileManager.default.removeItem(at: cache.deletingLastPathComponent()) }
        let full = try Self.findings(pack, LintOptions())
        _ = try Self.findings(pack, LintOptions(), cache: cache)
        var bytes = try [UInt8](Data(contentsOf: cache))
        for index in stride(from: 7, to: bytes.count, by: 97) { bytes[index] ^= 0x5A }
        try Data(bytes).write(to: cache)
        #expect(LintCacheStore(file: cache, key: "test").load().checked.isEmpty)
        #expect(try Self.findings(pack, LintOptions(), cache: cache) == full)
        // and a cache of other options is not read
        #expect(LintCacheStore(file: cache, key: "other options").load().checked.isEmpty)
    }

    @Test func truncatedOrHostileCacheBytesNeverTrap() {
        var writer = CacheWriter()
        writer.int(Int.max)
        writer.string("x")
        for cut in 0..<writer.bytes.count {
            var reader = CacheReader(Array(writer.bytes.prefix(cut)))
            _ = LintCacheState(from: &reader)
        }
        var huge = CacheReader([0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F])
        #expect(huge.list { $0.int() } == nil)
    }
}
