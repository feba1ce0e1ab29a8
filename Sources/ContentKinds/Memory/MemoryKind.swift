import ContentArt
import ContentBundle
import ContentCore

/// `memory`: a memory game's card set, each card drawn onto its square (runtime type `MemorySet`).
struct MemoryKind: KindSpec {
    let kind = ContentKind.memory
    let layout = ContentLayout(ids: ["/id"], localizedTexts: ["/title"], assets: [AssetField("/cards/*", role: "a memory card"), AssetField("/cover", role: "a memory set's cover", drawnBeside: true)])
    let form = CompiledForm.fileItem
    /// Cards are pictures (the game's points and times are in its table); the grid is a level
    /// parameter.
    let diffProfile = DiffProfile(item: ItemRoles(
        noun: "memory set", members: ["cards": .picture, "cardSize": .picture, "cardImages": .generated, "cover": .picture, "category": .serving], otherwise: .scoring))

    /// The pack's memory sets (card games draw their boards from them).
    static func sets(in files: [ContentFile]) -> [ContentFile] { files.filter { $0.kind == .memory } }

    func items(_ file: ContentFile, _ root: JSONNode, _ session: CompileSession) -> (values: [JSONWriter.Value], count: Int) {
        guard let id = root["id"]?.string else { return ([], 0) }
        let cards = (root["cards"]?.array ?? []).compactMap(\.string)
        let images = MemoryOutput.paths(set: id, cards: cards).map { JSONWriter.Value.string($0) }
        return ([session.fileItem(root, of: file, adding: [("cardImages", .array(images))])], 1)
    }

    /// Each card drawn onto its square (cached by the card's bytes and size).
    func outputs(_ file: ContentFile, _ root: JSONNode, _ session: CompileSession) throws -> [String: [UInt8]] {
        guard let id = root["id"]?.string else { throw BuildError.notLintClean(file.path) }
        let side = root["cardSize"]?.integer ?? MemoryOutput.defaultCardSize
        // why: the schema's bounds, enforced where the size makes pictures (a size of 3·10⁹ overflowed)
        guard MemoryOutput.cardSizes.contains(side) else { throw BuildError.notLintClean(file.path) }
        let cards = (root["cards"]?.array ?? []).compactMap(\.string)
        let paths = try cards.map { card in
            guard let path = AssetReference.resolve(card, from: file.folder) else { throw BuildError.missingAsset(card) }
            return path
        }
        let assets = session.assets
        let drawn = try session.cachedOutputs(paths, recipe: { "memory-card \(side) \($0)" }) { path in
            try MemoryOutput.card(assets.picture(path).mapError { BuildError.asset(path, $0.message) }.get(), path: path, side: side).get()
        }
        return Dictionary(zip(MemoryOutput.paths(set: id, cards: cards), drawn), uniquingKeysWith: { first, _ in first })
    }

    /// Every card as the game shows it.
    func tiles(_ bundle: [String: [UInt8]]) -> [ContactTile] {
        bundle.keys.filter { $0.hasPrefix("memory/") && $0.hasSuffix(".png") }.sorted().compactMap { path in
            TileDrawing.png(bundle, path).map { ContactTile(label: path, image: TileDrawing.fit($0).centred(onSquare: TileDrawing.side)) }
        }
    }
}
