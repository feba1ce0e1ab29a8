import ContentArt
import ContentCore

/// How two cards of a set look to a child, from their figures' resemblance. Thresholds are
/// measured on the labelled card pairs of `CardLikenessTests` (transformed copies of 42 clip-art
/// drawings, the clip art's own pairs, and openclipart fruit, road-sign and playing-card pairs,
/// labelled by looking).
public enum CardLikeness: Sendable, Hashable {
    /// One drawing twice: mirrored, rescaled, with a margin, recoloured a little or re-exported.
    case sameDrawing
    /// Different drawings of one thing in one colour (three red apples): a child would confuse them.
    case confusable
    /// Different things, or the same thing clearly told apart by colour or a mark.
    case different

    /// How alike two figures are, with the resemblance it rests on: the more alike verdict of
    /// the second figure as it is and mirrored (a mirrored copy whose outline and colours
    /// happen to match a little better unmirrored is still found).
    public static func judge(_ first: FigureLook, _ second: FigureLook) -> (likeness: CardLikeness, resemblance: FigureResemblance) {
        let both = FigureResemblance.bothWays(first, second)
        let verdicts = both.map { (CardLikeness($0), $0) }
        return verdicts.min { $0.0.rank < $1.0.rank } ?? verdicts[0]
    }

    /// 0 for the most alike.
    private var rank: Int {
        switch self {
        case .sameDrawing: 0
        case .confusable: 1
        case .different: 2
        }
    }

    /// The likeness of two figures whose resemblance is `resemblance`.
    public init(_ resemblance: FigureResemblance) {
        // why: copies kept silhouettes ≥ 0.92 and, recoloured by up to ΔE 15, a median cell
        // gap ≤ 10, a 95th-percentile gap ≤ 20 and no cell over ΔE 40; an 8 and a 9 of hearts
        // (one pip apart) have a cell ΔE 60 apart
        if resemblance.silhouette >= 0.9, resemblance.typicalColourGap <= 12,
           resemblance.markedColourGap <= 25, resemblance.largestColourGap <= 45,
           Self.sameDetail(resemblance) {
            self = .sameDrawing
        } else if Self.hueTurnedCopy(resemblance) {
            self = .confusable
        } else if resemblance.outline >= 0.7, resemblance.colourAgreement >= 0.7,
                  resemblance.typicalColourGap <= 35, resemblance.chromaticShare >= 0.5,
                  !Self.sharesATemplate(resemblance), !resemblance.framesOnly {
            // why: red apples by different artists overlap 0.76-0.93 at a glance, share 0.7 or
            // more of their palettes and differ by a median ΔE of at most 33 (shading styles);
            // looser bounds called a whole lemon and a lemon wedge (0.57 at a glance), or an
            // orange slice and a pear (0.65), confusable. Figures mostly black, grey or white
            // (line art, grey icons) share their palette whatever they show: on openclipart
            // 12 of 30 sampled confusable pairs were such icons or rosettes before this bound.
            // Two photographs (all figure, no ground) share their frames, not an outline: on
            // GCompris's categorised photographs the Sydney Opera House and the Dome of the
            // Rock, a goldfish and a sand fish, were confusable by frame and sky
            self = .confusable
        } else {
            self = .different
        }
    }

    /// The finer test of one drawing: the same lines and no part coloured differently where
    /// the 32x32 silhouettes only say the same outline.
    // why: copies (mirrored, rescaled, with margins, recoloured, PNG) kept an ink overlap at
    // 64x64 of 0.80 or more, no 4x4 block's mean ink more than 0.19 apart, and the
    // 95th-percentile colour gap within 12.5 of the median one (a recolour shifts every cell
    // alike). On openclipart 1,701 pairs of different spirograph rosettes (empty discs in
    // thin lines, one white disc at 32x32) overlapped 0.75 at the 99th percentile, 3 of them
    // 0.78 or more; icons differing by a badge, a pip or a pose (8 and 9 of clubs, zoom in and
    // out, escalator up and down, a stick man's arm) have a block 0.236-0.98 apart, and two
    // orange slices labelled one drawing 0.223; card backs
    // with and without a pattern in their own blue, and folders with different grey emblems,
    // a 95th-percentile gap 13.7-20.5 over a median of 0-1.8
    static func sameDetail(_ resemblance: FigureResemblance) -> Bool {
        resemblance.inkOverlap >= 0.78 && resemblance.largestInkGap <= 0.23
            && resemblance.markedColourGap - resemblance.typicalColourGap <= 13
    }

    /// The same drawing with every colour turned a little round the hue circle (a picker's hue
    /// slider): the same lines, and most of the figure explained by one turn of 4° to 25°.
    /// A child tells such a pair apart only side by side, so it is confusable, not one drawing.
    // why: on the clip art turned ±20° (plain, and mirrored with a margin) 79 of 84 copies
    // were found with 0.85 of their cells explained (0.71-0.82 missed: small parts whose
    // cells mix colours); no labelled pair of different things passed, the lemons and limes
    // drawn alike (a 17° turn) explaining at most 0.03 of their cells; a turn below 4° is
    // the same colours, the finer test's
    static func hueTurnedCopy(_ resemblance: FigureResemblance) -> Bool {
        resemblance.silhouette >= 0.9 && resemblance.inkOverlap >= 0.78 && resemblance.largestInkGap <= 0.23
            && resemblance.recolour.explained >= 0.85 && resemblance.recolour.coloured >= 0.03
            && (4...25).contains(abs(resemblance.recolour.turn))
    }

    /// One frame with a clearly different part: road signs of one set, playing cards of one
    /// suit, animals drawn from one template. What differs is what tells them apart.
    // why: template pairs overlap ≥ 0.95 and have some cell ΔE 60 or more apart (black on white
    // is 100); different apples never overlapped that exactly
    static func sharesATemplate(_ resemblance: FigureResemblance) -> Bool {
        resemblance.silhouette >= 0.95 && resemblance.largestColourGap >= 60
    }
}
