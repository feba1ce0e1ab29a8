import ContentCore

/// Each picture field names a file of a type the builder reads for that field.
struct AssetTypeRule: FileRule {
    static let description = RuleDescription(
        id: "asset-type",
        summary: "Asset paths must name a file type their field takes: .png or .svg (a jigsaw's picture .png, a dots drawing .svg; a sound .wav, .caf, .flac, .ogg, .oga or .mp3)",
        rationale: """
            The builder reads PNG (photos, pictures) and SVG (drawings) only; JPEG would be re-encoded \
            lossily and other formats cannot be read at all. Some fields take one of the two: a \
            jigsaw is cut from a photo's pixels (PNG), and connect-the-dots places its dots along an \
            outline of a drawing (SVG). Convert the file and name it with a lower-case .png or .svg \
            extension. A sound's file (in a sounds file) is a .wav, .caf, .flac, .ogg, .oga or .mp3, \
            and a picture field takes no sound.
            """,
        severity: .error, buildRelies: true,
        valid: [Example(Examples.memory()), Example(Examples.jigsaw())],
        invalid: [
            Example(Examples.memory(cards: #""img/cat.png", ↓"img/readme.txt""#)),
            Example(Examples.jigsaw(image: #"↓"img/cat.svg""#)),
            Example(Examples.memory(cards: #""img/cat.png", ↓"snd/right.wav""#)),
            Example(#"{"kind": "sounds", "items": [{"id": "meow", "file": ↓"img/cat.png", "role": "effect"}]}"#),
        ])

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        file.assetReferences.compactMap { reference in
            let field = reference.field
            guard let type = AssetField.FileType.of(reference.path) else {
                let lower = reference.path.lowercased()
                let hint = AssetField.FileType.of(lower).map(field.accepts.contains) == true ? "; write the extension in lower case" : ""
                let wanted = field.accepts == AssetField.FileType.pictures ? "a .png or .svg" : "a " + field.accepts.map(\.fileExtension).joined(separator: ", ")
                return Self.diagnostic("asset \"\(reference.path)\" is not \(wanted) file\(hint)", in: file, at: reference.node.range)
            }
            guard !field.accepts.contains(type) else { return nil }
            let wanted = field.accepts.map(\.fileExtension).joined(separator: " or ")
            return Self.diagnostic(
                "\(field.role) \"\(reference.path)\" must be a \(wanted) file, not \(type.fileExtension)", in: file, at: reference.node.range)
        }
    }
}
