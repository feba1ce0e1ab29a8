import Foundation
import ContentCore
import ContentKinds
import ContentCheck

/// Writes a preview site: built in a temporary sibling folder and swapped into place in one
/// rename, so a failed run leaves the previous preview as it was. A folder that is not a
/// previous preview (no marker) is never replaced, nor is a link or a file.
public enum PreviewWriter {
    /// The file that marks a folder as a preview this command may replace.
    public static let marker = ".content-build-preview"

    /// Writes the site's files into `site` and returns how many were written.
    @discardableResult
    public static func write(_ files: [String: [UInt8]], to site: URL) throws -> Int {
        let site = site.standardizedFileURL
        let parent = try FileOutput.open(site.deletingLastPathComponent().path, create: true)
        let name = site.lastPathComponent
        try refuseForeign(name, in: parent)
        var all = files
        all[marker] = Array("content-build preview writes this folder and replaces it on the next run.\n".utf8)
        // why: a preview written inside a pack is not content (DiskPack skips marked folders)
        all[DiskPack.outputMarker] = Array("content-build wrote this preview; content-lint and content-build skip this folder.\n".utf8)
        StagedFolder.removeLeftovers(in: parent, isReplaceable: isPreview)
        let staged = try StagedFolder(in: parent, for: name)
        do {
            for path in all.keys.sorted() { try staged.write(path, all[path]!) }
            try staged.swapIn(what: "preview", isReplaceable: { isPreview($0) || (try? $0.names().isEmpty) == true })
        } catch {
            staged.discard()
            throw error
        }
        return all.count
    }

    static func isPreview(_ folder: FolderDescriptor) -> Bool {
        folder.entry(marker).map { $0.st_mode & S_IFMT == S_IFREG } ?? false
    }

    /// Refuses a name that holds a link, a file, or a folder with anything in it but no marker.
    static func refuseForeign(_ name: String, in parent: FolderDescriptor) throws {
        guard let existing = parent.entry(name) else { return }
        let shown = parent.display(name)
        guard existing.st_mode & S_IFMT == S_IFDIR, let folder = try? parent.subfolder(name) else {
            throw BuildError.output("\(shown) is \(FolderDescriptor.describe(existing)), not a preview folder; choose another -o")
        }
        if isPreview(folder) || (try? folder.names().isEmpty) == true { return }
        throw BuildError.output("\(shown) holds files but is not a preview (no \(marker) in it); choose another -o or empty it")
    }
}
