/// One section of an IQ test (`items/matrix-series.json`, one per pack file): progressive-matrix
/// items in the order they are given, with the section's time limit.
public struct MatrixSeries: BundleItem {
    /// `ContentKind.matrixSeries`.
    public static let kind = ContentKind.matrixSeries

    /// The series' id, as `IQTest.series` and norm tables name it; stable across releases.
    public var id: String
    /// The series' name by locale.
    public var title: LocalizedText
    /// Time for the whole series, in seconds.
    public var timeLimitSeconds: Int
    /// `true` for content behind the paywall; nil or `false` for free content.
    public var premium: Bool?
    /// The items, in the order they are given.
    public var items: [MatrixItem]
}

/// One progressive-matrix item: a 3x3 grid with the ninth panel missing (pictured items may be
/// 2x2 or single), and 6-8 options of which one is right.
public struct MatrixItem: Codable, Sendable, Equatable {
    /// The item's id: unique in the pack, stable across releases (store players' results against it).
    public var id: String
    /// Difficulty, 1 (easiest) to 10.
    public var difficulty: Int
    /// `true` for content behind the paywall; nil or `false` for free content.
    public var premium: Bool?
    /// `rendered` or `pictured`.
    public var form: String
    /// Rendered items: the panel layout (`center`, `grid2x2`, `grid3x3`, `left-right`, `up-down`,
    /// `out-in-center`, `out-in-grid`); pictured: `3x3` (default), `2x2` or `single`.
    public var layout: String?
    /// Rendered items: per component of the layout, the rules its panels follow (what explains the key).
    public var components: [MatrixComponentRules]?
    /// The shown panels, row by row (8 for a 3x3 grid).
    public var panels: [MatrixPanel]
    /// The options, in the order to show them; `answer` indexes them.
    public var options: [MatrixPanel]
    /// Embedded packs only: 0-based index into `options`.
    public var answer: Int?
    /// Rendered items: bundle paths of the drawn panels and options (PNG; an SVG beside each).
    public var panelImages: [String]?
    /// Rendered items: bundle paths of the drawn options (PNG, 200x200, an SVG beside each), in order.
    public var optionImages: [String]?
}

/// A panel: components with entities (rendered) or a picture path (pictured).
public enum MatrixPanel: Codable, Sendable, Equatable {
    case rendered([MatrixComponentState])
    case picture(String)

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let path = try? container.decode(String.self) { self = .picture(path) } else {
            self = .rendered(try container.decode([MatrixComponentState].self))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .rendered(let components): try container.encode(components)
        case .picture(let path): try container.encode(path)
        }
    }
}

/// One component of a rendered panel: the shapes in its slots.
public struct MatrixComponentState: Codable, Sendable, Equatable {
    /// The component's shapes, at most one per slot.
    public var entities: [MatrixEntity]
}

/// One shape of a rendered panel.
public struct MatrixEntity: Codable, Sendable, Equatable {
    /// `triangle`, `square`, `pentagon`, `hexagon` or `circle`.
    public var type: String
    /// Size level 1-6: 45 % to 95 % of half the slot, in steps of 10 %.
    public var size: Int
    /// Grey level 0 (white) to 9 (black).
    public var color: Int
    /// Rotation in degrees (−180 to 360), clockwise; decoration that no rule reads. nil means 0.
    public var angle: Int?
    /// The shape's place in its component, 0-based, row by row.
    public var slot: Int
}

extension ContentKind {
    /// `"kind": "matrix-series"`.
    public static let matrixSeries = ContentKind("matrix-series")
}

extension ContentBundle {
    /// The bundle's IQ matrix series, in pack order.
    public var matrixSeries: [MatrixSeries] { get throws { try items(MatrixSeries.self) } }
}

extension MatrixSeries: AnswerKeyed {
    /// Each item's key: the 0-based index of the right option.
    static func answerEntries(of series: [MatrixSeries], stored: StoredAnswers) -> [(String, AnswerEntry)] {
        series.flatMap(\.items).map { ($0.id, stored.option($0.id, embedded: $0.answer, options: $0.options.count)) }
    }
}
