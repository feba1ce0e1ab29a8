import ContentCore

/// Asset paths name files that exist.
struct AssetMissingRule: FileRule {
    static let description = RuleDescription(
        id: "asset-missing",
        summary: "Every asset path must name an existing file",
        rationale: """
            A missing picture is a blank card or a failed build. Paths are relative to the content file \
            that names them and case-sensitive (what works on a Mac can fail on the build machine). \
            The finding suggests a file with a similar name when there is one.
            """,
        severity: .error, buildRelies: true,
        valid: [Example(Examples.memory())],
        invalid: [
            Example(Examples.memory(cards: #""img/cat.png", ↓"img/Cat.svg""#)),
        ])

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        file.assetReferences.compactMap { reference in
            // why: other extensions and paths out of the pack have rules of their own.
            guard AssetReference.hasAllowedExtension(reference.path),
                  let resolved = AssetReference.resolve(reference.path, from: file.folder) else { return nil }
            switch context.fileSystem.inspect(resolved) {
            case .file, .linkOutside:
                return nil
            case .directory:
                return Self.diagnostic("asset \"\(reference.path)\" is a folder, not a file", in: file, at: reference.node.range)
            case .missing:
                var message = "asset \"\(reference.path)\" does not exist (looked for \(context.fileSystem.rootName)\(resolved))"
                if let similar = SchemaMessages.closest(to: resolved, among: context.allFiles) {
                    message += "; did you mean \"\(Self.relative(similar, from: file.folder))\"?"
                }
                return Self.diagnostic(message, in: file, at: reference.node.range)
            }
        }
    }

    /// `path` (pack-relative) written relative to `folder`.
    static func relative(_ path: String, from folder: String) -> String {
        guard !folder.isEmpty else { return path }
        let from = folder.split(separator: "/")
        let to = path.split(separator: "/")
        var common = 0
        while common < min(from.count, to.count - 1), from[common] == to[common] { common += 1 }
        let ups = Array(repeating: "..", count: from.count - common)
        return (ups + to[common...].map(String.init)).joined(separator: "/")
    }
}
