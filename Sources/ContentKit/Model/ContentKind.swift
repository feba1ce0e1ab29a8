/// The kinds of content file (FORMAT.md); each file says its kind in `"kind"`.
public enum ContentKind: String, Sendable, CaseIterable, Codable {
    case pack
    case riddles
    case numberSeries = "number-series"
    case matrixSeries = "matrix-series"
    case equations
    case anagrams
    case jigsaw
    case dots
    case memory
    case games
    case iqNorms = "iq-norms"
    case sequences
    case slides

    /// The schema file in `schemas/` for this kind.
    public var schemaFile: String { rawValue + ".json" }
}
