import ContentBundle
import Foundation
import ContentCore
import ContentKinds
import ContentCheck

/// The fuzz targets of the surfaces issue 28 attacked: games and their rounds, plans, a pack's
/// own level schemas, the configuration, the preview's data, and a bundle's tables and rounds.
/// Where lint would stop at the schema, these call the kind's rules and generators on the
/// input anyway (a file forced valid): the checks behind the schema must hold on their own.
extension FuzzTargets {
    static let surfaces: [String: @Sendable ([UInt8]) -> Void] = [
        "game-rounds": gameRounds,
        "plans": plans,
        "level-schema": levelSchema,
        "config": config,
        "preview": preview,
        "tables": tables,
    ]

    /// A games file: every games rule on it as if it matched its schema, and its rounds made.
    static func gameRounds(_ bytes: [UInt8]) {
        guard let root = JSONParser.parse(bytes, file: "games/g.json").root else { return }
        runKindRules(root, bytes, path: "games/g.json", kind: .games)
        guard let game = GameFile(root) else { return }
        var generator = GameRoundsGenerator(game, packFiles: gamesPackFiles)
        _ = generator.generate()
    }

    /// A plans file: the plan rules on it as if it matched its schema; then the runtime's own
    /// plans from the same bytes, checked as `open` checks them and scheduled at their defaults
    /// and bounds, with progress for extreme amounts.
    static func plans(_ bytes: [UInt8]) {
        if let root = JSONParser.parse(bytes, file: "plans.json").root { runKindRules(root, bytes, path: "plans.json", kind: .plans) }
        guard let file = try? JSONDecoder().decode(ItemsFile<Plan>.self, from: Data(bytes)) else { return }
        for plan in file.items.prefix(4) where plan.problem() == nil {
            var settings = [plan.defaults]
            for parameter in plan.parameters {
                for value in [parameter.min, parameter.max] {
                    var values = plan.defaults
                    if (try? values.set(parameter.name, to: value)) != nil { settings.append(values) }
                }
            }
            for values in settings.prefix(5) {
                guard let schedule = try? PlanSchedule(values, start: Date(timeIntervalSince1970: 0)) else { continue }
                _ = schedule.total
                _ = schedule.progress(made: [(Date(timeIntervalSince1970: 0), Int.max), (Date(timeIntervalSince1970: 1), Int.min)], at: .distantFuture)
            }
        }
    }

    /// A pack's own level schema (`"level"`, or the whole input) compiled as a game-type rule
    /// compiles it, and run on the input's `"levels"` (or the input itself).
    static func levelSchema(_ bytes: [UInt8]) {
        guard let root = JSONParser.parse(bytes, file: "types/t.json").root else { return }
        let schemaNode = root["level"] ?? root
        guard case .success(let schema) = GameTypeRule.compile(schemaNode, file: ContentFile(path: "types/t.json", source: SourceText(bytes), root: root, kind: .gameType)) else { return }
        for instance in (root["levels"]?.array ?? [root]).prefix(64) {
            _ = schema.validate(instance)
            _ = schema.isValid(instance)
        }
    }

    /// A configuration file: parsed, and its ignore patterns matched against paths.
    static func config(_ bytes: [UInt8]) {
        let (configuration, _) = LintConfiguration.parse(bytes, file: ".content-lint.json")
        for path in ["riddles.json", "drafts/a/b.json", String(repeating: "a/", count: 64) + "x.json", "", String(decoding: bytes.prefix(256), as: UTF8.self)] {
            _ = configuration.isIgnored(path)
        }
        if let pattern = configuration.ignore.first { _ = Glob.matches(pattern, String(decoding: bytes.suffix(512), as: UTF8.self)) }
    }

    /// A built bundle with one file replaced by the input (the first byte picks which), made
    /// into a preview as `content-build preview` makes it: opened as an app opens it first.
    static func preview(_ bytes: [UInt8]) {
        guard let (checked, built) = gamesFixture else { return }
        var contents = built
        let paths = contents.files.keys.sorted()
        contents.files[paths[Int(bytes.first ?? 0) % paths.count]] = Array(bytes.dropFirst())
        _ = try? PreviewSite.files(checked, contents: contents)
    }

    /// A bundle with games whose tables.json or one rounds file is the input: opened, every
    /// game's rounds read, every level played right and wrong, custom levels decoded.
    static func tables(_ bytes: [UInt8]) {
        guard let (_, built) = gamesFixture else { return }
        var contents = built
        let targets = contents.files.keys.filter { $0 == BundleFormat.tablesFile || $0.hasSuffix("rounds.json") }.sorted()
        contents.files[targets[Int(bytes.first ?? 0) % targets.count]] = Array(bytes.dropFirst())
        var files = contents.files
        files[BundleFormat.manifestFile] = ManifestWriter.manifest(for: contents)
        guard let bundle = try? ContentBundle.open(zipData: Data(ZipWriter.archive(files.keys.sorted().map { ($0, files[$0]!) }))) else { return }
        for game in (try? bundle.games) ?? [] {
            let rounds = try? bundle.rounds(of: game)
            for level in game.levels.prefix(12) {
                var play = LevelPlay(game, level: level.level, play: rounds?.plays(level: level.level).first)
                for step in 0..<40 {
                    if step % 3 == 2 { play?.wrong() } else { play?.right() }
                    if case .numberOrder(let board)? = play?.round { _ = board.check(taps: board.numbers.map(\.number)) }
                    if case .mathCheck(let example)? = play?.round { _ = example.text; _ = example.isRight }
                }
                _ = play?.score
            }
            for level in game.gameLevels.prefix(8) {
                if case .custom(let custom) = level.parameters { _ = custom.pointsPerRound; _ = try? JSONEncoder().encode(level) }
                _ = level.pointsPerRound
                _ = level.pointsAtStake
            }
        }
    }

    // MARK: helpers

    /// Every file rule of `kind` and every pack rule on one file, forced valid (its schema
    /// findings aside), in the small pack.
    static func runKindRules(_ root: JSONNode, _ bytes: [UInt8], path: String, kind: ContentKind) {
        let spec = KindRegistry.spec(kind)
        let file = ContentFile(path: path, source: SourceText(bytes), root: root, kind: kind, layout: spec?.layout,
                               itemFacts: spec.map { KindRegistry.facts($0, of: root, wanted: .all) } ?? ItemFacts(), isSchemaValid: true)
        var pack = smallPack
        pack.files[path] = bytes
        let context = LintContext(settings: PackSettings(packJSON: JSONParser.parse(Array(smallPackTexts["pack.json"]!.utf8), file: "pack.json").root),
                                  fileSystem: pack, allFiles: pack.files.keys.sorted())
        for rule in RuleRegistry.fileRules where type(of: rule).description.kind == kind { _ = rule.check(file, in: context) }
        for rule in RuleRegistry.packRules where type(of: rule).description.kind == kind { _ = rule.check(gamesPackFiles + [file], in: context) }
    }

    static let gamesTexts: [String: String] = smallPackTexts.merging([
        "slides/math-check.json": #"{"kind": "slides", "game": "math-check", "slides": [{"image": "../img/a.svg", "text": {"en": "Right or wrong?"}}]}"#,
        "slides/number-order.json": #"{"kind": "slides", "game": "number-order", "slides": [{"image": "../img/a.svg", "text": {"en": "Tap in order."}}]}"#,
        "slides/spot.json": #"{"kind": "slides", "game": "spot", "slides": [{"image": "../img/a.svg", "text": {"en": "Spot them."}}]}"#,
        "games/math-check.json": #"{"kind": "games", "game": "math-check", "rounds": 3, "penalty": 0.3, "roundsBackOnMistake": 1, "levels": [{"level": 1, "operands": [[1, 9], [1, 9]], "operations": ["+", "-"], "pointsPerRound": 10}, {"level": 2, "operands": [[10, 99], [1, 9]], "operations": ["+", "-", "*"], "pointsPerRound": 20}]}"#,
        "games/number-order.json": #"{"kind": "games", "game": "number-order", "rounds": 2, "penalty": 0.3, "levels": [{"level": 1, "count": 4, "fontSize": [30, 30], "colors": 1, "pointsPerRound": 10}, {"level": 2, "count": 6, "fontSize": [28, 32], "colors": 2, "pointsPerRound": 10}]}"#,
        "types/spot.json": #"{"kind": "game-type", "id": "spot", "level": {"type": "object", "properties": {"level": {"type": "integer"}, "differences": {"type": "integer"}, "pointsPerRound": {"type": "integer"}}}, "grows": ["differences"]}"#,
        "games/spot.json": #"{"kind": "games", "game": "spot", "rounds": 1, "penalty": 0.2, "levels": [{"level": 1, "differences": 3, "pointsPerRound": 10}, {"level": 2, "differences": 5, "pointsPerRound": 10}]}"#,
    ]) { _, new in new }

    /// The games pack's files as its pack rules read them.
    static let gamesPackFiles: [ContentFile] = {
        (try? ContentPipeline.check(MemoryPack(texts: gamesTexts), options: LintOptions(keepContent: true)))?.files ?? []
    }()

    /// The games pack checked and built (nil if it does not build, which FuzzCorpusTests would see).
    static let gamesFixture: (CheckedPack, BundleContents)? = {
        guard let checked = try? ContentPipeline.check(MemoryPack(texts: gamesTexts), options: LintOptions(keepContent: true)),
              checked.errorCount == 0, let built = try? BundleBuilder.build(checked).0 else { return nil }
        return (checked, built)
    }()
}
