/// An asset path resolved against the file that names it.
package enum AssetReference {
    /// The pack-relative path, or nil when the path leaves the pack (`..` past the root, or absolute).
    package static func resolve(_ reference: String, from folder: String) -> String? {
        if reference.hasPrefix("/") || reference.contains("\\") || reference.contains(":") { return nil }
        var parts = folder.isEmpty ? [] : folder.split(separator: "/").map(String.init)
        for part in reference.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(String(part))
            }
        }
        return parts.joined(separator: "/")
    }

    /// Whether the path names a picture type the builder reads (`.png`, `.svg`).
    package static func hasAllowedExtension(_ path: String) -> Bool { AssetField.FileType.of(path).map(AssetField.FileType.pictures.contains) ?? false }
}
