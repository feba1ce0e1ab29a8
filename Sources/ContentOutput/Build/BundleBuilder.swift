import ContentArt
import ContentBundle
import ContentCore
import ContentKinds
import ContentCheck

/// The build stage: a checked pack → `BundleContents`. Everything kind-specific comes from the
/// kinds' specs (`KindRegistry`); this is the order of the work and what every kind shares:
/// items files, `tables.json`, answers, assets, drawings beside SVGs, and each kind's outputs.
public enum BundleBuilder {
    /// Compiles a checked pack (checked with `keepContent`; any error stops the build).
    /// - Parameter outputsOnly: make only the kinds' outputs, assets and drawings (what the
    ///   cache holds), not the items, tables and answers: a shard's run (`--shard`), whose
    ///   bundle is never written.
    public static func build(
        _ checked: CheckedPack, cache: ArtifactCache? = nil, jobs: Int = 0,
        progress: (@Sendable (String, Int, Int) -> Void)? = nil, outputsOnly: Bool = false
    ) throws -> (BundleContents, BuildStatistics) {
        let input = try BuildInput(checked)
        let splitter = AnswerSplitter(mode: input.settings.answers ?? "separate", packID: input.settings.id ?? PackSettings.unnamedID)
        let session = CompileSession(files: input.files, assets: input.assets, cache: cache, jobs: jobs, splitter: splitter, packLocales: input.settings.locales)
        var files: [String: [UInt8]] = [:]
        var counts: [String: Int] = [:]
        let specs = KindRegistry.all
        for (step, spec) in specs.enumerated() where !outputsOnly {
            progress?("items", step, specs.count)
            let kindFiles = input.files(of: spec.kind)
            if spec.form == .tables {
                counts[spec.kind.rawValue] = kindFiles.count
                continue
            }
            var items: [JSONWriter.Value] = []
            var count = 0
            for file in kindFiles {
                guard let root = file.root else { continue }
                let compiled = spec.items(file, root, session)
                items += compiled.values
                count += compiled.count
            }
            guard !items.isEmpty else { continue }
            counts[spec.kind.rawValue] = count
            session.countItems(count)
            files[spec.kind.itemsFile] = JSONWriter.encode(.object([("kind", .string(spec.kind.rawValue)), ("items", .array(items))]))
        }
        if !outputsOnly {
            files[BundleFormat.tablesFile] = JSONWriter.encode(tables(input, session))
            if session.splitter.writesAnswerFile { files[BundleFormat.answersFile] = JSONWriter.encode(session.splitter.file()) }
        }
        progress?("assets", 0, 1)
        try copyAssets(input, into: &files, session)
        try renderDrawings(input, into: &files, session)
        for spec in specs {
            let kindFiles = input.files(of: spec.kind)
            for (index, file) in kindFiles.enumerated() {
                guard let root = file.root else { continue }
                progress?(spec.kind.rawValue, index, kindFiles.count)
                files.merge(try spec.outputs(file, root, session)) { first, _ in first }
            }
        }
        var contents = BundleContents(
            files: files, counts: counts.filter { $0.value > 0 }, packID: input.settings.id ?? PackSettings.unnamedID,
            version: input.settings.version ?? "0.0.0", title: input.packTitle, locales: input.settings.locales,
            answers: input.settings.answers ?? "separate", dailyFreeGames: input.settings.dailyFreeGames)
        // why: a first release's revisions (every subject at 1); `carryRevisions` raises them
        // from a previous release
        if !outputsOnly { try carryRevisions(into: &contents, previous: nil) }
        return (contents, session.statistics)
    }

    /// Writes `revisions.json` into a release: carried forward from `previous` (its release
    /// and the diff from it to this one), or every subject at revision 1.
    public static func carryRevisions(into contents: inout BundleContents, previous: (release: PackRelease, diff: BundleDiff)?) throws(RevisionLedger.Failure) {
        var release = PackRelease(contents)
        release.files[ItemRevisions.file] = nil
        contents.files[ItemRevisions.file] = RevisionLedger.encoded(try RevisionLedger.revisions(of: release, previous: previous))
    }

    /// Checks a pack and builds it: the one call for a pack in memory or on disk.
    public static func build(
        _ fileSystem: any PackFileSystem, options: LintOptions = LintOptions(), cache: ArtifactCache? = nil, jobs: Int = 0
    ) throws -> (BundleContents, BuildStatistics) {
        var options = options
        options.keepContent = true
        return try build(ContentPipeline.check(fileSystem, options: options), cache: cache, jobs: jobs)
    }

    /// `tables.json`: the kinds' members (game tables, norms) and the item pools by difficulty.
    private static func tables(_ input: BuildInput, _ session: CompileSession) -> JSONWriter.Value {
        var members = KindRegistry.all.compactMap { spec in
            spec.form == .tables ? spec.tablesMember(input.files(of: spec.kind), session) : nil
        }
        members.append(TablesMember(name: "pools", rank: 1, value: pools(input)))
        return .object(members.sorted { $0.rank < $1.rank }.map { ($0.name, $0.value) })
    }

    /// Ids per kind per difficulty, in pack order.
    private static func pools(_ input: BuildInput) -> JSONWriter.Value {
        var byKind: [(String, JSONWriter.Value)] = []
        for spec in KindRegistry.all {
            var levels: [Int: [String]] = [:]
            for file in input.files(of: spec.kind) {
                guard let root = file.root else { continue }
                for item in spec.poolItems(root) {
                    guard let id = item["id"]?.string, let difficulty = item["difficulty"]?.integer else { continue }
                    levels[difficulty, default: []].append(id)
                }
            }
            guard !levels.isEmpty else { continue }
            let entries = levels.keys.sorted().map { (String($0), JSONWriter.Value.array(levels[$0]!.map { .string($0) })) }
            byKind.append((spec.kind.rawValue, .object(entries)))
        }
        return .object(byKind)
    }

    /// Every referenced asset, copied once.
    private static func copyAssets(_ input: BuildInput, into files: inout [String: [UInt8]], _ session: CompileSession) throws {
        var paths = Set<String>()
        for file in input.files {
            for reference in file.assetReferences {
                if let resolved = AssetReference.resolve(reference.path, from: file.folder) { paths.insert(resolved) }
            }
        }
        let assets = input.assets
        let copies: [(String, Result<[UInt8], BuildError>)] = paths.sorted().parallelMap(jobs: session.jobs) { path in
            (path, assets.bytes(path).mapError { BuildError.asset(path, $0.message) })
        }
        for (path, result) in copies {
            let bytes = try result.get()
            // why: copying is the only "render" so far; the cache already keys outputs by the
            // hash of what they are made from, as the art outputs will be.
            let (output, cached) = try session.cache?.output(for: bytes, recipe: "asset-copy") { bytes } ?? (bytes, false)
            session.count(cached: cached)
            files["assets/" + path] = output
        }
    }

    /// Pixels on the longer side of the PNG beside each SVG a `drawnBeside` field names.
    static let drawingSide = 512

    /// Every SVG that a `drawnBeside` field names (slides, picture equations), also as a PNG
    /// beside it in the bundle (`assets/x/y.svg` → `assets/x/y.svg.png`, 512 pixels on the longer
    /// side; the suffix keeps it apart from any y.png of the pack), for runtimes that do not draw SVG.
    private static func renderDrawings(_ input: BuildInput, into files: inout [String: [UInt8]], _ session: CompileSession) throws {
        var paths = Set<String>()
        for file in input.files {
            for reference in file.assetReferences where reference.field.drawnBeside && reference.path.lowercased().hasSuffix(".svg") {
                if let path = AssetReference.resolve(reference.path, from: file.folder) { paths.insert(path) }
            }
        }
        let side = drawingSide
        let sorted = paths.sorted()
        let assets = input.assets
        let drawn = try session.cachedOutputs(sorted, recipe: { _ in "drawing \(side)" }) { path in
            let document = try assets.svg(path).mapError { BuildError.asset(path, $0.message) }.get()
            let size = SVGRenderer.size(of: document, width: side, height: side)
            return try PNGCodec.encode(SVGRenderer.render(document, width: size.width, height: size.height))
                .mapError { BuildError.asset(path, $0.description) }.get()
        }
        for (path, png) in zip(sorted, drawn) { files["assets/" + path + ".png"] = png }
    }
}
