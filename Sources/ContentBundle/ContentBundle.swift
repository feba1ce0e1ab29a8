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
    public let riddles: [Riddle]
    public let numberSeries: [NumberSeriesItem]
    public let matrixSeries: [MatrixSeries]
    public let equations: [Equation]
    public let anagrams: [AnagramList]
    public let jigsaws: [Jigsaw]
    public let dots: [DotsPicture]
    public let memorySets: [MemorySet]
    public let sequences: [TapSequence]
    public let slides: [SlideShow]
    /// Verified bytes of every listed file, by path.
    private let files: [String: Data]
    private let answers: AnswerKey

    /// Opens a bundle folder or a `.zip` of one. `publicKey`: base64 of a 32-byte Ed25519 key.
    public static func open(_ url: URL, publicKey: String? = nil) throws -> ContentBundle {
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
        return try ContentBundle(storage: storage, publicKey: publicKey)
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
        func items<T: Codable>(_ kind: String, _ type: T.Type) throws -> [T] {
            try decode(ItemsFile<T>.self, "items/\(kind).json")?.items ?? []
        }
        tables = try decode(BundleTables.self, BundleFormat.tablesFile) ?? BundleTables(games: [:], pools: [:], norms: [])
        riddles = try items("riddles", Riddle.self)
        numberSeries = try items("number-series", NumberSeriesItem.self)
        matrixSeries = try items("matrix-series", MatrixSeries.self)
        equations = try items("equations", Equation.self)
        anagrams = try items("anagrams", AnagramList.self)
        jigsaws = try items("jigsaw", Jigsaw.self)
        dots = try items("dots", DotsPicture.self)
        memorySets = try items("memory", MemorySet.self)
        sequences = try items("sequences", TapSequence.self)
        slides = try items("slides", SlideShow.self)
        let separate = try decode(AnswerKey.File.self, BundleFormat.answersFile)
        answers = AnswerKey(separate: separate?.answers ?? [:], riddles: riddles, series: numberSeries,
                            matrices: matrixSeries.flatMap(\.items), equations: equations)
    }

    /// The verified bytes of a file of the bundle (a picture, say).
    public func data(at path: String) -> Data? { files[path] }

    /// The generated rounds of an anagram list.
    public func rounds(of list: AnagramList) throws -> AnagramRoundsFile {
        try decodeFile(list.rounds, AnagramRoundsFile.self, missing: ("items/anagrams.json", "anagram list \(list.locale) has no rounds file"))
    }

    /// The placed dots of a connect-the-dots picture.
    public func layout(of picture: DotsPicture) throws -> DotsLayoutFile {
        try decodeFile(picture.layout, DotsLayoutFile.self, missing: ("items/dots.json", "dots picture \(picture.id) has no layout file"))
    }

    /// The cut pieces of a jigsaw, read from its `pieces.json`.
    public func pieces(of jigsaw: Jigsaw) throws -> JigsawPieces {
        try decodeFile(jigsaw.pieces, JigsawPieces.self, missing: ("items/jigsaw.json", "jigsaw \(jigsaw.id) has no pieces file"))
    }

    /// A JSON file an item names, decoded; a missing or malformed one is a `malformedFile`.
    private func decodeFile<T: Decodable>(_ path: String?, _ type: T.Type, missing: (file: String, reason: String)) throws -> T {
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
}

/// Errors of answer checking.
public enum AnswerError: Error, Equatable, Sendable {
    case unknownItem(String)
    /// The bundle was built without answers (a client build left answers.json out).
    case noAnswerKey(String)
    case wrongKindOfAnswer(String)
}
