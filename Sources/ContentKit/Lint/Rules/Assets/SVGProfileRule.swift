import ContentArt

/// Drawings use only what the art pipeline draws.
struct SVGProfileRule: PackRule {
    static let description = RuleDescription(
        id: "svg-profile",
        summary: "SVG assets must read safely and use only the features the builder draws",
        rationale: """
            The builder draws SVG with its own pipeline (see Docs/Art.md): shapes, paths, transforms, \
            styles, solid colours and gradients. Text, embedded images, patterns, clip paths, masks, \
            filters and dashes are skipped (a warning at the element's line: convert text to paths, \
            flatten effects in the editor); scripts are errors. Findings point into the SVG file \
            itself. (A file that does not read at all — not XML, entities beyond short text, over a \
            limit — is an `asset-content` finding at the field that names it.)
            """,
        severity: .warning,
        valid: [Example(Examples.memory())],
        invalid: [Example("""
            <svg xmlns="http://www.w3.org/2000/svg" width="40" height="40">
              <rect width="40" height="40" fill="gold"/>
              ↓<text x="4" y="24">Cat</text>
            </svg>
            """, path: "img/label.svg", files: ["memory/pets.json": Examples.memory(cards: #""../img/cat.png", "../img/label.svg""#)])])

    func check(_ files: [ContentFile], in context: LintContext) -> [Diagnostic] {
        var paths = Set<String>()
        for file in files {
            for reference in file.assetReferences where reference.path.lowercased().hasSuffix(".svg") {
                if let path = AssetReference.resolve(reference.path, from: file.folder) { paths.insert(path) }
            }
        }
        let assets = context.assets
        return paths.sorted().parallelMap(minimumCount: 4) { path -> [Diagnostic] in
            // why: a file that does not read at all is an `asset-content` finding, at the field
            // that names it
            guard case .success(let bytes) = assets.bytes(path), case .success(let document) = assets.svg(path) else { return [] }
            return document.issues.map { issue in
                let start = Self.offset(ofLine: issue.line ?? 1, in: bytes)
                return Diagnostic(ruleID: Self.description.id, severity: issue.severity == .error ? .error : .warning,
                                  message: issue.message, file: path, range: start..<min(bytes.count, start + 1))
            }
        }.flatMap { $0 }
    }

    /// The byte offset where a 1-based line starts (the first non-blank byte, as editors point).
    static func offset(ofLine line: Int, in bytes: [UInt8]) -> Int {
        var current = 1
        var index = 0
        while current < line, index < bytes.count {
            if bytes[index] == 0x0A { current += 1 }
            index += 1
        }
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        return index
    }
}
