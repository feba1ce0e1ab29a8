/// Assets are PNG or SVG files.
struct AssetTypeRule: FileRule {
    static let description = RuleDescription(
        id: "asset-type",
        summary: "Asset paths must name .png or .svg files",
        rationale: """
            The builder reads PNG (photos, pictures) and SVG (drawings) only; JPEG would be re-encoded \
            lossily and other formats cannot be read at all. Convert the file and name it with a \
            lower-case .png or .svg extension.
            """,
        severity: .error,
        valid: [Example(Examples.memory())],
        invalid: [Example(Examples.memory(cards: #""img/cat.png", ↓"img/readme.txt""#))])

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        file.assetReferences.compactMap { reference in
            guard !AssetReference.hasAllowedExtension(reference.path) else { return nil }
            let lower = reference.path.lowercased()
            let hint = AssetReference.hasAllowedExtension(lower) ? "; write the extension in lower case" : ""
            return Self.diagnostic(
                "asset \"\(reference.path)\" is not a .png or .svg file\(hint)", in: file, at: reference.node.range)
        }
    }
}
