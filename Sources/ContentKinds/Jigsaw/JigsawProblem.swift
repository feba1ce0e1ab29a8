import ContentArt
import ContentCore

/// What can go wrong with a cut's geometry, found before any pixel is cut.
public enum JigsawProblem: Hashable, Sendable, CustomStringConvertible {
    /// A knob reaches outside the picture.
    case leavesPicture(edge: String)
    /// Two edges cross (a knob runs into another edge or knob).
    case crosses(edge: String, other: String)
    /// The grid's cells are smaller than the minimum.
    case piecesTooSmall(width: Double, height: Double, minimum: Int)
    /// Two pieces have the same outline.
    case sameOutline(piece: String, other: String)

    public var description: String {
        switch self {
        case .leavesPicture(let edge):
            "the tab of the edge \(edge) reaches outside the picture; lower tabSize or jitter"
        case .crosses(let edge, let other):
            "the edge \(edge) crosses the edge \(other); lower tabSize or jitter, or change the seed"
        case .piecesTooSmall(let width, let height, let minimum):
            "the grid cuts pieces of \(Int(width.rounded(.down)))x\(Int(height.rounded(.down))) pixels; pieces must be at least \(counted(minimum, "pixel")) on each side (use a larger picture or fewer rows and columns)"
        case .sameOutline(let piece, let other):
            "pieces \(piece) and \(other) have the same outline, so players cannot tell where they go; add jitter or change the seed"
        }
    }
}
