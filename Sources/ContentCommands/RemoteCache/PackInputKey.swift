import ContentBundle
import ContentCheck
import ContentCore
import Crypto
import Foundation

/// The key of a whole run over a pack in the shared cache: SHA-256 over everything the run's
/// output depends on, by content (never by times or inode numbers, which differ between
/// machines): what the run is (`purpose`: the command and the options that change its output),
/// how the pack is named in output, each file of the pack (path, size, SHA-256), the
/// configuration file's bytes, the schemas folder's files and the dictionaries' files. The
/// tool itself is added by `RemoteCache.actionKey` (version and binary).
public enum PackInputKey {
    /// The key; nil when some input cannot be read (the run then goes without a whole-run entry).
    public static func key(_ opened: OpenedPack, pack: PackOptions, purpose: String, jobs: Int) -> String? {
        var hasher = SHA256()
        func add(_ text: String) { hasher.update(data: Array(text.utf8) + [0]) }
        add("content-toolchain pack inputs 1")
        add(purpose)
        add("prefix " + opened.prefix)
        let configuration = pack.config ?? opened.root.appendingPathComponent(".content-lint.json").path
        add("configuration " + (digest(ofFileAt: configuration) ?? "none"))
        if let schemas = pack.schemas {
            guard let files = folderDigest(schemas) else { return nil }
            add("schemas " + files)
        }
        switch opened.options.dictionaries {
        case nil: add("dictionaries none")
        case .folder(let folder): add("dictionaries " + (folderDigest(folder) ?? "unreadable"))
        case .given: return nil
        }
        add("excluded " + opened.options.excludedFolders.joined(separator: "\u{1}"))
        guard let paths = try? opened.fileSystem.allFiles() else { return nil }
        let excluded = opened.options.excludedFolders.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        let files = paths.filter { path in !excluded.contains { path.hasPrefix($0) } }
        let fileSystem = opened.fileSystem
        let digests: [String?] = files.parallelMap(jobs: jobs) { path in
            guard let bytes = try? fileSystem.read(path, maxBytes: 1 << 31) else { return nil }
            return "\(bytes.count) \(SHA256.hash(data: bytes).hexString)"
        }
        for (path, digest) in zip(files, digests) {
            guard let digest else { return nil }
            add("file " + path + "\u{1}" + digest)
        }
        return hasher.finalize().hexString
    }

    static func digest(ofFileAt path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return SHA256.hash(data: data).hexString
    }

    /// Every regular file at the top of a folder, by name and content.
    static func folderDigest(_ folder: String) -> String? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
        var hasher = SHA256()
        for name in names.sorted() {
            var info = stat()
            guard stat(folder + "/" + name, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            guard let digest = digest(ofFileAt: folder + "/" + name) else { return nil }
            hasher.update(data: Array("\(name)\u{1}\(digest)\u{0}".utf8))
        }
        return hasher.finalize().hexString
    }
}
