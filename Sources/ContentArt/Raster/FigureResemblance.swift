import Foundation

/// How alike two figures look, measured on their `FigureLook`s as they are and with the second
/// mirrored left to right, whichever matches better.
public struct FigureResemblance: Sendable, Hashable {
    /// Silhouette overlap (intersection over union of the cell coverages), 0...1, on the full
    /// 32x32 square: how exactly the outlines agree.
    public let silhouette: Double
    /// The same on 8x8 cells: how alike the outlines are at a glance.
    public let outline: Double
    /// Colour difference (CIELAB ΔE) on 16x16 cells inside both figures: the median cell.
    public let typicalColourGap: Double
    /// The same, the cell at the 95th percentile: the clearest local difference (a mark, a pip,
    /// a differently coloured part) that is not a single stray cell.
    public let markedColourGap: Double
    /// The largest colour difference of one 32x32 cell inside both figures: a single pip or
    /// mark that one card has and the other lacks.
    public let largestColourGap: Double
    /// How much of the two palettes agree (histogram intersection), 0...1: the same kinds of
    /// colour in the same amounts.
    public let colourAgreement: Double
    /// The smaller of the two figures' shares of colour that is not black, grey or white.
    public let chromaticShare: Double
    /// Ink overlap at 64x64 (`FigureLook.ink`, intersection over union cell for cell): how
    /// exactly the lines agree. The same drawing keeps its lines; drawings filling one
    /// silhouette with different lines (spirograph rosettes, a 9 and an 8 of clubs) do not.
    public let inkOverlap: Double
    /// The largest difference of mean ink, 0...1, of one 4x4 block of the 64x64 ink squares: a
    /// badge, a pip or a mark one figure has and the other lacks.
    public let largestInkGap: Double
    /// Whether the second figure matched better mirrored.
    public let mirrored: Bool
    /// Whether both pictures are all figure, with no ground around it (photographs, pictures
    /// filled to their edges: 95 % of their pixels or more): their outlines are their frames.
    public let framesOnly: Bool
    /// The same drawing recoloured as a whole, as a colour picker's hue slider does: how far
    /// and how evenly the colours of the second figure are turned round the hue circle.
    public let recolour: Recolour

    /// A whole-figure hue turn and how much of the figure it explains.
    public struct Recolour: Sendable, Hashable {
        /// The median turn (HSL hue degrees, -180...180) of the cells coloured in both figures.
        public let turn: Double
        /// The share of the cells inside both figures that the turn explains: coloured in both,
        /// turned by `turn` give or take 12° and keeping their HSL saturation within 0.12 and
        /// lightness within 0.1; or grey in both and within ΔE 12.
        public let explained: Double
        /// The share of the cells inside both figures that are coloured in both.
        public let coloured: Double
    }

    /// The better of `second` as it is and mirrored, compared with `first`.
    public init(_ first: FigureLook, _ second: FigureLook) {
        let both = Self.bothWays(first, second)
        self = both[0]
    }

    /// `second` compared with `first` as it is and mirrored, the better match (as `init`
    /// chooses it) first: a verdict that weighs more than the outline and colours can take
    /// the other when it says the pair is more alike.
    public static func bothWays(_ first: FigureLook, _ second: FigureLook) -> [FigureResemblance] {
        let straight = Self(first, second, mirrored: false)
        let flipped = Self(first, second, mirrored: true)
        return straight.mismatch <= flipped.mismatch ? [straight, flipped] : [flipped, straight]
    }

    private var mismatch: Double { (1 - silhouette) + typicalColourGap / 100 + markedColourGap / 200 }

    private init(_ first: FigureLook, _ second: FigureLook, mirrored: Bool) {
        let side = FigureLook.side
        func cell(_ index: Int) -> Int { mirrored ? (index / side) * side + side - 1 - index % side : index }
        var shared: Float = 0, either: Float = 0
        for index in 0..<(side * side) {
            let a = first.silhouette[index], b = second.silhouette[cell(index)]
            shared += min(a, b)
            either += max(a, b)
        }
        self.silhouette = either > 0 ? Double(shared / either) : 1
        var largest: Float = 0
        for index in 0..<(side * side) where first.silhouette[index] >= 0.5 && second.silhouette[cell(index)] >= 0.5 {
            let difference = first.colours[index] - second.colours[cell(index)]
            largest = max(largest, (difference * difference).sum().squareRoot())
        }
        self.largestColourGap = Double(largest)
        self.colourAgreement = Double(zip(first.palette, second.palette).map { min($0, $1) }.reduce(0, +))
        self.chromaticShare = Double(min(first.palette.prefix(12).reduce(0, +), second.palette.prefix(12).reduce(0, +)))
        self.outline = Self.overlap(Self.pooled(first.silhouette, by: 4, mirrored: false), Self.pooled(second.silhouette, by: 4, mirrored: mirrored))
        let firstFigure = Self.pooled(first.silhouette, by: 2, mirrored: false), secondFigure = Self.pooled(second.silhouette, by: 2, mirrored: mirrored)
        let firstColours = Self.pooled(first.colours, by: 2, mirrored: false), secondColours = Self.pooled(second.colours, by: 2, mirrored: mirrored)
        var gaps: [Double] = []
        for index in firstFigure.indices where firstFigure[index] >= 0.5 && secondFigure[index] >= 0.5 {
            let difference = firstColours[index] - secondColours[index]
            gaps.append(Double((difference * difference).sum().squareRoot()))
        }
        gaps.sort()
        // why: no shared cell means nothing in common to compare; the silhouettes then say all
        self.typicalColourGap = gaps.isEmpty ? 100 : gaps[gaps.count / 2]
        self.markedColourGap = gaps.isEmpty ? 100 : gaps[min(gaps.count - 1, gaps.count * 95 / 100)]
        self.mirrored = mirrored
        self.framesOnly = min(first.figureShare, second.figureShare) >= 0.95
        (self.inkOverlap, self.largestInkGap) = Self.ink(first.ink, second.ink, mirrored: mirrored)
        // why: only figures whose outlines agree can be one drawing recoloured; the turn is not
        // measured for the others (most pairs of a set)
        self.recolour = silhouette >= 0.9 ? Self.recolour(first, second, cell: cell) : Recolour(turn: 0, explained: 0, coloured: 0)
    }

    /// The whole-figure hue turn of `second` against `first` on the cells inside both, `cell`
    /// mapping a cell of `first` to `second`'s.
    // why: the turn is measured on the HSL hue circle, where a picker's slider turns every
    // colour alike and keeps saturation and lightness (a CIELAB turn of one slider step varies
    // from 7° to 45° with the hue); a lemon and a lime drawn alike are 17° apart too, but the
    // lime is less saturated: no cell of theirs keeps its saturation within 0.12
    static func recolour(_ first: FigureLook, _ second: FigureLook, cell: (Int) -> Int) -> Recolour {
        let shared = (0..<(FigureLook.side * FigureLook.side)).filter { first.silhouette[$0] >= 0.5 && second.silhouette[cell($0)] >= 0.5 }
        guard !shared.isEmpty else { return Recolour(turn: 0, explained: 0, coloured: 0) }
        func isColoured(_ lab: SIMD3<Float>) -> Bool { (lab.y * lab.y + lab.z * lab.z).squareRoot() >= 12 }
        func wrapped(_ degrees: Float) -> Float { degrees > 180 ? degrees - 360 : degrees < -180 ? degrees + 360 : degrees }
        var turns: [Float] = []
        for index in shared {
            let a = first.colours[index], b = second.colours[cell(index)]
            guard isColoured(a), isColoured(b) else { continue }
            turns.append(wrapped(second.hsl[cell(index)].x - first.hsl[index].x))
        }
        let turn = turns.isEmpty ? 0 : turns.sorted()[turns.count / 2]
        var explained = 0
        for index in shared {
            let a = first.colours[index], b = second.colours[cell(index)]
            switch (isColoured(a), isColoured(b)) {
            case (true, true):
                let x = first.hsl[index], y = second.hsl[cell(index)]
                if abs(wrapped(y.x - x.x - turn)) <= 12, abs(y.z - x.z) <= 0.1,
                   abs(y.y - x.y) <= 0.12 { explained += 1 }
            case (false, false):
                let difference = a - b
                if (difference * difference).sum().squareRoot() <= 12 { explained += 1 }
            default:
                break
            }
        }
        return Recolour(turn: Double(turn), explained: Double(explained) / Double(shared.count), coloured: Double(turns.count) / Double(shared.count))
    }

    /// `inkOverlap` and `largestInkGap` of two ink squares, the second optionally mirrored.
    static func ink(_ first: [UInt8], _ second: [UInt8], mirrored: Bool) -> (overlap: Double, largestGap: Double) {
        let side = FigureLook.fineSide, block = 4, blocks = side / block
        var shared = 0, either = 0
        var blockSums = [Int](repeating: 0, count: blocks * blocks)
        for y in 0..<side {
            for x in 0..<side {
                let a = Int(first[y * side + x]), b = Int(second[y * side + (mirrored ? side - 1 - x : x)])
                shared += min(a, b)
                either += max(a, b)
                blockSums[(y / block) * blocks + x / block] += a - b
            }
        }
        let largest = blockSums.map { abs($0) }.max() ?? 0
        // why: two figures without ink (white shapes) have no lines to disagree on
        return (either > 0 ? Double(shared) / Double(either) : 1, Double(largest) / Double(255 * block * block))
    }

    /// Intersection over union of two coverages.
    static func overlap(_ a: [Float], _ b: [Float]) -> Double {
        var shared: Float = 0, either: Float = 0
        for index in a.indices {
            shared += min(a[index], b[index])
            either += max(a[index], b[index])
        }
        return either > 0 ? Double(shared / either) : 1
    }

    /// Means of `factor` x `factor` blocks of a `FigureLook.side` square of coverages, optionally mirrored.
    static func pooled(_ values: [Float], by factor: Int, mirrored: Bool) -> [Float] {
        pooled(values.map { SIMD3<Float>($0, 0, 0) }, by: factor, mirrored: mirrored).map(\.x)
    }

    /// Means of `factor` x `factor` blocks of a `FigureLook.side` square of colours, optionally mirrored.
    static func pooled(_ values: [SIMD3<Float>], by factor: Int, mirrored: Bool) -> [SIMD3<Float>] {
        let side = FigureLook.side, pooledSide = side / factor
        var result = [SIMD3<Float>](repeating: SIMD3<Float>(repeating: 0), count: pooledSide * pooledSide)
        for y in 0..<side {
            for x in 0..<side {
                let column = mirrored ? pooledSide - 1 - x / factor : x / factor
                result[(y / factor) * pooledSide + column] += values[y * side + x]
            }
        }
        let scale = 1 / Float(factor * factor)
        return result.map { $0 * scale }
    }
}
