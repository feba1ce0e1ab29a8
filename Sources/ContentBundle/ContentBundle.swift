import Crypto
import Foundation

/// A verified content bundle, as a game runtime reads it.
///
/// `open` checks the bundle before returning it: the format version, the Ed25519 signature of
/// `manifest.json` (given a public key), every listed file present with its listed size, no file
/// unlisted, and the content hash over the listing; then it reads, hashes and decodes the item
/// files and tables. Every other file (pictures, pieces, rounds) is read when the app first asks
/// for it and checked then against its SHA-256: a file changed on disk after open is an error
/// (`BundleError.tamperedFile`), never a wrong picture. Nothing but the decoded items is kept in
/// memory. Each failure is a distinct `BundleError` naming the file.
public struct ContentBundle: Sendable {
    /// The verified manifest: the pack's id, version and title, and every file with its size
    /// and SHA-256.
    public let manifest: BundleManifest
    /// The games' difficulty tables, the generated rounds' files and the IQ norms.
    public let tables: BundleTables
    /// Each kind's decoded items (`[Item]`), by kind.
    private let itemsByKind: [ContentKind: any Sendable]
    /// Where the files are read from, and what each must be.
    private let storage: any BundleStorage
    private let entries: [String: BundleManifest.FileEntry]
    private let answers: AnswerKey

    /// Opens a bundle folder or a `.zip` of one. `publicKey`: base64 of a 32-byte Ed25519 key;
    /// with it, a bundle whose manifest is not signed by that key is refused.
    /// - Throws: `BundleError`, naming the file at fault.
    public static func open(_ url: URL, publicKey: String? = nil) throws -> ContentBundle {
        try ContentBundle(storage: storage(at: url), publicKey: publicKey)
    }

    /// Opens a bundle folder or a `.zip` of one off the caller's thread (an app's main actor
    /// stays free while the item files are read and decoded), with the same checks as `open`.
    /// - Throws: `BundleError`, naming the file at fault.
    public static func open(_ url: URL, publicKey: String? = nil) async throws -> ContentBundle {
        try await Task.detached(priority: .userInitiated) { try ContentBundle.open(url, publicKey: publicKey) }.value
    }

    /// Opens a zipped bundle held in memory (downloaded, say), with the same checks.
    /// - Throws: `BundleError`, naming the file at fault.
    public static func open(zipData: Data, publicKey: String? = nil) throws -> ContentBundle {
        try ContentBundle(storage: ZipStorage(zipData), publicKey: publicKey)
    }

    /// Verifies a bundle folder or `.zip` as `open` does, and every file's bytes as well, and
    /// returns its manifest and the bytes of every listed file, without decoding any item (for
    /// tools that compare bundles).
    /// - Throws: `BundleError`, naming the file at fault.
    public static func verifiedFiles(at url: URL, publicKey: String? = nil) throws -> (BundleManifest, [String: Data]) {
        try BundleVerifier.verify(storage(at: url), publicKey: publicKey)
    }

    private static func storage(at url: URL) throws -> BundleStorage {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw BundleError.unreadableManifest("no bundle at \(url.path)")
        }
        if isDirectory.boolValue { return FolderStorage(root: url) }
        // why: mapped, not read: the pages of pictures the app never shows are never loaded
        guard let data = try? Data(contentsOf: url, options: .alwaysMapped) else { throw BundleError.unreadableArchive("cannot read \(url.path)") }
        return try ZipStorage(data)
    }

    init(storage: BundleStorage, publicKey: String?) throws {
        manifest = try BundleVerifier.verifyManifest(storage, publicKey: publicKey)
        self.storage = storage
        entries = Dictionary(manifest.files.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
        let entries = self.entries
        func read(_ path: String) throws -> Data? {
            guard let entry = entries[path] else { return nil }
            return try BundleVerifier.read(entry, from: storage)
        }
        func decode<T: Decodable>(_ type: T.Type, _ path: String) throws -> T? {
            guard let data = try read(path) else { return nil }
            do {
                return try JSONDecoder().decode(T.self, from: data)
            } catch {
                throw BundleError.malformedFile(path, "\(error)")
            }
        }
        tables = try read(BundleFormat.tablesFile).map { data in
            do {
                try BundleJSON.checkShape(data, maxMembers: BundleFormat.maximumMembers, maxValues: BundleFormat.maximumTableValues)
            } catch {
                throw BundleError.malformedFile(BundleFormat.tablesFile, "\(error)")
            }
            // why: custom game levels are read by the runtime's own JSON reader (CustomLevelSource)
            let decoder = JSONDecoder()
            decoder.userInfo[CustomLevelSource.key] = CustomLevelSource(data)
            do {
                return try decoder.decode(BundleTables.self, from: data)
            } catch {
                throw BundleError.malformedFile(BundleFormat.tablesFile, "\(error)")
            }
        } ?? BundleTables(games: [:], pools: [:], norms: [])
        if let problem = tables.problem() { throw BundleError.malformedFile(BundleFormat.tablesFile, problem) }
        var items: [ContentKind: any Sendable] = [:]
        for type in BundleItemTypes.all {
            // why: each kind's items file is read, verified and decoded, then its bytes dropped
            let files = try read(type.kind.itemsFile).map { [type.kind.itemsFile: $0] } ?? [:]
            items[type.kind] = try type.decodeItems(from: files)
        }
        itemsByKind = items
        if let problem = IQTest.problem(items) { throw BundleError.malformedFile(IQTest.kind.itemsFile, problem) }
        let separate = try read(BundleFormat.answersFile).map { data in
            do {
                return try AnswerKey.File(json: BundleJSON.parse(data))
            } catch {
                throw BundleError.malformedFile(BundleFormat.answersFile, "\(error)")
            }
        }
        answers = try AnswerKey(separate: separate?.answers ?? [:], items: items)
    }

    /// The bundle's items of one type, in pack order (`bundle.items(Riddle.self)`).
    public func items<Item: BundleItem>(_ type: Item.Type) -> [Item] {
        itemsByKind[Item.kind] as? [Item] ?? []
    }

    /// The bundle's games, in the order of their ids.
    public var games: [GameTable] { tables.games.keys.sorted().map { tables.games[$0]! } }

    /// The rounds the builder generated for a game (nil for a game type it generates none for).
    /// - Throws: `BundleError` when the rounds file is missing, changed since open or malformed.
    public func rounds(of game: GameTable) throws -> GameRounds? {
        guard let path = game.roundsFile else { return nil }
        let rounds = try decodeFile(path, GameRounds.self, missing: (BundleFormat.tablesFile, "game \(game.id) names \(path), which is not in the bundle"), checkShape: true)
        if let problem = rounds.problem(for: game) { throw BundleError.malformedFile(path, problem) }
        return rounds
    }

    /// The bytes of a file of the bundle (a picture, say), read now and checked against the
    /// manifest's size and SHA-256. Not kept: an app caches what it shows.
    /// - Throws: `BundleError.notInBundle` for a path the manifest does not list,
    ///   `BundleError.tamperedFile` when the file changed since it was built.
    public func data(at path: String) throws -> Data {
        guard let entry = entries[path] else { throw BundleError.notInBundle(path) }
        return try BundleVerifier.read(entry, from: storage)
    }

    /// Reads and checks every file of the bundle against the manifest, and decodes and checks
    /// every file an app reads later (games' and anagram lists' rounds, jigsaw pieces, dots
    /// layouts), as `content-build verify` does (for an app that wants to know a downloaded
    /// bundle whole before it is used): a bundle that passes never fails or traps later.
    /// - Throws: `BundleError.tamperedFile` naming the first file that differs, or
    ///   `BundleError.malformedFile` naming the first that cannot be used.
    public func verifyAllFiles() throws {
        for entry in manifest.files { _ = try BundleVerifier.read(entry, from: storage) }
        for game in games { _ = try rounds(of: game) }
        for list in anagrams where list.rounds != nil { _ = try rounds(of: list) }
        for jigsaw in jigsaws { _ = try pieces(of: jigsaw) }
        for picture in dots { _ = try layout(of: picture) }
    }

    /// A JSON file an item names, decoded; a missing or malformed one is a `malformedFile`.
    /// With `checkShape`, the file's shape is checked first (`BundleJSON.checkShape`).
    func decodeFile<T: Decodable>(_ path: String?, _ type: T.Type, missing: (file: String, reason: String), checkShape: Bool = false) throws -> T {
        guard let path, let entry = entries[path] else { throw BundleError.malformedFile(missing.file, missing.reason) }
        let data = try BundleVerifier.read(entry, from: storage)
        do {
            if checkShape { try BundleJSON.checkShape(data, maxMembers: BundleFormat.maximumMembers, maxValues: BundleFormat.maximumTableValues) }
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
