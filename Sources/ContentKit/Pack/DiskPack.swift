import Foundation

/// A pack folder on disk.
public struct DiskPack: PackFileSystem {
    public let root: URL
    private let resolvedRoot: String
    public let rootName: String

    /// - Parameter displayName: how messages name the root (`content/`).
    public init(root: URL, displayName: String) {
        self.root = root.standardizedFileURL
        resolvedRoot = self.root.resolvingSymlinksInPath().path
        rootName = displayName
    }

    /// The folder holding the nearest `pack.json` at or above `path`.
    public static func find(containing path: String) throws -> URL {
        var url = URL(fileURLWithPath: path).standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw PackError.unreadable(path, "no such file or folder")
        }
        if !isDirectory.boolValue { url.deleteLastPathComponent() }
        while true {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("pack.json").path) { return url }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { throw PackError.noPack(path) }
            url = parent
        }
    }

    public func allFiles() throws -> [String] {
        var found: [String] = []
        try collect(relative: "", into: &found)
        return found.sorted()
    }

    private func collect(relative: String, into found: inout [String]) throws {
        let folder = relative.isEmpty ? root : root.appendingPathComponent(relative)
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        } catch {
            throw PackError.unreadable(folder.path, "cannot list the folder")
        }
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = relative.isEmpty ? name : relative + "/" + name
            var info = stat()
            guard lstat(root.appendingPathComponent(path).path, &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFDIR: try collect(relative: path, into: &found)
            case S_IFREG: found.append(path)
            default: continue  // why: symbolic links are never followed into content files
            }
        }
    }

    public func size(of path: String) -> Int? {
        var info = stat()
        guard stat(root.appendingPathComponent(path).path, &info) == 0 else { return nil }
        return Int(info.st_size)
    }

    public func read(_ path: String) throws -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(path).path) else {
            throw PackError.unreadable(path, "cannot read the file")
        }
        return [UInt8](data)
    }

    public func inspect(_ path: String) -> PackEntry {
        let url = root.appendingPathComponent(path)
        var info = stat()
        guard lstat(url.path, &info) == 0 || stat(url.path, &info) == 0 else {
            return isLinkOutside(url) ?? .missing
        }
        if let outside = isLinkOutside(url) { return outside }
        guard stat(url.path, &info) == 0 else { return .missing }
        return (info.st_mode & S_IFMT) == S_IFDIR ? .directory : .file
    }

    private func isLinkOutside(_ url: URL) -> PackEntry? {
        let resolved = url.resolvingSymlinksInPath().path
        if resolved == resolvedRoot || resolved.hasPrefix(resolvedRoot + "/") { return nil }
        return .linkOutside(resolved)
    }
}
