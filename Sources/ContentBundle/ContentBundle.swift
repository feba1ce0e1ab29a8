import Crypto
import Foundation

/// A verified content bundle, as a game runtime reads it.
///
/// `open` checks everything before returning anything: the format version, every listed file's
/// size and SHA-256, that no file is unlisted, the content hash and, given a public key, the
/// Ed25519 signature of `manifest.json`. Each failure is a distinct `BundleError` naming the file.
public struct ContentBundle: Sendable {
    public let manifest: BundleManifest
    public let tables: BundleTables
    /// Each kind's decoded items (`[Item]`), by kind.
    private let itemsByKind: [ContentKind: any Sendable]
    /// Verified bytes of every listed file, by path.
    private let files: [String: Data]
    private let answers: AnswerKey

    /// Opens a bundle folder or a `.zip` of one. `publicKey`: base64 of a 32-byte Ed25519 key.
    public static func open(_ url: URL, publicKey: String? = nil) throws -> ContentBundle {
        try ContentBundle(storage: storage(at: url), publicKey: publicKey)
    }

    /// Opens a zipped bundle held in memory (downloaded, say), with the same checks.
    public static func open(zipData: Data, publicKey: String? = nil) throws -> ContentBundle {
        try ContentBundle(storage: ZipStorage(zipData), publicKey: publicKey)
    }

    /// Verifies a bundle folder or `.zip` as `open` does and returns its manifest and the bytes of
    /// every listed file, without decoding any item (for tools that compare bundles).
    public static func verifiedFiles(at url: URL, publicKey: String? = nil) throws -> (BundleManifest, [String: Data]) {
        try BundleVerifier.verify(storage(at: url), publicKey: publicKey)
    }

    private static func storage(at url: URL) throws -> BundleStorage {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw BundleError.unreadableManifest("no bundle at \(url.path)")
        }
        let storage: BundleStorage
        if isDirectory.boolValue {
            storage = FolderStorage(root: url)
        } else {
            guard let data = FileManager.default.contents(atPath: url.path) else { throw BundleError.unreadableArchive("cannot read \(url.path)") }
            storage = try ZipStorage(data)
        }
        return storage
    }

    init(storage: BundleStorage, publicKey: String?) throws {
        let (manifest, files) = try BundleVerifier.verify(storage, publicKey: publicKey)
        self.manifest = manifest
        self.files = files
        func decode<T: Decodable>(_ type: T.Type, _ path: String) throws -> T? {
            guard let data = files[path] else { return nil }
            do {
                return try JSONDecoder().decode(T.self, from: data)
            } catch {
                throw BundleError.malformedFile(path, "\(error)")
            }
        }
        tables = try decode(BundleTables.self, BundleFormat.tablesFile) ?? BundleTables(games: [:], pools: [:], norms: [])
        if let problem = tables.problem() { throw BundleError.malformedFile(BundleFormat.tablesFile, problem) }
        var items: [ContentKind: any Sendable] = [:]
        for type in BundleItemTypes.all { items[type.kind] = try type.decodeItems(from: files) }
        itemsByKind = items
        if let problem = IQTest.problem(items) { throw BundleError.malformedFile(IQTest.kind.itemsFile, problem) }
        let separate = try decode(AnswerKey.File.self, BundleFormat.answersFile)
        answers = try AnswerKey(separate: separate?.answers ?? [:], items: items)
    }

    /// The bundle's items of one type, in pack order (`bundle.items(Riddle.self)`).
    public func items<Item: BundleItem>(_ type: Item.Type) -> [Item] {
        itemsByKind[Item.kind] as? [Item] ?? []
    }

    /// The bundle's games, in the order of their ids.
    public var games: [GameTable] { tables.games.keys.sorted().map { tables.games[$0]! } }

    /// The rounds the builder generated for a game (nil for a game type it generates none for).
    public func rounds(of game: GameTable) throws -> GameRounds? {
        guard let path = game.roundsFile else { return nil }
        return try decodeFile(path, GameRounds.self, missing: (BundleFormat.tablesFile, "game \(game.id) names \(path), which is not in the bundle"))
    }

    /// The verified bytes of a file of the bundle (a picture, say).
    public func data(at path: String) -> Data? { files[path] }

    /// A JSON file an item names, decoded; a missing or malformed one is a `malformedFile`.
    func decodeFile<T: Decodable>(_ path: String?, _ type: T.Type, missing: (file: String, reason: String)) throws -> T {
        guard let path, let data = files[path] else { throw BundleError.malformedFile(missing.file, missing.reason) }
        do {
            return try JSONDecoder().decode(T.self, from: data)
        } catch {
            throw BundleError.malformedFile(path, "\(error)")
        }
    }

    /// Whether a player's answer is right. Text is compared after `AnswerNormalizer.normalize`
    /// (for hashed packs, by salted hash); choices by value.
    public func check(answer: Answer, for id: String) throws -> Bool {
        try answers.check(answer, for: id)
    }
}

/// What a player answered.
public enum Answer: Sendable {
    /// Typed text, in a locale (riddles).
    case text(String, locale: String)
    /// A number picked or typed (number series, equations).
    case number(Double)
    /// The 0-based index of the option picked (matrix items).
    case option(Int)
    /// The symbols tapped, in order (tap sequences).
    case taps([String])
}

/// Errors of answer checking.
public enum AnswerError: Error, Equatable, Sendable {
    case unknownItem(String)
    /// The bundle was built without answers (a client build left answers.json out).
    case noAnswerKey(String)
    case wrongKindOfAnswer(String)
}
