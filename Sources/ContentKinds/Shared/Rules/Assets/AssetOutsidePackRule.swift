import ContentCore

/// Asset paths stay inside the pack folder.
struct AssetOutsidePackRule: FileRule {
    static let description = RuleDescription(
        id: "asset-outside-pack",
        summary: "Asset paths must stay inside the pack folder (no .. past the root, no absolute path, no link out)",
        rationale: """
            The bundle can only hold what is inside the pack, and a build must never read files from \
            elsewhere on the machine (../../etc/passwd). A path that climbs out of the pack with "..", \
            an absolute path, or a symbolic link that leads outside is refused. Copy the asset into \
            the pack and refer to it relative to the content file.
            """,
        severity: .error, buildRelies: true,
        valid: [Example(Examples.memory())],
        invalid: [
            Example(Examples.memory(cards: #""img/cat.png", ↓"../../secret.png""#)),
            Example(Examples.memory(cards: #""img/cat.png", ↓"/etc/passwd.png""#)),
            Example(Examples.memory(cards: #""img/cat.png", ↓"img/escape.png""#)),
        ])

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        file.assetReferences.compactMap { reference in
            guard let resolved = AssetReference.resolve(reference.path, from: file.folder) else {
                return Self.diagnostic(
                    "asset path \"\(reference.path)\" leads outside the pack folder \(context.fileSystem.rootName); assets must be inside it, named relative to this file",
                    in: file, at: reference.node.range)
            }
            if case .linkOutside(let target) = context.fileSystem.inspect(resolved) {
                return Self.diagnostic(
                    "asset \"\(reference.path)\" is a symbolic link to \(target), outside the pack folder \(context.fileSystem.rootName); copy the file into the pack",
                    in: file, at: reference.node.range)
            }
            return nil
        }
    }
}
