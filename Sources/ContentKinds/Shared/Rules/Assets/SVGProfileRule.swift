import ContentArt
import ContentCore

/// Drawings use only what the art pipeline draws.
struct SVGProfileRule: PackRule {
    static let description = RuleDescription(
        id: "svg-profile",
        summary: "SVG assets must read safely and use only the features the builder draws",
        rationale: """
            The builder draws SVG with its own pipeline (see Docs/Art.md): shapes, paths, transforms, \
            styles, solid colours, gradients, dashes, clip paths, blurs and masks. Text, embedded \
            images, patterns, filters other than blurs (shadows, colour effects; a colour matrix \
            that changes no colour is left out unsaid) and the clip paths and masks it cannot \
            apply (in bounding-box units; a mask holding an image) are skipped (a warning at the element's line: convert text to paths, flatten effects in the \
            editor), and a dash pattern so fine that it makes more than \
            100,000 dashes along a shape is drawn solid (a warning: the picture changes); scripts \
            are errors. Findings point into the SVG file \
            itself; the same finding on many elements of one file is one warning, at its first \
            line, that counts the rest. Empty text boxes and text wholly outside the canvas (its \
            letters taken to reach 0.8 font sizes above the baseline and 0.3 below, 0.6 wide each) \
            are not reported (nothing is lost). (A file \
            that does not read at all — not XML, entities beyond short text, over a limit — is an \
            `asset-content` finding at the field that names it.)
            """,
        severity: .warning,
        measured: """
            Scripts/measure/svg-effects, each drawing with an effect rendered by rsvg-convert \
            2.54.7 with and without its effects and by the builder. openclipart-svg 0.18: 38 \
            drawings with clip-path, mask or filter; before, every one was warned about, though \
            leaving the effects out changed nothing in 9 and under 0.1 % of the pixels in 6; now \
            clips and blurs are drawn (mean error against rsvg-convert 10.67 -> 8.19) and 16 are \
            warned about (masks, a shadow, clips past the limit), 3 of them changing under 0.1 %. \
            tuxpaint-stamps-default 2022.06.04: 75 of 248 stamps with an effect, 73 warned before \
            (13 changing nothing), 3 now (a shadow 64 %, an offset 9 %, a mask 0.3 %: 2 true, 1 \
            borderline); mean error 1.98 -> 1.23, 59 stamps closer, 3 a little further. Masks \
            drawn since: Tux Paint's one mask whose content is shapes (under Illustrator's \
            identity colour matrix) is applied, 2 stamps warned; openclipart's 8 masked drawings \
            all hold a raster image in the mask and stay warned (drawn unmasked). \
            Tests/RealContent, openclipart's 171 same-named pairs: 3 true warnings (text drawn twice \
            for a "K", a gradient reference that does not resolve), 0 false (a credits line below \
            the canvas was one until the letters' height was estimated as 0.8 font sizes, not 1).
            """,
        valid: [
            Example(Examples.memory()),
            Example("""
                <svg xmlns="http://www.w3.org/2000/svg" width="40" height="40">
                  <rect width="40" height="40" fill="gold"/>
                  <text x="4" y="24"><tspan> </tspan></text>
                </svg>
                """, path: "img/label.svg", files: ["memory/pets.json": Examples.memory(cards: #""../img/cat.png", "../img/label.svg""#)]),
        ],
        invalid: [Example("""
            <svg xmlns="http://www.w3.org/2000/svg" width="40" height="40">
              <rect width="40" height="40" fill="gold"/>
              ↓<text x="4" y="24">Cat</text>
              <text x="4" y="34"> </text>
              <text x="4" y="36">Dog</text>
            </svg>
            """, path: "img/label.svg", files: ["memory/pets.json": Examples.memory(cards: #""../img/cat.png", "../img/label.svg""#)])])

    static let inputs: PackRuleInputs = .every([.assetReferences], assets: true)

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
            // why: a drawing with a clip path on 1,121 elements is one thing to fix, not 1,121
            var order: [String] = []
            var lines: [String: [Int?]] = [:]
            var severities: [String: ArtIssue.Severity] = [:]
            for issue in document.issues {
                if lines[issue.message] == nil { order.append(issue.message) }
                lines[issue.message, default: []].append(issue.line)
                if issue.severity == .error { severities[issue.message] = .error }
            }
            return order.map { message in
                let at = lines[message] ?? []
                let start = Self.offset(ofLine: at.first.flatMap { $0 } ?? 1, in: bytes)
                let more = at.count > 1 ? " (\(at.count) elements of this file; the first is here)" : ""
                return Diagnostic(ruleID: Self.description.id, severity: severities[message] == .error ? .error : .warning,
                                  message: message + more, file: path, range: start..<min(bytes.count, start + 1))
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
