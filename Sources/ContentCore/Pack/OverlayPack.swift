/// A pack with one file's bytes given in memory: added at `path`, or in place of the file there
/// (and without the file at `hidden`, when given). `content-build norms` checks the norms it
/// computed this way, with every rule, in the pack they are for, before writing them.
public struct OverlayPack: PackFileSystem {
    public let base: any PackFileSystem
    public let path: String
    public let bytes: [UInt8]
    public let hidden: String?

    public init(base: any PackFileSystem, path: String, bytes: [UInt8], hiding hidden: String? = nil) {
        self.base = base
        self.path = path
        self.bytes = bytes
        self.hidden = hidden == path ? nil : hidden
    }

    public var rootName: String { base.rootName }

    public func allFiles() throws -> [String] {
        Set(try base.allFiles()).subtracting([hidden].compactMap { $0 }).union([path]).sorted()
    }

    public func read(_ path: String, maxBytes: Int) throws -> [UInt8] {
        guard path == self.path else {
            if path == hidden { throw PackError.unreadable(path, "no such file") }
            return try base.read(path, maxBytes: maxBytes)
        }
        if bytes.count > maxBytes { throw PackError.tooLarge(path, bytes.count) }
        return bytes
    }

    public func inspect(_ path: String) -> PackEntry {
        if path == self.path { return .file }
        if path == hidden { return .missing }
        return base.inspect(path)
    }
}
