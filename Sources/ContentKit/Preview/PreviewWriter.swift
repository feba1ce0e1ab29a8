import Foundation

/// Writes a preview site: built in a temporary sibling folder and swapped into place in one
/// rename, so a failed run leaves the previous preview as it was. A folder that is not a
/// previous preview (no marker) is never replaced.
public enum PreviewWriter {
    /// The file that marks a folder as a preview this command may replace.
    public static let marker = ".content-build-preview"

    /// Writes the site's files into `site` and returns how many were written.
    @discardableResult
    public static func write(_ files: [String: [UInt8]], to site: URL) throws -> Int {
        let fileManager = FileManager.default
        let site = site.standardizedFileURL
        try refuseForeign(site)
        let parent = site.deletingLastPathComponent()
        try FileOutput.makeFolder(parent)
        var all = files
        all[marker] = Array("content-build preview writes this folder and replaces it on the next run.\n".utf8)
        // why: a preview written inside a pack is not content (DiskPack skips marked folders)
        all[DiskPack.outputMarker] = Array("content-build wrote this preview; content-lint and content-build skip this folder.\n".utf8)
        let temporary = parent.appendingPathComponent(".\(site.lastPathComponent).tmp-\(getpid())")
        try? fileManager.removeItem(at: temporary)
        do {
            var made: Set<String> = []
            for path in all.keys.sorted() {
                let url = temporary.appendingPathComponent(path)
                let folder = url.deletingLastPathComponent()
                if made.insert(folder.path).inserted { try FileOutput.makeFolder(folder) }
                try FileOutput.write(all[path]!, to: url)
            }
            try FileOutput.swapIn(temporary, as: site, what: "preview")
        } catch {
            try? fileManager.removeItem(at: temporary)
            throw error
        }
        return all.count
    }

    /// Refuses a path that holds a file, or a folder with anything in it but no marker.
    static func refuseForeign(_ site: URL) throws {
        let fileManager = FileManager.default
        var isFolder: ObjCBool = false
        guard fileManager.fileExists(atPath: site.path, isDirectory: &isFolder) else { return }
        guard isFolder.boolValue else {
            throw BuildError.output("\(site.path) is a file, not a preview folder; choose another -o")
        }
        let names = (try? fileManager.contentsOfDirectory(atPath: site.path)) ?? []
        if names.isEmpty || names.contains(marker) { return }
        throw BuildError.output("\(site.path) holds files but is not a preview (no \(marker) in it); choose another -o or empty it")
    }
}
