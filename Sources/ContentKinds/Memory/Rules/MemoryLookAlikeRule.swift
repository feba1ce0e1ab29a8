import ContentArt
import ContentCore

/// No two cards of a set are the same drawing.
struct MemoryLookAlikeRule: FileRule {
    static let description = RuleDescription(
        id: "memory-look-alike",
        summary: "No two cards of a memory set may be the same drawing",
        rationale: """
            A pair game with two different files showing one drawing (a copy mirrored, rescaled, \
            with a margin, recoloured a little or exported to PNG) has pairs the player cannot \
            tell apart. Each card is looked at as shown on a white card: its figure is cropped to \
            its bounds and fitted into a 32x32 square; two cards are the same drawing when their \
            silhouettes, as they are or mirrored, overlap almost exactly, no part of them \
            differs clearly in colour (beyond what a recolour shifts everywhere alike), and \
            their lines agree too: the ink of the figures (strokes and fills, not the white \
            inside them) fitted into 64x64 cells overlaps by 78 % or more and no 4x4 block of \
            it differs by more than 23 % of full ink. \
            Line drawings that fill one outline with different lines (two spirograph rosettes, \
            an 8 and a 9 of clubs, a folder with and without a badge) are not the same drawing. \
            Different drawings of one thing are \
            `memory-confusable`'s finding; different things sharing an outline (a 3 and a 7 of \
            hearts, road signs) differ in colour somewhere inside and are not reported.
            """,
        kind: .memory,
        severity: .error,
        measured: """
            Tests/ContentKitTests/CardLikenessTests: 379 copies of 42 clip-art drawings (mirrored, \
            rescaled, with margins, recoloured, exported to PNG) and two openclipart files of one \
            drawing: 371 found (recall 0.98); 1 of 372 findings on a pair labelled otherwise \
            (precision 0.997) among 1,676 labelled pairs of openclipart-svg 0.18 (Debian). \
            Library duplicates (Scripts/measure/memory-cards): openclipart's 29 drawings filed \
            twice and re-saved, all found, 0 of 171 same-named different drawings reported; \
            tuxpaint-stamps-default 2022.06.04's SVG stamps beside their own PNG exports: 70 of 76 \
            found, 3 more reported as memory-confusable, 3 missed (near the bounds: an ink block \
            0.23-0.28 apart, silhouettes 0.89 alike), 0 of 9 different pairs reported \
            (7 stamps drawn only as text are blank to the builder; svg-profile says so). \
            Tests/RealContent, gcompris-qt-data 3.1: its memory game's 21 animals and 19 sets of \
            its categorised photographs (fishes, tools, monuments, renewable energy), WebP made \
            PNG: 0 findings; each set's first photograph re-exported (75 % size, JPEG quality \
            85, brighter) beside itself: 19 of 19 found.
            """,
        valid: [
            Example(Examples.memory()),
            Example(Examples.memory(cards: #""img/three.svg", "img/seven.svg""#),
                    files: ["img/three.svg": Examples.playingCardSVG(pips: 3), "img/seven.svg": Examples.playingCardSVG(pips: 7)]),
            Example(Examples.memory(cards: #""img/rosette-17.svg", "img/rosette-19.svg""#),
                    files: ["img/rosette-17.svg": Examples.rosetteSVG(points: 47, step: 17), "img/rosette-19.svg": Examples.rosetteSVG(points: 47, step: 19)]),
        ],
        invalid: [
            Example(Examples.memory(cards: #""img/cat.svg", ↓"img/cat-copy.svg""#),
                    files: ["img/cat-copy.svg": Examples.triangleSVG(size: 40)]),
            Example(Examples.memory(cards: #""img/boot.svg", ↓"img/boot-mirrored.svg""#),
                    files: ["img/boot.svg": Examples.bootSVG(), "img/boot-mirrored.svg": Examples.bootSVG(mirrored: true, margin: 30)]),
        ])

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        MemoryCardPair.pairs(of: file, context).filter { $0.likeness == .sameDrawing }.map { pair in
            let how = pair.resemblance.mirrored ? "mirrored, " : ""
            return Self.diagnostic(
                "card \"\(pair.card.path)\" is the same drawing as \"\(pair.earlier.path)\" (\(how)silhouettes \(Int((pair.resemblance.silhouette * 100).rounded(.down))) % alike, lines \(Int((pair.resemblance.inkOverlap * 100).rounded(.down))) %, colours at most ΔE \(Int(pair.resemblance.markedColourGap.rounded())) apart); players could not tell the pair apart",
                in: file, at: pair.card.node.range, notes: [pair.note(in: file)])
        }
    }
}
