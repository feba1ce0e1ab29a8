import Foundation

/// A remote cache in a plain shared folder (`file:///srv/content-cache`): the same names as
/// the HTTP protocol, `ac/<sha256>` and `cas/<sha256>`, under the folder. Files are read
/// without following a link and written under a random name, then renamed into place
/// (`FolderDescriptor.replace`), so a reader on another machine sees no entry or a whole one;
/// nothing outside `ac/` and `cas/` is read or written, and nothing is ever deleted but the
/// store's own temporary files.
public struct FolderRemoteStore: RemoteStore {
    public let path: String

    public init(path: String) {
        self.path = path
    }

    public var display: String { "file://" + path }

    private func folder(_ name: String, create: Bool) throws -> FolderDescriptor {
        try FolderDescriptor.open(path).subfolder(name, create: create, mode: 0o755)
    }

    /// The folder (`ac` or `cas`) and the entry's name of a path; nil for any other path.
    private static func split(_ path: String) -> (String, String)? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0] == "ac" || parts[0] == "cas", RemoteCache.isDigest(String(parts[1])) else { return nil }
        return (String(parts[0]), String(parts[1]))
    }

    public func get(_ path: String, maxBytes: Int) -> RemoteAnswer {
        guard let (area, name) = Self.split(path) else { return .failed(RemoteFailure(.file, "\(path) is not a cache name")) }
        let opened: FolderDescriptor
        do {
            opened = try folder(area, create: false)
        } catch {
            // why: a store nothing was written to yet has no ac/ or cas/ folder
            if (try? FolderDescriptor.open(self.path)) != nil { return .missing }
            return .failed(RemoteFailure(.unreachable, "\(display) cannot be opened: \(error)"))
        }
        guard let info = opened.entry(name) else { return .missing }
        guard info.st_mode & S_IFMT == S_IFREG else { return .failed(RemoteFailure(.file, "\(display)/\(path) is not a regular file")) }
        guard Int(info.st_size) <= maxBytes else { return .failed(RemoteFailure(.oversized, "\(display)/\(path) is larger than \(maxBytes) bytes")) }
        guard let bytes = opened.read(name, maxBytes: maxBytes) else { return .missing }
        return .found(bytes)
    }

    public func exists(_ path: String) -> Result<Bool, RemoteFailure> {
        guard let (area, name) = Self.split(path) else { return .failure(RemoteFailure(.file, "\(path) is not a cache name")) }
        guard let opened = try? folder(area, create: false) else { return .success(false) }
        return .success(opened.entry(name).map { $0.st_mode & S_IFMT == S_IFREG } ?? false)
    }

    public func put(_ path: String, _ bytes: [UInt8]) -> Result<Void, RemoteFailure> {
        guard let (area, name) = Self.split(path) else { return .failure(RemoteFailure(.file, "\(path) is not a cache name")) }
        do {
            try folder(area, create: true).replace(name, with: bytes, mode: 0o644)
            return .success(())
        } catch {
            return .failure(RemoteFailure(.file, "cannot write \(display)/\(path): \(error)"))
        }
    }
}
