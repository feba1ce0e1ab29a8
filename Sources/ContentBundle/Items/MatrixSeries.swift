public struct MatrixSeries: BundleItem {
    public static let kind = ContentKind.matrixSeries

    public var id: String
    public var title: LocalizedText
    public var timeLimitSeconds: Int
    public var premium: Bool?
    public var items: [MatrixItem]
}

public struct MatrixItem: Codable, Sendable, Equatable {
    public var id: String
    public var difficulty: Int
    public var premium: Bool?
    /// `rendered` or `pictured`.
    public var form: String
    public var layout: String?
    public var components: [MatrixComponentRules]?
    public var panels: [MatrixPanel]
    public var options: [MatrixPanel]
    /// Embedded packs only: 0-based index into `options`.
    public var answer: Int?
    /// Rendered items: bundle paths of the drawn panels and options (PNG; an SVG beside each).
    public var panelImages: [String]?
    public var optionImages: [String]?
}

public struct MatrixComponentRules: Codable, Sendable, Equatable {
    /// Attribute group (`number`, `position`, `type`, `size`, `color`) to rule name and parameters.
    public var rules: [String: [String: [String: RuleParameter]]]
}

/// A rule parameter: a step (number) or an operation name.
public enum RuleParameter: Codable, Sendable, Equatable {
    case number(Int)
    case text(String)

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) { self = .number(number) } else { self = .text(try container.decode(String.self)) }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .number(let number): try container.encode(number)
        case .text(let text): try container.encode(text)
        }
    }
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

public struct MatrixComponentState: Codable, Sendable, Equatable {
    public var entities: [MatrixEntity]
}

public struct MatrixEntity: Codable, Sendable, Equatable {
    public var type: String
    public var size: Int
    public var color: Int
    public var angle: Int?
    public var slot: Int
}

extension ContentKind {
    /// `"kind": "matrix-series"`.
    public static let matrixSeries = ContentKind("matrix-series")
}

extension ContentBundle {
    /// The bundle's IQ matrix series, in pack order.
    public var matrixSeries: [MatrixSeries] { items(MatrixSeries.self) }
}

extension MatrixSeries: AnswerKeyed {
    /// Each item's key: the 0-based index of the right option.
    static func answerEntries(of series: [MatrixSeries], stored: StoredAnswers) -> [(String, AnswerEntry)] {
        series.flatMap(\.items).map { ($0.id, stored.option($0.id, embedded: $0.answer, options: $0.options.count)) }
    }
}
