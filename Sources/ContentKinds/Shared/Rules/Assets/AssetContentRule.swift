import ContentCore

/// Every picture decodes the way the builder will read it.
struct AssetContentRule: FileRule {
    static let description = RuleDescription(
        id: "asset-content",
        summary: "Every asset must be a readable picture of its type: a PNG that decodes in full, an SVG that reads, both within the limits",
        rationale: """
            The builder decodes every PNG in full (photos are cut, cards drawn, pictures copied for \
            the game to show) and reads every SVG with its own safe reader, within limits that keep \
            hostile or broken files from exhausting memory: PNG files up to 256 MiB and \
            \(8192 * 8192) pixels, SVG files up to 8 MiB (see Docs/Art.md for the others). A file \
            that is truncated, damaged, of another type than its name says, or over a limit would \
            stop the build or ship a picture the game cannot show, so lint reads each one exactly as \
            the build will, once per run. Re-export the picture, or make it smaller.
            """,
        severity: .error, buildRelies: true,
        valid: [Example(Examples.memory())],
        invalid: [
            Example(Examples.memory(cards: #""img/cat.png", ↓"img/broken.png""#), files: ["img/broken.png": "not a picture"]),
            Example(Examples.memory(cards: #""img/cat.png", ↓"img/broken.svg""#), files: ["img/broken.svg": "<svg"]),
        ])

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        file.assetReferences.compactMap { reference in
            // why: a wrong type, a path out of the pack or a missing file have rules of their own.
            // why: a sound is decoded by its kind's rule (sound-decodable), never as a picture.
            guard let type = AssetField.FileType.of(reference.path), !type.isSound, let path = AssetReference.resolve(reference.path, from: file.folder),
                  context.fileSystem.inspect(path) == .file, case .failure(let problem) = context.assets.picture(path) else { return nil }
            let line = problem.line.map { " (line \($0))" } ?? ""
            return Self.diagnostic("asset \"\(reference.path)\" cannot be used: \(problem.message)\(line)", in: file, at: reference.node.range)
        }
    }
}
