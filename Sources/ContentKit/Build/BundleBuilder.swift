import ContentArt
import ContentBundle

/// What a build produces before it is written: every file of the bundle but the manifest, by
/// bundle path, and the counts and pack facts the manifest needs.
public struct BundleContents: Sendable {
    public var files: [String: [UInt8]]
    public var counts: [String: Int]
    public var packID: String
    public var version: String
    public var title: [(String, String)]
    public var locales: [String]
    public var answers: String

    /// `<pack-id>-<version>`, the bundle's folder name.
    public var name: String { "\(packID)-\(version)" }
}

/// What a build did, for the summary line and the cache test.
public struct BuildStatistics: Sendable {
    public var items = 0
    /// Outputs made anew (not served from the cache).
    public var produced = 0
    public var cached = 0
}

/// The build stage: a lint-clean pack → `BundleContents`.
public enum BundleBuilder {
    /// Kinds whose files each hold a list of items.
    static let listKinds: [ContentKind] = [.riddles, .numberSeries, .equations, .sequences]
    /// Kinds whose files are each one item.
    static let fileKinds: [ContentKind] = [.matrixSeries, .anagrams, .jigsaw, .dots, .memory, .slides]

    public static func build(
        _ fileSystem: any PackFileSystem, cache: ArtifactCache? = nil, jobs: Int = 0,
        progress: (@Sendable (String, Int, Int) -> Void)? = nil
    ) throws -> (BundleContents, BuildStatistics) {
        let input = try BuildInput.load(fileSystem)
        var statistics = BuildStatistics()
        let rewriter = assetRewriter(input)
        var splitter = AnswerSplitter(mode: input.settings.answers ?? "separate", packID: input.settings.id ?? "pack")
        var files: [String: [UInt8]] = [:]
        var counts: [String: Int] = [:]
        let kinds = listKinds + fileKinds
        for (step, kind) in kinds.enumerated() {
            progress?("items", step, kinds.count)
            let (items, count) = compileItems(kind, input, rewriter, &splitter)
            guard !items.isEmpty else { continue }
            counts[kind.rawValue] = count
            statistics.items += count
            files["items/\(kind.rawValue).json"] = encode(.object([("kind", .string(kind.rawValue)), ("items", .array(items))]))
        }
        counts["games"] = input.files(of: .games).count
        counts["iq-norms"] = input.files(of: .iqNorms).count
        files[BundleFormat.tablesFile] = encode(TablesCompiler.compile(input, rewriter: rewriter))
        if splitter.writesAnswerFile { files[BundleFormat.answersFile] = encode(splitter.file()) }
        progress?("assets", 0, 1)
        try copyAssets(input, into: &files, cache: cache, jobs: jobs, statistics: &statistics)
        try renderDrawings(input, into: &files, cache: cache, jobs: jobs, statistics: &statistics)
        for file in input.files(of: .dots) {
            guard let root = file.root else { continue }
            files.merge(try DotsOutput.files(root, folder: file.folder, fileSystem: input.fileSystem).get()) { first, _ in first }
        }
        for file in input.files(of: .matrixSeries) {
            for item in file.root?["items"]?.array ?? [] { files.merge(try MatrixOutput.files(item, jobs: jobs).get()) { first, _ in first } }
        }
        for file in input.files(of: .anagrams) {
            guard let root = file.root, let locale = root["locale"]?.string else { continue }
            files[AnagramOutput.path(locale: locale)] = try AnagramOutput.rounds(root).get()
        }
        for file in input.files(of: .memory) {
            try drawCards(file, input, into: &files, cache: cache, jobs: jobs, statistics: &statistics)
        }
        let jigsaws = input.files(of: .jigsaw)
        for (index, file) in jigsaws.enumerated() {
            progress?("jigsaw", index, jigsaws.count)
            try cutJigsaw(file, input, into: &files, cache: cache, jobs: jobs, statistics: &statistics)
        }
        let contents = BundleContents(
            files: files, counts: counts.filter { $0.value > 0 }, packID: input.settings.id ?? "pack",
            version: input.settings.version ?? "0.0.0", title: input.packTitle, locales: input.settings.locales,
            answers: input.settings.answers ?? "separate")
        return (contents, statistics)
    }

    private static func compileItems(
        _ kind: ContentKind, _ input: BuildInput, _ rewriter: JSONRewriter, _ splitter: inout AnswerSplitter
    ) -> ([JSONWriter.Value], Int) {
        var items: [JSONWriter.Value] = []
        var count = 0
        let header: Set<String> = ["kind", "$schema", "$comment"]
        for file in input.files(of: kind) {
            guard let root = file.root else { continue }
            let fileRewriter = rewriter.forFile(file)
            if listKinds.contains(kind) {
                for item in root["items"]?.array ?? [] {
                    items.append(splitter.item(item, kind: kind, rewriter: fileRewriter))
                    count += 1
                }
            } else if kind == .matrixSeries {
                guard case .object(var members) = fileRewriter.value(root, dropping: header.union(["items"])) else { continue }
                let matrixItems = (root["items"]?.array ?? []).map { node -> JSONWriter.Value in
                    let value = splitter.matrixItem(node, rewriter: fileRewriter)
                    guard node["form"]?.string == "rendered", let id = node["id"]?.string, case .object(var members) = value else { return value }
                    let images = MatrixOutput.paths(id, panels: node["panels"]?.array?.count ?? 0, options: node["options"]?.array?.count ?? 0)
                    members.append(("panelImages", .array(images.panels.map { .string($0) })))
                    members.append(("optionImages", .array(images.options.map { .string($0) })))
                    return .object(members)
                }
                members.append(("items", .array(matrixItems)))
                items.append(.object(members))
                count += matrixItems.count
            } else if kind == .dots, case .object(var members) = fileRewriter.value(root, dropping: header), let id = root["id"]?.string {
                members.append(("layout", .string(DotsOutput.folder(id) + "/dots.json")))
                members.append(("outlineImage", .string(DotsOutput.folder(id) + "/outline.png")))
                members.append(("revealImage", .string(DotsOutput.folder(id) + "/reveal.png")))
                items.append(.object(members))
                count += 1
            } else if kind == .anagrams, case .object(var members) = fileRewriter.value(root, dropping: header), let locale = root["locale"]?.string {
                members.append(("rounds", .string(AnagramOutput.path(locale: locale))))
                items.append(.object(members))
                count += wordCount(root)
            } else if kind == .memory, case .object(var members) = fileRewriter.value(root, dropping: header), let id = root["id"]?.string {
                let cards = (root["cards"]?.array ?? []).compactMap(\.string)
                members.append(("cardImages", .array(MemoryOutput.paths(set: id, cards: cards).map { .string($0) })))
                items.append(.object(members))
                count += 1
            } else if kind == .jigsaw, case .object(var members) = fileRewriter.value(root, dropping: header), let id = root["id"]?.string {
                members.append(("pieces", .string(JigsawOutput.folder(id) + "/pieces.json")))
                members.append(("outline", .string(JigsawOutput.folder(id) + "/outline.svg")))
                items.append(.object(members))
                count += 1
            } else {
                items.append(fileRewriter.value(root, dropping: header))
                count += kind == .anagrams ? wordCount(root) : 1
            }
        }
        return (items, count)
    }

    /// The words of an anagram list, over its levels.
    private static func wordCount(_ root: JSONNode) -> Int {
        (root["levels"]?.array ?? []).reduce(0) { $0 + ($1["words"]?.array?.count ?? 0) }
    }

    /// Asset paths in items become bundle paths: `assets/<path in the pack>`.
    private static func assetRewriter(_ input: BuildInput) -> JSONRewriter {
        var rewriter = JSONRewriter()
        for file in input.files {
            for reference in file.assetReferences {
                if let resolved = AssetReference.resolve(reference.path, from: file.folder) {
                    rewriter.assets[file.path, default: [:]][reference.node.range.lowerBound] = "assets/" + resolved
                }
            }
        }
        return rewriter
    }

    /// Every referenced asset, copied once.
    private static func copyAssets(
        _ input: BuildInput, into files: inout [String: [UInt8]], cache: ArtifactCache?, jobs: Int, statistics: inout BuildStatistics
    ) throws {
        var paths = Set<String>()
        for file in input.files {
            for reference in file.assetReferences {
                if let resolved = AssetReference.resolve(reference.path, from: file.folder) { paths.insert(resolved) }
            }
        }
        let fileSystem = input.fileSystem
        let copies: [(String, Result<[UInt8], BuildError>)] = paths.sorted().parallelMap(jobs: jobs) { path in
            guard let bytes = try? fileSystem.read(path, maxBytes: 1 << 30) else { return (path, .failure(.missingAsset(path))) }
            return (path, .success(bytes))
        }
        for (path, result) in copies {
            let bytes = try result.get()
            // why: copying is the only "render" so far; the cache already keys outputs by the
            // hash of what they are made from, as the art outputs will be.
            let (output, cached) = try cache?.output(for: bytes, recipe: "asset-copy") { bytes } ?? (bytes, false)
            if cached { statistics.cached += 1 } else { statistics.produced += 1 }
            files["assets/" + path] = output
        }
    }

    /// Pixels on the longer side of the PNG beside each SVG picture of slides and equations.
    static let drawingSide = 512

    /// Every SVG that slides and picture equations name, also as a PNG beside it in the bundle
    /// (`assets/x/y.svg` → `assets/x/y.svg.png`, 512 pixels on the longer side; the suffix keeps
    /// it apart from any y.png of the pack), for runtimes that do not draw SVG.
    private static func renderDrawings(
        _ input: BuildInput, into files: inout [String: [UInt8]], cache: ArtifactCache?, jobs: Int, statistics: inout BuildStatistics
    ) throws {
        var paths = Set<String>()
        for file in input.files(of: .slides) + input.files(of: .equations) {
            for reference in file.assetReferences where reference.path.lowercased().hasSuffix(".svg") {
                if let path = AssetReference.resolve(reference.path, from: file.folder) { paths.insert(path) }
            }
        }
        let side = drawingSide
        let sorted = paths.sorted()
        let drawn = try cachedOutputs(sorted, input.fileSystem, cache: cache, jobs: jobs, statistics: &statistics, recipe: { _ in "drawing \(side)" }) { path, bytes in
            let document = try SVGReader.read(bytes).mapError { BuildError.output("\(path): \($0.message)") }.get()
            let size = SVGRenderer.size(of: document, width: side, height: side)
            return try PNGCodec.encode(SVGRenderer.render(document, width: size.width, height: size.height))
                .mapError { BuildError.output("\(path): \($0)") }.get()
        }
        for (path, png) in zip(sorted, drawn) { files["assets/" + path + ".png"] = png }
    }

    /// Outputs made from pack files (read, then made or served from the cache), in parallel, in
    /// the order of `paths`; the statistics count each as produced or cached.
    private static func cachedOutputs(
        _ paths: [String], _ fileSystem: any PackFileSystem, cache: ArtifactCache?, jobs: Int, statistics: inout BuildStatistics,
        recipe: @escaping @Sendable (String) -> String, make: @escaping @Sendable (String, [UInt8]) throws -> [UInt8]
    ) throws -> [[UInt8]] {
        let results: [Result<([UInt8], Bool), BuildError>] = paths.parallelMap(jobs: jobs) { path in
            guard let bytes = try? fileSystem.read(path, maxBytes: 16 << 20) else { return .failure(.missingAsset(path)) }
            do {
                return .success(try cache?.output(for: bytes, recipe: recipe(path)) { try make(path, bytes) } ?? (make(path, bytes), false))
            } catch let error as BuildError {
                return .failure(error)
            } catch {
                return .failure(.output("\(path): \(error)"))
            }
        }
        return try results.map { result in
            let (bytes, cached) = try result.get()
            if cached { statistics.cached += 1 } else { statistics.produced += 1 }
            return bytes
        }
    }

    /// A memory set's cards, each drawn onto its square (cached by the card's bytes and size).
    private static func drawCards(
        _ file: ContentFile, _ input: BuildInput, into files: inout [String: [UInt8]], cache: ArtifactCache?, jobs: Int,
        statistics: inout BuildStatistics
    ) throws {
        guard let root = file.root, let id = root["id"]?.string else { throw BuildError.notLintClean(file.path) }
        let side = root["cardSize"]?.integer ?? MemoryOutput.defaultCardSize
        let cards = (root["cards"]?.array ?? []).compactMap(\.string)
        let targets = MemoryOutput.paths(set: id, cards: cards)
        let paths = try cards.map { card in
            guard let path = AssetReference.resolve(card, from: file.folder) else { throw BuildError.missingAsset(card) }
            return path
        }
        let drawn = try cachedOutputs(paths, input.fileSystem, cache: cache, jobs: jobs, statistics: &statistics,
                                      recipe: { "memory-card \(side) \($0)" }) { path, bytes in
            try MemoryOutput.card(bytes, path: path, side: side).get()
        }
        for (target, png) in zip(targets, drawn) { files[target] = png }
    }

    /// A jigsaw's pieces, `pieces.json` and `outline.svg`, cut from the decoded picture (cached by
    /// the picture's bytes and the cut's definition).
    private static func cutJigsaw(
        _ file: ContentFile, _ input: BuildInput, into files: inout [String: [UInt8]], cache: ArtifactCache?, jobs: Int,
        statistics: inout BuildStatistics
    ) throws {
        guard let definition = JigsawDefinition(file.root), let path = AssetReference.resolve(definition.image, from: file.folder),
              let bytes = try? input.fileSystem.read(path, maxBytes: 256 << 20) else {
            throw BuildError.notLintClean(file.path)
        }
        let recipe = "jigsaw \(definition.id) \(definition.rows)x\(definition.columns) seed \(definition.seed) tab \(definition.tabSize) jitter \(definition.jitter)"
        let make: () throws -> [String: [UInt8]] = {
            let picture = try PNGCodec.decode(bytes).mapError { BuildError.output("\(path): \($0)") }.get().image
            return try JigsawOutput.files(for: definition, picture: picture, jobs: jobs).get()
        }
        let (outputs, cached) = try cache?.files(for: bytes, recipe: recipe, make: make) ?? (make(), false)
        if cached { statistics.cached += 1 } else { statistics.produced += 1 }
        files.merge(outputs) { first, _ in first }
    }

    static func encode(_ value: JSONWriter.Value) -> [UInt8] {
        Array((JSONWriter.write(value) + "\n").utf8)
    }
}
