import ContentArt
import ContentCore

/// No two cards of a set are different drawings a child would confuse.
struct MemoryConfusableRule: FileRule {
    static let description = RuleDescription(
        id: "memory-confusable",
        summary: "Memory cards should not be different drawings a child would confuse",
        rationale: """
            Three different red apples on one board are three pairs a child mixes up: the same \
            outline at a glance and the same colours throughout. Two cards are confusable when \
            their figures (cropped, fitted, as they are or mirrored) have outlines alike on an \
            8x8 grid, the same kinds of colour in the same amounts (reds, greens, ...) and a \
            typical colour difference inside both no larger than shading styles make. Cards \
            sharing one frame with a clearly different part (a 3 and a 7 of hearts, road signs of \
            one set) or differing in colour throughout (a fox and a wolf drawn from one template, \
            a lemon and a lime) are told apart. One drawing with every colour turned a little \
            round the hue circle (4° to 25°, as a colour picker's hue slider does, keeping \
            saturation and lightness) is confusable too. Photographs and other pictures with no \
            ground around the figure are not compared this way (their outlines are their frames; \
            natural look-alikes, two photographs of mallards, are not found). Different drawings \
            are an info, not a warning (see what it was measured on); a recoloured copy is a \
            warning. Choose \
            another picture, or one thing in another colour.
            """,
        kind: .memory,
        severity: .info,
        measured: """
            Tests/ContentKitTests/CardLikenessTests, openclipart-svg 0.18 (Debian) and the clip art \
            of Tests/ContentArtTests/Clipart, pairs labelled by looking: 53 confusable pairs (red \
            apples, whole lemons, no-entry signs, ...) found 25, with 3 of 28 findings on pairs \
            labelled otherwise (precision 0.89, recall 0.47: different drawings of one thing are \
            often shaded apart); of 1,244 pairs of different things 99.8 % judged different. Copies \
            with every colour turned ±20° round the hue circle: 79 of 84 found (this rule, or \
            memory-look-alike for drawings with next to no colour); before, 28 % of 80 sets. \
            Tests/RealContent, gcompris-qt-data 3.1 (a source not tuned for): its memory game's 21 \
            animals, drawn on one template (same pose, shadow and outline style), gave 5 \
            findings, all false by eye (a brown bear and a pink pig; a lion and a cat; the \
            closest, a brown monkey and a brown bear, borderline); its 146 categorised photographs \
            gave 3 before photographs were left out (frames, not outlines), one true (two solar \
            panels). Precision on both sources is under the 90 % a warning needs, so these are \
            infos: a hint to look, not a verdict. A hue-turned copy stays a warning: no pair of \
            different things in either source passed that test.
            """,
        valid: [
            Example(Examples.memory()),
            Example(Examples.memory(cards: #""img/fox.svg", "img/wolf.svg""#),
                    files: ["img/fox.svg": Examples.appleSVG(body: "#d2691e", leaf: false), "img/wolf.svg": Examples.appleSVG(body: "#808890", leaf: false)]),
        ],
        invalid: [
            Example(Examples.memory(cards: #""img/apple.svg", ↓"img/other-apple.svg""#),
                    files: ["img/apple.svg": Examples.appleSVG(body: "#d01818", leaf: true), "img/other-apple.svg": Examples.appleSVG(body: "#e02828", leaf: false)]),
        ])

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        MemoryCardPair.pairs(of: file, context).filter { $0.likeness == .confusable }.map { pair in
            let turned = CardLikeness.hueTurnedCopy(pair.resemblance)
            let why = turned
                ? "the same drawing with its colours turned \(Int(abs(pair.resemblance.recolour.turn).rounded()))° round the hue circle"
                : "outlines \(Int((pair.resemblance.outline * 100).rounded(.down))) % alike at a glance, colours typically ΔE \(Int(pair.resemblance.typicalColourGap.rounded())) apart"
            // why: a recoloured copy is one drawing measured exactly (no labelled pair of
            // different things passed the test); the rest is a judgement under 90 % precision
            return Self.diagnostic(
                "card \"\(pair.card.path)\" is easily confused with \"\(pair.earlier.path)\": \(why); a child could take one for the other",
                in: file, at: pair.card.node.range, notes: [pair.note(in: file)], severity: turned ? .warning : nil)
        }
    }
}
