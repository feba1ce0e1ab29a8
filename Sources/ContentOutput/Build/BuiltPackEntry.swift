import ContentCore
import Foundation

/// A whole build in the shared cache: what `content-build` printed of the check and the bundle's
/// contents before it is written (files, counts, the manifest's facts), keyed by everything
/// the build reads (`PackInputKey`). A second machine that builds the same pack with the same
/// tool takes it whole: no check, no compile, only the blobs fetched and hash-checked.
///
/// The files go in chunks of about `chunkBytes` (whole files, in path order), each a blob
/// named by its hash; the entry's output is the index (`encoded`): the chunks' digests and
/// where each file lies in them. The index is covered by the signed record like any output.
public struct BuiltPackEntry: Sendable {
    public var report: String
    public var contents: BundleContents
    public var statistics: BuildStatistics

    public init(report: String, contents: BundleContents, statistics: BuildStatistics) {
        self.report = report
        self.contents = contents
        self.statistics = statistics
    }

    static let magic = "content-build pack entry 1"
    static let chunkBytes = 8 << 20
    /// Bounds on an index read from the store (a crafted one must not take the machine).
    static let maximumFiles = 1 << 22
    static let maximumIndexBytes = 256 << 20

    struct Chunk {
        var hash: String
        var size: Int
    }

    struct Place {
        var path: String
        var chunk: Int
        var range: Range<Int>
    }

    /// The files cut into chunks, in path order.
    func chunks() -> (chunks: [[UInt8]], places: [Place]) {
        var chunks: [[UInt8]] = []
        var places: [Place] = []
        var current: [UInt8] = []
        for path in contents.files.keys.sorted() {
            let bytes = contents.files[path]!
            if !current.isEmpty, current.count + bytes.count > Self.chunkBytes {
                chunks.append(current)
                current = []
            }
            places.append(Place(path: path, chunk: chunks.count, range: current.count..<(current.count + bytes.count)))
            current += bytes
        }
        if !current.isEmpty || chunks.isEmpty { chunks.append(current) }
        return (chunks, places)
    }

    static func index(_ entry: BuiltPackEntry, chunks: [Chunk], places: [Place]) -> [UInt8] {
        var writer = CacheWriter()
        writer.string(magic)
        writer.string(entry.report)
        writer.int(entry.statistics.items)
        writer.int(entry.statistics.produced)
        writer.int(entry.statistics.cached)
        let contents = entry.contents
        writer.string(contents.packID)
        writer.string(contents.version)
        writer.list(contents.title) { $0.string($1.0); $0.string($1.1) }
        writer.list(contents.locales) { $0.string($1) }
        writer.string(contents.answers)
        writer.bool(contents.dailyFreeGames != nil)
        writer.int(contents.dailyFreeGames ?? 0)
        writer.list(contents.counts.sorted { $0.key < $1.key }) { $0.string($1.key); $0.int($1.value) }
        writer.list(chunks) { $0.string($1.hash); $0.int($1.size) }
        writer.list(places) { $0.string($1.path); $0.int($1.chunk); $0.int($1.range.lowerBound); $0.int($1.range.count) }
        return writer.bytes
    }

    /// Reads an index: the entry with no files yet, the chunks and the places; nil when the
    /// bytes are not one (every count and range checked against the chunks it names).
    static func read(index bytes: [UInt8]) -> (BuiltPackEntry, [Chunk], [Place])? {
        guard bytes.count <= maximumIndexBytes else { return nil }
        var reader = CacheReader(bytes)
        guard reader.string() == magic, let report = reader.string(), let items = reader.int(), let produced = reader.int(), let cached = reader.int(),
              let packID = reader.string(), let version = reader.string(),
              let title = reader.list({ reader -> (String, String)? in
                  guard let key = reader.string(), let value = reader.string() else { return nil }
                  return (key, value)
              }),
              let locales = reader.list({ $0.string() }), let answers = reader.string(), let hasDaily = reader.bool(), let daily = reader.int(),
              let counts = reader.list({ reader -> (String, Int)? in
                  guard let key = reader.string(), let value = reader.int() else { return nil }
                  return (key, value)
              }),
              let chunks = reader.list({ reader -> Chunk? in
                  guard let hash = reader.string(), RemoteCache.isDigest(hash), let size = reader.int(), size >= 0, size <= RemoteCache.maximumOutputBytes else { return nil }
                  return Chunk(hash: hash, size: size)
              }),
              let places = reader.list({ reader -> Place? in
                  guard let path = reader.string(), let chunk = reader.int(), let start = reader.int(), let length = reader.int(),
                        start >= 0, length >= 0, start <= Int.max - length else { return nil }
                  return Place(path: path, chunk: chunk, range: start..<(start + length))
              }),
              reader.isAtEnd, places.count <= maximumFiles, Set(counts.map(\.0)).count == counts.count else { return nil }
        for place in places {
            guard place.chunk >= 0, place.chunk < chunks.count, place.range.lowerBound >= 0, place.range.upperBound <= chunks[place.chunk].size,
                  isBundlePath(place.path) else { return nil }
        }
        let paths = Set(places.map(\.path))
        guard paths.count == places.count else { return nil }
        // why: a path that is also another's folder ("a" and "a/b") cannot be written
        for path in paths {
            var folder = Substring(path)
            while let slash = folder.lastIndex(of: "/") {
                folder = folder[..<slash]
                if paths.contains(String(folder)) { return nil }
            }
        }
        let contents = BundleContents(files: [:], counts: Dictionary(uniqueKeysWithValues: counts), packID: packID, version: version, title: title,
                                      locales: locales, answers: answers, dailyFreeGames: hasDaily ? daily : nil)
        var statistics = BuildStatistics()
        statistics.items = items
        statistics.produced = produced
        statistics.cached = cached
        return (BuiltPackEntry(report: report, contents: contents, statistics: statistics), chunks, places)
    }

    /// Whether `path` can name a file inside a bundle: parts that are file names (no empty
    /// part, `.`, `..` or NUL), as the writer would take them; an index naming any other is
    /// refused, so a crafted store cannot make the build fail at writing.
    static func isBundlePath(_ path: String) -> Bool {
        path.utf8.count <= 4096 && !path.utf8.contains(0)
            && path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." }
    }

    /// The build stored under `key`, every blob checked; nil when the store has none whole.
    public static func fetch(_ key: String, from remote: RemoteCache, jobs: Int) -> BuiltPackEntry? {
        guard let bytes = remote.fetch(key), let (entry, chunks, places) = read(index: bytes) else { return nil }
        var byChunk = [[Place]](repeating: [], count: chunks.count)
        for place in places { byChunk[place.chunk].append(place) }
        let pieces: [[(String, [UInt8])]?] = Array(zip(chunks, byChunk)).parallelMap(jobs: max(jobs, 4)) { chunk, places in
            guard let bytes = remote.blob(chunk.hash, size: chunk.size) else { return nil }
            return places.map { ($0.path, Array(bytes[$0.range])) }
        }
        var result = entry
        for piece in pieces {
            guard let piece else { return nil }
            for (path, bytes) in piece { result.contents.files[path] = bytes }
        }
        return result
    }

    /// Offers the build to the store: the chunks, then the index under `key`.
    public func store(_ key: String, in remote: RemoteCache, jobs: Int) {
        guard remote.settings.writes else { return }
        let (chunkBytes, places) = chunks()
        let stored: [String?] = chunkBytes.parallelMap(jobs: max(jobs, 4)) { remote.storeBlob($0) }
        var chunks: [Chunk] = []
        for (hash, bytes) in zip(stored, chunkBytes) {
            guard let hash else { return }
            chunks.append(Chunk(hash: hash, size: bytes.count))
        }
        remote.store(key, Self.index(self, chunks: chunks, places: places))
    }
}
