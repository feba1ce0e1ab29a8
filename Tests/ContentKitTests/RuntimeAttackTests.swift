@testable import ContentBundle
import Foundation
import Testing
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck
@testable import ContentOutput

/// Bundles a hostile supplier crafts (issue 28): every hash right, so only the runtime's own
/// checks stand in the way. `open` (and `verify`) refuses what would trap or mislead the app
/// later; what an app computes from an open bundle never traps; large files are refused
/// before they are read.
@Suite(.timeLimit(.minutes(2))) struct RuntimeAttackTests {
    /// The sample's contents with `edit` applied, zipped in memory with a manifest made for the
    /// edited bytes, opened as an app opens a download, with its items read (`readAllItems`).
    private func open(_ edit: (inout [String: [UInt8]]) throws -> Void) throws -> ContentBundle {
        var contents = HostileBundleTests.sample
        try edit(&contents.files)
        var all = contents.files
        all[BundleFormat.manifestFile] = ManifestWriter.manifest(for: contents)
        let bundle = try ContentBundle.open(zipData: Data(ZipWriter.archive(all.keys.sorted().map { ($0, all[$0]!) })))
        try bundle.readAllItems()
        return bundle
    }

    /// Edits one JSON file of the bundle as a tree.
    private func json(_ path: String, _ change: @escaping (inout [String: Any]) -> Void) -> (inout [String: [UInt8]]) throws -> Void {
        { files in
            var tree = try #require(try JSONSerialization.jsonObject(with: Data(files[path] ?? [])) as? [String: Any], "\(path)")
            change(&tree)
            files[path] = [UInt8](try JSONSerialization.data(withJSONObject: tree))
        }
    }

    /// `open` refuses with a `BundleError` naming `file` whose text holds `says`.
    private func expectRefused(_ file: String, says: String, _ edit: (inout [String: [UInt8]]) throws -> Void) {
        do {
            _ = try open(edit)
            Issue.record("opened a bundle with \(says) in \(file)")
        } catch let error as BundleError {
            #expect(error.description.hasPrefix(file) && error.description.contains(says), "\(error)")
        } catch {
            Issue.record("\(error)")
        }
    }

    private func firstItem(_ tree: inout [String: Any], _ change: (inout [String: Any]) -> Void) {
        guard var items = tree["items"] as? [[String: Any]], !items.isEmpty else { return }
        change(&items[0])
        tree["items"] = items
    }

    // MARK: wrong verdicts

    /// `verify` accepted an embedded option key 99 of 4 options (the same key in answers.json was refused).
    @Test(arguments: [99, -1])
    func anEmbeddedKeyThatIsNoOptionIsRefused(_ key: Int) {
        expectRefused("items/picture-puzzles.json", says: "is not one of its") {
            try json("items/picture-puzzles.json") { tree in firstItem(&tree) { $0["answer"] = key } }(&$0)
        }
    }

    @Test func aNumberKeyNotAmongTheChoicesIsRefused() {
        expectRefused("items/number-series.json", says: "is not one of its choices") {
            try json("items/number-series.json") { tree in firstItem(&tree) { $0["answer"] = 123_456_789 } }(&$0)
        }
    }

    // MARK: plans a bundle reaches the app with

    /// Plan bounds of ±9·10¹⁸, `roundTo` of 2⁶², a formula the plan has no parameter for: each
    /// refused at open (before: `PlanParameter.problem` and `PlanSchedule` trapped in the app).
    @Test(arguments: ["bounds", "roundTo", "name", "step", "currency", "minorUnit", "interval", "intervalName"])
    func aPlanOutsideThePlansFileIsRefused(_ what: String) {
        expectRefused("items/plans.json", says: "52-weeks") {
            try json("items/plans.json") { tree in
                firstItem(&tree) { plan in
                    var parameters = plan["parameters"] as? [[String: Any]] ?? []
                    var schedule = plan["schedule"] as? [String: Any] ?? [:]
                    switch what {
                    case "bounds": parameters[0]["min"] = -9_000_000_000_000_000_000; parameters[0]["max"] = 9_000_000_000_000_000_000
                    case "roundTo": schedule["roundTo"] = 4_611_686_018_427_387_904
                    case "step": parameters[0]["step"] = 0
                    case "currency": plan["currency"] = ["code": "usd", "minorUnit": 2]
                    case "minorUnit": plan["currency"] = ["code": "USD", "minorUnit": 19]
                    case "interval": plan["interval"] = ["name": "every", "allowed": ["month"], "default": "week"]
                    case "intervalName": plan["interval"] = ["name": "goal", "allowed": ["week"], "default": "week"]
                    default: schedule["deposit"] = ["*", "k", "nowhere"]
                    }
                    plan["parameters"] = parameters
                    plan["schedule"] = schedule
                }
            }(&$0)
        }
    }

    /// Deposits that sum past 64 bits, a goal near -Int.max: the app's schedule and progress
    /// are a `PlanError` or held at the ends, never a trap.
    @Test func planArithmeticNeverTraps() throws {
        for (deposit, goal) in [("5000000000000000000", "\"goal\""), ("4700000000000000000", "-4700000000000000000"), ("1", "-9223372036854775807")] {
            let json = #"{"id": "p", "title": {}, "slides": "s", "currency": {"code": "USD", "minorUnit": 2}, "parameters": [{"name": "goal", "type": "money", "min": 0, "max": 1000000000000, "default": 100, "step": 1}], "schedule": {"every": "week", "count": 3, "deposit": \#(deposit), "goal": \#(goal), "rounding": "nearest", "roundTo": 1}}"#
            let plan = try JSONDecoder().decode(Plan.self, from: Data(json.utf8))
            #expect(throws: PlanError.self) { try PlanSchedule(plan.defaults, start: Date()) }
        }
        // a user's own amounts past 64 bits: held at the ends
        let plan = try JSONDecoder().decode(Plan.self, from: Data(#"{"id": "p", "title": {}, "slides": "s", "currency": {"code": "USD", "minorUnit": 2}, "parameters": [{"name": "goal", "type": "money", "min": 0, "max": 1000000000000, "default": 100, "step": 1}], "schedule": {"every": "week", "count": 3, "deposit": ["/", "goal", 3], "goal": "goal", "rounding": "nearest", "roundTo": 1}}"#.utf8))
        let schedule = try PlanSchedule(plan.defaults, start: Date(timeIntervalSince1970: 0))
        let progress = schedule.progress(made: [(Date(timeIntervalSince1970: 0), Int.max), (Date(timeIntervalSince1970: 0), Int.max)], at: .distantFuture)
        #expect(progress.saved == Int.max && progress.remaining == 0 && progress.isReached)
        #expect(schedule.progress(made: [(Date(timeIntervalSince1970: 0), Int.min)], at: Date(timeIntervalSince1970: 0)).ahead == Int.min)
    }

    // MARK: games a bundle reaches the app with

    /// Points past 64 bits made `LevelPlay` trap (`score +=`, `Int(Double(Int.max) * 1.0)`,
    /// `0 - Int.min`); tables outside the games file's bounds are refused at open, and a play
    /// made in code with such numbers stays within Int.
    @Test func levelPlayNeverTraps() throws {
        let bundle = try open { _ in }
        let table = try #require(bundle.games.first { $0.gameLevels.contains { if case .cards = $0.parameters { true } else { false } } })
        var edited = table
        edited.penalty = 1
        edited.gameLevels = table.gameLevels.map { level in
            guard case .cards(var cards) = level.parameters else { return level }
            cards.pointsPerPair = Int.max
            return GameLevel(level: level.level, parameters: .cards(cards))
        }
        var play = try #require(LevelPlay(edited, level: edited.levels[0].level))
        for _ in 0..<5 { play.right() }
        #expect(play.score == Int.max)
        play.wrong()
        #expect(play.score >= 0)
        #expect(edited.gameLevels.allSatisfy { $0.pointsPerRound >= 0 })
        expectRefused("tables.json", says: "outside the games file's bounds") {
            try json("tables.json") { tree in
                var games = tree["games"] as? [String: [String: Any]] ?? [:]
                guard let id = games.keys.sorted().first(where: { games[$0]?["type"] as? String == "find-pair" }),
                      var levels = games[id]?["gameLevels"] as? [[String: Any]] else { return }
                levels[0]["pointsPerPair"] = Int.max
                games[id]?["gameLevels"] = levels
                tree["games"] = games
            }(&$0)
        }
    }

    /// A number-order board of no numbers trapped in `check(taps:)` (`Array(1...0)`): such rounds
    /// are refused when the app asks for them, and `check` is total.
    @Test func roundsThatDoNotFitTheirTableAreRefused() throws {
        #expect(!NumberOrderBoard(board: [320, 480], numbers: []).check(taps: [1]))
        #expect(NumberOrderBoard(board: [320, 480], numbers: []).check(taps: []))
        let bundle = try open { files in
            guard let path = files.keys.sorted().first(where: { $0.hasPrefix("games/number-order") && $0.hasSuffix("rounds.json") }) else { return }
            let text = String(decoding: files[path]!, as: UTF8.self)
            files[path] = Array(text.replacingOccurrences(of: #""numbers":\[[^\]]*\]"#, with: #""numbers":[]"#, options: .regularExpression).utf8)
        }
        let game = try #require(bundle.games.first { $0.type == "number-order" })
        #expect(throws: BundleError.self) { try bundle.rounds(of: game) }
        // and verify (content-build verify, the writer's check before it replaces a bundle) says so at once
        #expect(throws: BundleError.self) { try bundle.verifyAllFiles() }
    }

    // MARK: items a bundle reaches the app with

    @Test func iqReportsAndTracksOutsideTheirBoundsAreRefused() throws {
        expectRefused("items/iq-report.json", says: "outside 0-250") {
            try json("items/iq-report.json") { tree in
                firstItem(&tree) { report in
                    var professions = report["professions"] as? [[String: Any]] ?? []
                    professions[0]["iq"] = Int.min
                    report["professions"] = professions
                }
            }(&$0)
        }
        expectRefused("items/puzzle-track.json", says: "refilled every") {
            try json("items/puzzle-track.json") { tree in
                firstItem(&tree) { track in track["lives"] = ["count": 3, "refillMinutes": 153_722_867_280_912_931] }
            }(&$0)
        }
        // the app's own tracks and reports, whatever numbers they hold, never trap
        let track = PuzzleTrack(id: "t", bonusEvery: 7, bonus: "riddles", items: ["a", "b"], lives: .init(count: Int.max, refillMinutes: Int.max))
        var progress = PuzzleTrackProgress(track, startingAt: Date(timeIntervalSince1970: 0))
        _ = progress.answer(correct: false, at: Date(timeIntervalSince1970: 1e12))
        _ = progress.lives(at: .distantFuture)
        let report = try JSONDecoder().decode(IQReport.self, from: Data(#"{"id": "r", "professions": [{"name": {}, "iq": -9223372036854775808}, {"name": {}, "iq": 9223372036854775807}], "levels": []}"#.utf8))
        #expect(report.nearestProfessions(to: 0, count: 1).count == 1)
    }

    // MARK: denial of service at open

    /// tables.json of 18 MB of empty objects in a custom level took 45-60 s and 1.5-2.9 GB to
    /// open; past 16 MiB it is refused unread, an object of more than 4,096 members is refused in
    /// one pass before it is decoded, and a custom level within both is read in one pass.
    @Test func aHugeCustomLevelIsRefusedUnread() throws {
        let objects = (0..<3_000_000).map { #""k\#($0)":{}"# }.joined(separator: ",")
        expectRefused("tables.json", says: "over the 16777216 bytes") { files in
            try self.customLevel(&files, parameters: objects)
        }
        let wide = (0..<5_000).map { #""k\#($0)":{}"# }.joined(separator: ",")
        expectRefused("tables.json", says: "more than 4096 members") { files in try self.customLevel(&files, parameters: wide) }
        let deep = String(repeating: #"{"a":"#, count: 80) + "1" + String(repeating: "}", count: 80)
        expectRefused("tables.json", says: "nesting deeper than 64") { files in try self.customLevel(&files, parameters: #""deep": \#(deep)"#) }
        // 4,000 empty objects in a custom level: read by the runtime's own reader
        let smaller = (0..<4_000).map { #""k\#($0)":{}"# }.joined(separator: ",")
        let bundle = try open { files in try self.customLevel(&files, parameters: smaller) }
        let game = try #require(bundle.games.first { $0.type == "spot-difference" })
        guard case .custom(let level) = try #require(game.gameLevels.first).parameters else { throw CustomLevelMissing() }
        #expect(level.json.count > 40_000)
    }

    /// A custom level's JSON is its value written compactly with sorted keys, and decodes back.
    @Test func customLevelsAreWrittenCanonically() throws {
        let value = try BundleJSON.parse(Array(#"{"z": [1, 2.5, "a\"\u0001/"], "level": 3, "pointsPerRound": 10, "b": {"y": null, "x": true}}"#.utf8))
        let level = CustomLevel(value: value)
        #expect(String(decoding: level.json, as: UTF8.self) == #"{"b":{"x":true,"y":null},"level":3,"pointsPerRound":10,"z":[1,2.5,"a\"\u0001/"]}"#)
        #expect(level.pointsPerRound == 10)
        struct Spot: Decodable { var level: Int; var z: [JSONValueless] }
        struct JSONValueless: Decodable { init(from decoder: Decoder) throws {} }
        #expect(try level.decode(Spot.self).level == 3)
    }

    /// The shape check counts what `JSONDecoder` would build, and nothing in strings.
    @Test func theShapeCheckCountsMembersAndValues() throws {
        let text = #"{"a": [1, 2, "x:y", {"b": true, "c": null}], "d": "{[\"]}", "e": -1.5e3}"#
        try BundleJSON.checkShape(Data(text.utf8), maxMembers: 3, maxValues: 12)
        #expect(throws: BundleJSON.Failure.self) { try BundleJSON.checkShape(Data(text.utf8), maxMembers: 2, maxValues: 12) }
        #expect(throws: BundleJSON.Failure.self) { try BundleJSON.checkShape(Data(text.utf8), maxMembers: 3, maxValues: 9) }
    }

    private struct CustomLevelMissing: Error {}

    /// A game of a custom type whose one game level holds `parameters` (JSON members).
    private func customLevel(_ files: inout [String: [UInt8]], parameters: String) throws {
        let table = #"{"id": "spot", "type": "spot-difference", "featured": false, "premium": false, "rounds": 1, "penalty": 0, "roundsBackOnMistake": 0, "categories": [], "gameLevels": [{"level": 1, "pointsPerRound": 10, \#(parameters)}], "levels": [{"level": 1, "rounds": [1]}]}"#
        let text = String(decoding: files["tables.json"] ?? [], as: UTF8.self)
        guard let games = text.range(of: #""games"\s*:\s*\{"#, options: .regularExpression) else { throw CustomLevelMissing() }
        files["tables.json"] = Array(text.replacingCharacters(in: games, with: #""games":{"spot":\#(table),"#).utf8)
    }

    /// A 40 MB items file (1.4 GB for 60 MB before): refused before it is read.
    @Test func aHugeItemsFileIsRefusedUnread() {
        expectRefused("items/riddles.json", says: "over the 33554432 bytes") { files in
            let padding = String(repeating: " ", count: 40 << 20)
            files["items/riddles.json"] = Array(((String(decoding: files["items/riddles.json"] ?? [], as: UTF8.self)) + padding).utf8)
        }
    }

    /// answers.json is read by the runtime's own reader: every shape of answer, and none other.
    @Test func answersOfEveryShape() throws {
        let file = try AnswerKey.File(json: BundleJSON.parse(Array(#"{"formatVersion": 1, "answers": {"a": 3, "b": ["x", "y"], "c": {"en": ["one"]}}}"#.utf8)))
        #expect(file.answers["a"] == .number(3) && file.answers["b"] == .sequence(["x", "y"]) && file.answers["c"] == .texts(["en": ["one"]]))
        for bad in [#"{"formatVersion": 1, "answers": {"a": {}}}"#.replacingOccurrences(of: "{}", with: "true"), #"{"answers": {}}"#, #"{"formatVersion": 1, "answers": {"a": [1]}}"#] {
            #expect(throws: (any Error).self) { try AnswerKey.File(json: BundleJSON.parse(Array(bad.utf8))) }
        }
        let deep = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        #expect(throws: BundleJSON.Failure.self) { try BundleJSON.parse(Array(deep.utf8)) }
    }
}
