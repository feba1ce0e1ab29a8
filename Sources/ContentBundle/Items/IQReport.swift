/// What the IQ report says about a result: typical IQs of professions and named levels.
public struct IQReport: BundleItem, Identifiable {
    /// `ContentKind.iqReport`.
    public static let kind = ContentKind.iqReport

    /// The report's id, as `IQTest.report` names it.
    public var id: String
    /// Professions with their typical IQ, for "your IQ is like a …".
    public var professions: [Profession]
    /// From the lowest: each level runs from its `from` up to the next level's.
    public var levels: [Level]

    /// A profession and its typical IQ.
    public struct Profession: Codable, Sendable, Equatable {
        /// The profession's name by locale.
        public var name: LocalizedText
        /// The typical IQ of people in the profession.
        public var iq: Int
    }

    /// A named band of the IQ scale.
    public struct Level: Codable, Sendable, Equatable {
        /// The lowest IQ of the level, included; the level runs up to the next level's `from`.
        public var from: Int
        /// The level's name by locale.
        public var label: LocalizedText
    }

    /// The `count` professions whose typical IQ is nearest `iq` (ties: the higher first, then
    /// the report's order).
    public func nearestProfessions(to iq: Int, count: Int = 3) -> [Profession] {
        // why: distances as magnitudes of wrapping differences, exact for every pair of Ints
        let ranked = professions.enumerated().sorted { a, b in
            let (da, db) = (Self.distance(a.element.iq, iq), Self.distance(b.element.iq, iq))
            return da != db ? da < db : a.element.iq != b.element.iq ? a.element.iq > b.element.iq : a.offset < b.offset
        }
        return ranked.prefix(max(0, count)).map(\.element)
    }

    private static func distance(_ a: Int, _ b: Int) -> UInt { a >= b ? UInt(bitPattern: a &- b) : UInt(bitPattern: b &- a) }

    /// The IQs a report may name (the schema's bounds).
    static let iqRange = 0...250

    /// A profession's IQ or a level's lowest IQ outside 0-250 (`BundleItem.problem`).
    public func problem() -> String? {
        if let bad = professions.first(where: { !Self.iqRange.contains($0.iq) }) { return "a profession's IQ \(bad.iq) is outside 0-250" }
        if let bad = levels.first(where: { !Self.iqRange.contains($0.from) }) { return "a level's IQ \(bad.from) is outside 0-250" }
        return nil
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
    public var iqReports: [IQReport] { get throws { try items(IQReport.self) } }

    /// The report a test names, if any.
    /// - Throws: `BundleError` when the reports' file cannot be used.
    public func report(of test: IQTest) throws -> IQReport? {
        guard let id = test.report else { return nil }
        return try iqReports.first { $0.id == id }
    }
}
