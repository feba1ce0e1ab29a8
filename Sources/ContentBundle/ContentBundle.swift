import Crypto
import Foundation

/// A verified content bundle, as a game runtime reads it.
///
/// `open` checks the manifest before returning: the format version, the Ed25519 signature of
/// `manifest.json` (given a public key), every listed path safe and present with its listed
/// size, no file unlisted and no link, and the content hash over the listing. It reads no other
/// file. Each kind's items file, `tables.json` and `answers.json` are read, checked against their
/// SHA-256 and decoded the first time the app asks for what they hold (`items(_:)`, `riddles`,
/// `tables`, `check(answer:for:)`), then kept; every other file (pictures, pieces, rounds) is read
/// each time the app asks for it and checked then. A file changed on disk after open is an error
/// (`BundleError.tamperedFile`), never a wrong item or picture. Each failure is a distinct
/// `BundleError` naming the file.
///
/// A `ContentBundle` may be used from several threads at once; copies share what was decoded.
public struct ContentBundle: Sendable {
    /// The verified manifest: the pack's id, version and title, and every file with its size
    /// and SHA-256.
    public let manifest: BundleManifest
    /// Where the files are read from, and what each must be.
    private let storage: any BundleStorage
    private let entries: [String: BundleManifest.FileEntry]
    /// What was read and decoded so far.
    let loaded: LoadedParts

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
        var info = stat()
        guard stat(url.path, &info) == 0 else { throw BundleError.unreadableManifest("no bundle at \(url.path)") }
        if (info.st_mode & S_IFMT) == S_IFDIR { return FolderStorage(root: url) }
        // why: read entry by entry with pread, neither read whole nor mapped (ZipStorage(file:))
        return try ZipStorage(file: url)
    }

    init(storage: BundleStorage, publicKey: String?) throws {
        manifest = try BundleVerifier.verifyManifest(storage, publicKey: publicKey)
        self.storage = storage
        entries = Dictionary(manifest.files.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
        loaded = LoadedParts()
    }

    /// The bundle's items of one type, in pack order (`try bundle.items(Riddle.self)`); the
    /// kind's items file is read, checked and decoded on the first call.
    /// - Throws: `BundleError.tamperedFile` when the file changed since the bundle was built,
    ///   `BundleError.malformedFile` when it (or, for the kinds answered, its answer key) cannot
    ///   be used.
    public func items<Item: BundleItem>(_ type: Item.Type) throws -> [Item] {
        try loaded.withState { try load(Item.self, into: &$0) } as? [Item] ?? []
    }

    /// The games' difficulty tables, the generated rounds' files and the IQ norms (`tables.json`,
    /// read, checked and decoded on first use).
    /// - Throws: `BundleError` when tables.json changed since the bundle was built or cannot be used.
    public var tables: BundleTables {
        get throws { try loaded.withState { try loadTables(into: &$0) } }
    }

    /// A kind's items, from `state` or read now (with the kinds an IQ test names, and the kind's
    /// answer key).
    private func load(_ type: any BundleItem.Type, into state: inout LoadedParts.State) throws -> any Sendable {
        if let done = state.items[type.kind] { return done }
        let files = try read(type.kind.itemsFile).map { [type.kind.itemsFile: $0] } ?? [:]
        let decoded = try type.decodeItems(from: files)
        if type.kind == IQTest.kind {
            var kinds: [ContentKind: any Sendable] = [IQTest.kind: decoded]
            kinds[MatrixSeries.kind] = try load(MatrixSeries.self, into: &state)
            kinds[IQReport.kind] = try load(IQReport.self, into: &state)
            if let problem = IQTest.problem(kinds) { throw BundleError.malformedFile(IQTest.kind.itemsFile, problem) }
        }
        if let keyed = type as? any AnswerKeyed.Type {
            state.keys[type.kind] = try AnswerKey.entries(of: keyed, in: decoded, stored: loadStoredAnswers(into: &state))
        }
        state.items[type.kind] = decoded
        return decoded
    }

    private func loadTables(into state: inout LoadedParts.State) throws -> BundleTables {
        if let tables = state.tables { return tables }
        let tables = try read(BundleFormat.tablesFile).map { data in
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
        state.tables = tables
        return tables
    }

    /// answers.json's entries (none when the bundle has no answers.json).
    private func loadStoredAnswers(into state: inout LoadedParts.State) throws -> StoredAnswers {
        if let stored = state.stored { return stored }
        let separate = try read(BundleFormat.answersFile).map { data in
            do {
                let file = try AnswerKey.File(json: BundleJSON.parse(data))
                guard file.formatVersion == 1 else { throw AnswerKey.ShapeError(description: "answers format version \(file.formatVersion); this reader knows 1") }
                return file
            } catch {
                throw BundleError.malformedFile(BundleFormat.answersFile, "\(error)")
            }
        }
        let stored = StoredAnswers(separate: separate?.answers ?? [:])
        state.stored = stored
        return stored
    }

    /// The names of the kinds whose items file the bundle holds (`riddles`, …), in the runtime's
    /// order (for readers that go by a kind's name: the C API).
    package var kindNames: [String] {
        // why: a closure, not `\.kind`: a key path on the item types' metatypes crashes this compiler
        BundleItemTypes.all.map { $0.kind }.filter { entries[$0.itemsFile] != nil }.map { $0.rawValue }
    }

    /// The items of the kind named `name`, read as `items(_:)` reads them; nil for a name that is
    /// no kind of this runtime.
    package func anyItems(ofKind name: String) throws -> [any BundleItem]? {
        guard let type = BundleItemTypes.all.first(where: { $0.kind.rawValue == name }) else { return nil }
        return try loaded.withState { try load(type, into: &$0) } as? [any BundleItem]
    }

    /// A listed file's bytes, checked; nil when the manifest does not list it.
    private func read(_ path: String) throws -> Data? {
        guard let entry = entries[path] else { return nil }
        return try BundleVerifier.read(entry, from: storage)
    }

    /// The bundle's games, in the order of their ids.
    /// - Throws: `BundleError` when tables.json cannot be used (see `tables`).
    public var games: [GameTable] {
        get throws {
            let tables = try tables
            return tables.games.keys.sorted().map { tables.games[$0]! }
        }
    }

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
        guard let data = try read(path) else { throw BundleError.notInBundle(path) }
        return data
    }

    /// Reads, checks and decodes now what is otherwise read on first use: every kind's items,
    /// their answer keys and the tables (for an app that wants a broken bundle refused at launch
    /// rather than in the middle of a game; pictures and rounds are still read when asked for).
    /// - Throws: the first `BundleError` `items(_:)` or `tables` would throw.
    public func readAllItems() throws {
        _ = try tables
        try loaded.withState { state in
            for type in BundleItemTypes.all { _ = try load(type, into: &state) }
        }
    }

    /// Reads and checks every file of the bundle against the manifest, and decodes and checks
    /// every file an app reads later (games' and anagram lists' rounds, jigsaw pieces, dots
    /// layouts), as `content-build verify` does (for an app that wants to know a downloaded
    /// bundle whole before it is used): a bundle that passes never fails or traps later.
    /// - Throws: `BundleError.tamperedFile` naming the first file that differs, or
    ///   `BundleError.malformedFile` naming the first that cannot be used.
    public func verifyAllFiles() throws {
        try verifyFiles(0..<manifest.files.count)
        try verifyDecoding()
    }

    /// The first half of `verifyAllFiles`: the manifest's files in `range` (of `manifest.files`)
    /// read and checked. The builder checks parts of a bundle it wrote side by side.
    package func verifyFiles(_ range: Range<Int>) throws {
        for entry in manifest.files[range.clamped(to: manifest.files.indices)] { _ = try BundleVerifier.read(entry, from: storage) }
    }

    /// The second half of `verifyAllFiles`: every file an app decodes, decoded and checked.
    package func verifyDecoding() throws {
        try readAllItems()
        for game in try games { _ = try rounds(of: game) }
        for list in try anagrams where list.rounds != nil { _ = try rounds(of: list) }
        for jigsaw in try jigsaws { _ = try pieces(of: jigsaw) }
        for picture in try dots { _ = try layout(of: picture) }
    }

    /// A JSON file an item names, decoded; a missing or malformed one is a `malformedFile`.
    /// With `checkShape`, the file's shape is checked first (`BundleJSON.checkShape`).
    func decodeFile<T: Decodable>(_ path: String?, _ type: T.Type, missing: (file: String, reason: String), checkShape: Bool = false) throws -> T {
        guard let path, let data = try read(path) else { throw BundleError.malformedFile(missing.file, missing.reason) }
        do {
            if checkShape { try BundleJSON.checkShape(data, maxMembers: BundleFormat.maximumMembers, maxValues: BundleFormat.maximumTableValues) }
            return try JSONDecoder().decode(T.self, from: data)
        } catch {
            throw BundleError.malformedFile(path, "\(error)")
        }
    }

    /// Whether a player's answer is right. Text is compared after `AnswerNormalizer.normalize`
    /// (for hashed packs, by salted hash); choices by value. The kinds already read are searched
    /// for the id first, then the others (each read as `items(_:)` reads it).
    /// - Throws: `AnswerError` for an id no kind holds, an item without a key or an answer of the
    ///   wrong kind; `BundleError` when a kind's files cannot be used.
    public func check(answer: Answer, for id: String) throws -> Bool {
        guard let entry = try answerEntry(for: id) else { throw AnswerError.unknownItem(id) }
        return try AnswerKey.check(answer, against: entry, for: id)
    }

    /// Whether an item with this id has an answer key (an item a player answers).
    /// - Throws: `BundleError` when a kind's files cannot be used.
    public func isAnswerable(_ id: String) throws -> Bool { try answerEntry(for: id) != nil }

    private func answerEntry(for id: String) throws -> AnswerEntry? {
        try loaded.withState { state -> AnswerEntry? in
            for keys in state.keys.values { if let entry = keys[id] { return entry } }
            for type in BundleItemTypes.all where type is any AnswerKeyed.Type && state.items[type.kind] == nil {
                _ = try load(type, into: &state)
                if let entry = state.keys[type.kind]?[id] { return entry }
            }
            return nil
        }
    }

    /// Whether a player's answer to this item is right (as `check(answer:for:)` with its id, and
    /// reading only the item's own kind).
    public func check<Item: BundleItem>(answer: Answer, for item: Item) throws -> Bool {
        let entry = try loaded.withState { state in
            _ = try load(Item.self, into: &state)
            return state.keys[Item.kind]?[item.id]
        }
        guard let entry else { throw AnswerError.unknownItem(item.id) }
        return try AnswerKey.check(answer, against: entry, for: item.id)
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

/// What a bundle has read and decoded so far, shared by copies of the bundle and guarded by a
/// lock (a kind is read once even when two threads ask for it at once).
final class LoadedParts: @unchecked Sendable {
    struct State {
        var items: [ContentKind: any Sendable] = [:]
        var tables: BundleTables?
        var stored: StoredAnswers?
        /// Each answered kind's keys, by item id.
        var keys: [ContentKind: [String: AnswerEntry]] = [:]
        var revisions: ItemRevisions?
    }

    private let lock = NSLock()
    private var state = State()

    func withState<T>(_ body: (inout State) throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }
}

/// Errors of answer checking.
public enum AnswerError: Error, Equatable, Sendable {
    case unknownItem(String)
    /// The bundle was built without answers (a client build left answers.json out).
    case noAnswerKey(String)
    case wrongKindOfAnswer(String)
}
