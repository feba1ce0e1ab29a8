import Foundation

/// Where a bundle's files are read from: its folder, or a `.zip` of that folder's contents.
protocol BundleStorage: Sendable {
    /// Every file, as `/`-separated paths relative to the bundle root, with its size in bytes.
    /// A file not in `listed` refuses the bundle (`unlistedFile`), and so does a link or anything
    /// else that is neither a plain file nor a folder: a folder of a million files stops at the
    /// first one the manifest does not list.
    func listing(allowing listed: Set<String>) throws -> [String: Int]
    /// The file's size in bytes, without reading it; nil when it is missing or not a file.
    func size(of path: String) -> Int?
    /// The file's bytes; nil when it is missing or its size is not `expectedBytes` (when given),
    /// so a listed size bounds what is read.
    func read(_ path: String, expectedBytes: Int?) -> Data?
}

extension BundleStorage {
    func read(_ path: String) -> Data? { read(path, expectedBytes: nil) }
}

/// The paths a bundle may hold: relative, `/`-separated, inside the bundle.
enum BundlePath {
    /// Nil when the path is safe; else why not.
    static func problem(_ path: String) -> String? {
        let bytes = Array(path.utf8)
        if bytes.isEmpty { return "an empty path" }
        if bytes[0] == UInt8(ascii: "/") { return "an absolute path" }
        if bytes.contains(UInt8(ascii: "\\")) { return "a backslash in the path" }
        if bytes.contains(0) { return "a NUL byte in the path" }
        // why: bytes, not Characters: 2,429 paths are checked at every open
        for component in bytes.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false) {
            if component.isEmpty { return "an empty component in the path" }
            if component.elementsEqual([UInt8(ascii: ".")]) || component.elementsEqual([UInt8(ascii: "."), UInt8(ascii: ".")]) {
                return "\"\(String(decoding: component, as: UTF8.self))\" in the path"
            }
        }
        return nil
    }
}

/// A bundle folder. Links are refused (a link could lead out of the bundle), and so is any
/// listed path that would leave it.
struct FolderStorage: BundleStorage {
    let root: URL

    /// The folder walked with `openat`/`fstatat` relative to each folder's descriptor, never
    /// following a link (measured: listing the sample bundle's 2,429 files through `URL`s and
    /// `FileManager` took 120 of the 160 ms `open` took).
    func listing(allowing listed: Set<String>) throws -> [String: Int] {
        let top = open(root.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard top >= 0 else { throw BundleError.unreadableManifest("cannot list \(root.path)") }
        var found: [String: Int] = [:]
        // why: by bytes: Swift's String equality is canonical equivalence, so "cafe\u{301}" on
        // disk would pass as a listed "caf\u{E9}" (an unlisted file hidden, a missing one unseen)
        let listedBytes = Set(listed.map { Array($0.utf8) })
        try Self.walk(top, prefix: "", depth: 0, listed: listedBytes, into: &found)
        return found
    }

    /// The file's bytes, `size` of them as `fstat` gave (nil when it changes size meanwhile),
    /// read with POSIX `pread` (no `FileHandle`: fewer pages of Foundation brought in at open).
    private static func readAll(_ descriptor: Int32, size: Int) -> Data? {
        // why: a file that grew since fstat is not the file that was listed
        guard let data = readExactly(descriptor, 0..<size) else { return nil }
        var probe: UInt8 = 0
        return pread(descriptor, &probe, 1, off_t(size)) == 0 ? data : nil
    }

    /// Folders deeper than this are refused (the builder writes at most four levels).
    static let maximumDepth = 32

    /// Lists the folder open at `descriptor` (closed on return) into `found`.
    private static func walk(_ descriptor: Int32, prefix: String, depth: Int, listed: Set<[UInt8]>, into found: inout [String: Int]) throws {
        guard let directory = fdopendir(descriptor) else {
            close(descriptor)
            throw BundleError.unreadableManifest("cannot list \(prefix.isEmpty ? "the bundle" : prefix)")
        }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let nameBytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix(while: { $0 != 0 })) }
            if nameBytes == [0x2E] || nameBytes == [0x2E, 0x2E] { continue }
            // why: decoding would repair invalid bytes, so two names on disk could pass as one listed name
            guard let name = BundleJSON.utf8(nameBytes) else {
                throw BundleError.unlistedFile(prefix + String(decoding: nameBytes, as: UTF8.self) + " (a name that is not UTF-8)")
            }
            let relative = prefix + name
            var info = stat()
            guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { throw BundleError.unreadableManifest("cannot read \(relative)") }
            switch info.st_mode & S_IFMT {
            case S_IFREG:
                guard listed.contains(Array(relative.utf8)) else { throw BundleError.unlistedFile(relative) }
                found[relative] = Int(info.st_size)
            case S_IFDIR:
                guard depth < maximumDepth else { throw BundleError.unsafePath(relative, "folders nested deeper than \(maximumDepth)") }
                let child = openat(descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
                guard child >= 0 else { throw BundleError.unreadableManifest("cannot list \(relative)") }
                try walk(child, prefix: relative + "/", depth: depth + 1, listed: listed, into: &found)
            case S_IFLNK:
                throw BundleError.linkInBundle(relative)
            default:
                // why: a pipe, socket or device where a listed file belongs is that file missing
                throw listed.contains(Array(relative.utf8)) ? BundleError.missingFile(relative) : BundleError.unlistedFile(relative)
            }
        }
    }

    func size(of path: String) -> Int? {
        guard BundlePath.problem(path) == nil else { return nil }
        var info = stat()
        guard lstat(root.appendingPathComponent(path).path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return Int(info.st_size)
    }

    func read(_ path: String, expectedBytes: Int?) -> Data? {
        guard BundlePath.problem(path) == nil else { return nil }
        // why: O_NONBLOCK: opening a FIFO put in a listed file's place (or manifest.json's) would
        // wait for a writer forever; it changes nothing for a plain file, and fstat refuses the rest
        let descriptor = open(root.appendingPathComponent(path).path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        if let expectedBytes, Int(info.st_size) != expectedBytes { return nil }
        return Self.readAll(descriptor, size: Int(info.st_size))
    }
}

/// A zip archive exactly as `content-build --zip` writes it, read canonically: every entry
/// stored (method 0) with the writer's fixed version, flags and date; the central directory and
/// each local header agree; entries follow each other from the first byte to the central
/// directory, so none overlaps another and the file bounds what is read; names are unique and
/// safe; every CRC-32 matches. Anything else is refused, so the bytes the manifest's hashes
/// were checked against are the only bytes a reader can be shown. The headers are checked at
/// open; an entry's CRC-32 when it is read (with its SHA-256), so opening a large archive reads
/// its directory, not its pictures (a file on disk is read entry by entry with `pread`, never mapped).
struct ZipStorage: BundleStorage {
    private let source: ZipSource
    private let entries: [String: (range: Range<Int>, crc: UInt32)]
    private let order: [String]

    private typealias Fixed = BundleFormat.Zip

    /// A zip held in memory.
    init(_ data: Data) throws {
        // why: a slice of a larger Data starts at its offset in that Data; index from 0
        try self.init(source: .buffer(data.startIndex == 0 ? data : Data(data)))
    }

    /// A zip file on disk, read with `pread` when an entry is asked for: never mapped, since a
    /// mapped file another process cuts short turns the next read into SIGBUS (measured: a zip
    /// truncated after open killed the app), and never read whole.
    init(file url: URL) throws {
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw BundleError.unreadableArchive("cannot read \(url.path)") }
        let file = ZipSource.File(descriptor)
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { throw BundleError.unreadableArchive("\(url.path) is not a plain file") }
        try self.init(source: .file(file, size: Int(info.st_size)))
    }

    private init(source: ZipSource) throws {
        self.source = source
        func refuse(_ reason: String) -> BundleError { .unreadableArchive(reason) }
        let total = source.count
        guard total >= 22 else { throw refuse("too short to be a zip file") }
        // why: the writer adds no archive comment, so the end record is the last 22 bytes
        let end = total - 22
        guard let endRecord = source.bytes(end..<total) else { throw refuse("cannot read the end of the archive") }
        func u16(_ bytes: [UInt8], _ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        func u32(_ bytes: [UInt8], _ at: Int) -> Int { u16(bytes, at) | u16(bytes, at + 2) << 16 }
        guard u32(endRecord, 0) == 0x0605_4B50 else { throw refuse("no end-of-central-directory record at the end of the file") }
        let count = u16(endRecord, 10)
        let centralSize = u32(endRecord, 12)
        let centralOffset = u32(endRecord, 16)
        guard u16(endRecord, 4) == 0, u16(endRecord, 6) == 0, u16(endRecord, 8) == count, u16(endRecord, 20) == 0,
              centralOffset <= end, centralOffset + centralSize == end else {
            throw refuse("the end record does not describe one central directory just before it")
        }
        guard count * 46 <= centralSize else { throw refuse("the central directory is too small for \(count) entries") }
        guard let central = source.bytes(centralOffset..<end) else { throw refuse("cannot read the central directory") }
        var entries: [String: (range: Range<Int>, crc: UInt32)] = [:]
        var order: [String] = []
        var offset = 0
        var next = 0
        for _ in 0..<count {
            guard offset + 46 <= central.count, u32(central, offset) == 0x0201_4B50 else { throw refuse("broken central directory") }
            let crc = u32(central, offset + 16)
            let size = u32(central, offset + 24)
            let nameLength = u16(central, offset + 28)
            let local = u32(central, offset + 42)
            guard offset + 46 + nameLength <= central.count else { throw refuse("broken central directory") }
            let nameBytes = Array(central[(offset + 46)..<(offset + 46 + nameLength)])
            guard let name = BundleJSON.utf8(nameBytes) else { throw refuse("an entry name is not UTF-8") }
            guard u16(central, offset + 4) == Fixed.version, u16(central, offset + 6) == Fixed.version, u16(central, offset + 8) == Fixed.flags,
                  u16(central, offset + 10) == 0, u16(central, offset + 12) == Fixed.dosTime, u16(central, offset + 14) == Fixed.dosDate,
                  u32(central, offset + 20) == size, u16(central, offset + 30) == 0, u16(central, offset + 32) == 0, u16(central, offset + 34) == 0,
                  u16(central, offset + 36) == 0, u32(central, offset + 38) == 0 else {
                throw refuse("\(name): not stored as content-build writes bundles (method 0, no extra fields, fixed date)")
            }
            if let problem = BundlePath.problem(name) { throw refuse("\(name): \(problem)") }
            guard entries[name] == nil else { throw refuse("\(name) is in the archive twice") }
            // why: each entry starts where the one before it ended, so entries cannot overlap
            guard local == next, local + 30 + nameLength <= centralOffset else { throw refuse("\(name): its local header is not where the entry before it ends") }
            guard let header = source.bytes(local..<(local + 30 + nameLength)) else { throw refuse("\(name): cannot read its local header") }
            let expected = Self.localHeader(crc: crc, size: size, nameLength: nameLength)
            guard Array(header[0..<30]) == expected, Array(header[30...]) == nameBytes else {
                throw refuse("\(name): the local header does not match the central directory")
            }
            let start = local + 30 + nameLength
            guard size <= centralOffset - start else { throw refuse("\(name): truncated") }
            entries[name] = (start..<(start + size), UInt32(crc))
            order.append(name)
            next = start + size
            offset += 46 + nameLength
        }
        guard next == centralOffset, offset == central.count else { throw refuse("bytes outside the entries and the central directory") }
        self.entries = entries
        self.order = order
    }

    private static func localHeader(crc: Int, size: Int, nameLength: Int) -> [UInt8] {
        func le(_ value: Int, _ count: Int) -> [UInt8] { (0..<count).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
        return le(0x0403_4B50, 4) + le(Fixed.version, 2) + le(Fixed.flags, 2) + le(0, 2) + le(Fixed.dosTime, 2) + le(Fixed.dosDate, 2)
            + le(crc, 4) + le(size, 4) + le(size, 4) + le(nameLength, 2) + le(0, 2)
    }

    func listing(allowing listed: Set<String>) throws -> [String: Int] {
        let listedBytes = Set(listed.map { Array($0.utf8) })
        if let extra = order.filter({ !listedBytes.contains(Array($0.utf8)) }).min() { throw BundleError.unlistedFile(extra) }
        return entries.mapValues(\.range.count)
    }

    func size(of path: String) -> Int? { entries[path]?.range.count }

    /// The entry's bytes; nil when missing, of another size, or when its CRC-32 does not match.
    func read(_ path: String, expectedBytes: Int?) -> Data? {
        guard let entry = entries[path] else { return nil }
        if let expectedBytes, entry.range.count != expectedBytes { return nil }
        guard let bytes = source.data(entry.range), ZipCRC32.checksum(bytes) == entry.crc else { return nil }
        return bytes
    }
}

/// Where a zip's bytes are: in memory, or in a file read with `pread` at each use.
enum ZipSource: Sendable {
    case buffer(Data)
    case file(File, size: Int)

    /// An open file, closed when the last storage that reads it is gone.
    final class File: Sendable {
        let descriptor: Int32
        init(_ descriptor: Int32) { self.descriptor = descriptor }
        deinit { close(descriptor) }
    }

    /// The archive's size (a file's, as it was at open).
    var count: Int {
        switch self {
        case .buffer(let data): data.count
        case .file(_, let size): size
        }
    }

    /// The bytes in `range`; nil when they are not all there (a file cut short since open).
    func data(_ range: Range<Int>) -> Data? {
        guard range.lowerBound >= 0, range.upperBound <= count else { return nil }
        switch self {
        case .buffer(let data):
            return data.subdata(in: range)
        case .file(let file, _):
            return readExactly(file.descriptor, range)
        }
    }

    func bytes(_ range: Range<Int>) -> [UInt8]? { data(range).map { [UInt8]($0) } }
}

/// CRC-32 (ISO 3309, as zip uses it), table-driven; the runtime library links no zlib.
enum ZipCRC32 {
    private static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    static func checksum<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }
}

/// The bytes of a file in `range`, read with `pread` (retried when interrupted); nil when they
/// are not all there (a file cut short since it was listed).
private func readExactly(_ descriptor: Int32, _ range: Range<Int>) -> Data? {
    var data = Data(count: range.count)
    let complete = data.withUnsafeMutableBytes { buffer -> Bool in
        var done = 0
        while done < range.count {
            let got = pread(descriptor, buffer.baseAddress! + done, range.count - done, off_t(range.lowerBound + done))
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else { return false }
            done += got
        }
        return true
    }
    return complete ? data : nil
}
