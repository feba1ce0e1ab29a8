import Foundation

/// Where an incremental pack rule keeps its state between lint runs: files beside the pack's
/// lint cache, named after the rule, valid for the cache's toolchain and options (`key`) and for
/// the run whose index names `expected`. The index names the token the rule writes this run, so
/// a state the index does not name (another run's, one cut short) is never read.
public final class PackRuleState: @unchecked Sendable {
    /// The cache folder, and the name every state file of the rule starts with.
    let folder: CacheFolder
    let stem: String
    let key: [UInt8]
    let seal: CacheSeal
    /// The token the last run's index names for this rule (nil: none).
    let expected: [UInt8]?
    private let lock = NSLock()
    private var token: [UInt8]?

    package init(folder: CacheFolder, stem: String, key: [UInt8], seal: CacheSeal, expected: [UInt8]?) {
        self.folder = folder
        self.stem = stem
        self.key = key
        self.seal = seal
        self.expected = expected
    }

    /// The state whose files start with `prefix`, sealed with this process's secret (tests).
    convenience init(prefix: URL, key: [UInt8], expected: [UInt8]?) {
        let folder = try! CacheFolder.open(parent: prefix.deletingLastPathComponent().deletingLastPathComponent(),
                                           name: prefix.deletingLastPathComponent().lastPathComponent)
        self.init(folder: folder, stem: prefix.lastPathComponent, key: key,
                  seal: CacheSeal(key: CacheSecret.perProcess.key(for: "content-lint cache")), expected: expected)
    }

    /// One of the rule's files (tests).
    func file(_ suffix: String) -> URL { folder.url.appendingPathComponent(stem + suffix) }

    /// A new token for the state about to be written; the index will name it.
    func newToken() -> [UInt8] {
        let fresh = Self.randomID()
        lock.withLock { token = fresh }
        return fresh
    }

    private static func randomID() -> [UInt8] {
        var generator = SystemRandomNumberGenerator()
        return (0..<16).map { _ in UInt8.random(in: 0...255, using: &generator) }
    }

    /// The token of the state this run wrote, or nil when it kept none.
    package var written: [UInt8]? { lock.withLock { token } }

    /// Forgets the token (the state could not be written).
    package func discard() { lock.withLock { token = nil } }

    /// Keeps the state the last run left as this run's (nothing the rule reads changed).
    package func keep() { lock.withLock { token = expected } }

    // MARK: Files

    /// Writes the base file: named blocks of bytes (each at an offset that is a multiple of 8,
    /// for `ColumnStore`) behind a checksummed header with `magic`, the key and a new id; the
    /// id, or nil when the file could not be written.
    package func writeBase(_ blocks: [(name: String, bytes: [UInt8])], magic: String) -> [UInt8]? {
        let id = Self.randomID()
        // why: the header holds the blocks' offsets, which depend on its own size; it is laid
        // out again until its size stops changing (a varint grows at most a few times)
        var header = CacheWriter()
        var offsets = [Int](repeating: 0, count: blocks.count)
        while true {
            header = CacheWriter()
            header.string(magic)
            header.raw(key)
            header.raw(id)
            header.list(Array(blocks.indices)) { out, index in
                out.string(blocks[index].name)
                out.int(offsets[index])
                out.int(blocks[index].bytes.count)
            }
            var offset = (8 + header.bytes.count + CacheSeal.codeSize + 7) / 8 * 8
            let placed = blocks.map { block in
                defer { offset += (block.bytes.count + 7) / 8 * 8 }
                return offset
            }
            if placed == offsets { break }
            offsets = placed
        }
        let sealed = header.sealed(with: seal)
        var bytes = withUnsafeBytes(of: UInt64(sealed.count).littleEndian, Array.init) + sealed
        for (block, offset) in zip(blocks, offsets) {
            bytes += [UInt8](repeating: 0, count: offset - bytes.count)
            bytes += block.bytes
        }
        guard (try? folder.write(stem + ".base", bytes)) != nil else { return nil }
        return id
    }

    /// The base file with this id, mapped, and its blocks by name; nil when it is missing,
    /// another's, or its header is damaged.
    package func mapBase(magic: String, id: [UInt8]) -> (file: MappedFile, blocks: [String: UnsafeRawBufferPointer])? {
        guard let mapped = MappedFile(stem + ".base", in: folder.folder) else { return nil }
        let bytes = mapped.bytes
        guard bytes.count >= 8 else { return nil }
        let size = Int(truncatingIfNeeded: bytes.loadUnaligned(as: UInt64.self))
        guard size >= 4, size <= bytes.count - 8 else { return nil }
        guard var input = CacheReader(sealed: Array(bytes[8..<(8 + size)])[...], seal: seal, magic: magic, key: key), input.raw() == id,
              let blocks = input.list({ input -> (String, Int, Int)? in
                  guard let name = input.string(), let offset = input.int(), let count = input.int(),
                        offset >= 8 + size, offset % 8 == 0, count >= 0, count <= bytes.count - offset else { return nil }
                  return (name, offset, count)
              }), input.isAtEnd
        else { return nil }
        var named: [String: UnsafeRawBufferPointer] = [:]
        for (name, offset, count) in blocks { named[name] = UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + count)]) }
        return (mapped, named)
    }

    /// Writes the overlay file (the changes since the base `baseID`) under a new token, which
    /// the index will name; false when it could not be written.
    @discardableResult
    package func writeOverlay(magic: String, baseID: [UInt8], _ body: (inout CacheWriter) -> Void) -> Bool {
        var out = CacheWriter()
        out.string(magic)
        out.raw(key)
        out.raw(baseID)
        out.raw(newToken())
        body(&out)
        guard (try? folder.write(stem + ".overlay", out.sealed(with: seal))) != nil else {
            discard()
            return false
        }
        return true
    }

    /// The overlay file the index names (its token is `expected`): the id of its base and a
    /// reader at its body; nil when there is none or it is damaged.
    package func readOverlay(magic: String) -> (baseID: [UInt8], body: CacheReader)? {
        guard let expected, let bytes = folder.read(stem + ".overlay"),
              var input = CacheReader(sealed: bytes[...], seal: seal, magic: magic, key: key), let baseID = input.raw(), input.raw() == expected
        else { return nil }
        return (baseID, input)
    }
}
