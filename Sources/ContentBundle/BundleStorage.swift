import Foundation

/// Where a bundle's files are read from: its folder, or a `.zip` of that folder's contents.
protocol BundleStorage {
    /// Every file, as `/`-separated paths relative to the bundle root.
    func paths() throws -> [String]
    func read(_ path: String) -> Data?
}

struct FolderStorage: BundleStorage {
    let root: URL

    func paths() throws -> [String] {
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey, .isDirectoryKey]) else {
            throw BundleError.unreadableManifest("cannot list \(root.path)")
        }
        let base = root.standardizedFileURL.resolvingSymlinksInPath().path
        var found: [String] = []
        for case let url as URL in enumerator {
            let values = try? url.resourceValues(forKeys: [.isDirectoryKey])
            if values?.isDirectory == true { continue }
            let path = url.standardizedFileURL.resolvingSymlinksInPath().path
            guard path.hasPrefix(base + "/") else { continue }
            found.append(String(path.dropFirst(base.count + 1)))
        }
        return found.sorted()
    }

    func read(_ path: String) -> Data? {
        FileManager.default.contents(atPath: root.appendingPathComponent(path).path)
    }
}

/// A zip archive of stored (uncompressed) entries, as `content-build --zip` writes it.
struct ZipStorage: BundleStorage {
    private let entries: [String: Data]

    init(_ data: Data) throws {
        let bytes = [UInt8](data)
        func u16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        func u32(_ at: Int) -> Int { u16(at) | u16(at + 2) << 16 }
        guard bytes.count >= 22 else { throw BundleError.unreadableArchive("too short to be a zip file") }
        var end = bytes.count - 22
        let lowest = max(0, bytes.count - 22 - 65_535)
        while end >= lowest, u32(end) != 0x0605_4B50 { end -= 1 }
        guard end >= lowest else { throw BundleError.unreadableArchive("no end-of-central-directory record") }
        let count = u16(end + 10)
        var offset = u32(end + 16)
        var entries: [String: Data] = [:]
        for _ in 0..<count {
            guard offset + 46 <= bytes.count, u32(offset) == 0x0201_4B50 else {
                throw BundleError.unreadableArchive("broken central directory")
            }
            let method = u16(offset + 10)
            let size = u32(offset + 20)
            let stored = u32(offset + 24)
            let nameLength = u16(offset + 28)
            let extraLength = u16(offset + 30)
            let commentLength = u16(offset + 32)
            let local = u32(offset + 42)
            guard offset + 46 + nameLength <= bytes.count else { throw BundleError.unreadableArchive("broken central directory") }
            let name = String(decoding: bytes[(offset + 46)..<(offset + 46 + nameLength)], as: UTF8.self)
            offset += 46 + nameLength + extraLength + commentLength
            if name.hasSuffix("/") { continue }
            guard method == 0, size == stored else {
                throw BundleError.unreadableArchive("\(name) is compressed (method \(method)); bundles are zipped without compression")
            }
            guard local + 30 <= bytes.count, u32(local) == 0x0403_4B50 else { throw BundleError.unreadableArchive("\(name): broken local header") }
            let start = local + 30 + u16(local + 26) + u16(local + 28)
            guard start + size <= bytes.count else { throw BundleError.unreadableArchive("\(name): truncated") }
            entries[name] = Data(bytes[start..<(start + size)])
        }
        self.entries = entries
    }

    func paths() throws -> [String] { entries.keys.sorted() }
    func read(_ path: String) -> Data? { entries[path] }
}
