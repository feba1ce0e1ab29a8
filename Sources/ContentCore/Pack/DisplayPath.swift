import Foundation

/// How command lines name files: relative to the current folder, as compilers print paths.
public enum DisplayPath {
    /// The prefix written before pack-relative paths: `content/`, `../`, `""` (the pack is the
    /// current folder), or the absolute path when only `/` is shared.
    public static func prefix(for root: URL) -> String {
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.resolvingSymlinksInPath().path
        let pack = root.standardizedFileURL.resolvingSymlinksInPath().path
        let from = current.split(separator: "/")
        let to = pack.split(separator: "/")
        var common = 0
        while common < min(from.count, to.count), from[common] == to[common] { common += 1 }
        if common == 0 { return pack.hasSuffix("/") ? pack : pack + "/" }
        let parts = Array(repeating: "..", count: from.count - common) + to[common...].map(String.init)
        return parts.isEmpty ? "" : parts.joined(separator: "/") + "/"
    }
}

extension DisplayPath {
    /// The path of `folder` relative to `root` when it is inside it (or is it: ""), else nil.
    public static func relative(_ folder: URL, inside root: URL) -> String? {
        let inner = folder.standardizedFileURL.resolvingSymlinksInPath().path
        let outer = root.standardizedFileURL.resolvingSymlinksInPath().path
        if inner == outer { return "" }
        guard inner.hasPrefix(outer + "/") else { return nil }
        return String(inner.dropFirst(outer.count + 1))
    }
}
