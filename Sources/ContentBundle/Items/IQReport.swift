/// What the IQ report says about a result: typical IQs of professions and named levels.
public struct IQReport: BundleItem, Identifiable {
    public static let kind = ContentKind.iqReport

    public var id: String
    public var professions: [Profession]
    /// From the lowest: each level runs from its `from` up to the next level's.
    public var levels: [Level]

    public struct Profession: Codable, Sendable, Equatable {
        public var name: LocalizedText
        public var iq: Int
    }

    public struct Level: Codable, Sendable, Equatable {
        public var from: Int
        public var label: LocalizedText
    }

    /// The `count` professions whose typical IQ is nearest `iq` (ties: the higher first, then
    /// the report's order).
    public func nearestProfessions(to iq: Int, count: Int = 3) -> [Profession] {
        let ranked = professions.enumerated().sorted { a, b in
            let (da, db) = (abs(a.element.iq - iq), abs(b.element.iq - iq))
            return da != db ? da < db : a.element.iq != b.element.iq ? a.element.iq > b.element.iq : a.offset < b.offset
        }
        return ranked.prefix(max(0, count)).map(\.element)
    }

    /// The level an IQ falls in: the last whose `from` it reaches (nil below the first).
    public func level(for iq: Int) -> Level? {
        levels.last { $0.from <= iq }
    }
}

extension ContentKind {
    /// `"kind": "iq-report"`: the report's professions and levels (runtime type `IQReport`).
    public static let iqReport = ContentKind("iq-report")
}

extension ContentBundle {
    /// The bundle's IQ reports, in pack order.
    public var iqReports: [IQReport] { items(IQReport.self) }

    /// The report a test names, if any.
    public func report(of test: IQTest) -> IQReport? {
        test.report.flatMap { id in iqReports.first { $0.id == id } }
    }
}
