import Foundation

/// One sitting of an IQ test: the items in the order they are given, the time budget, the
/// answers recorded, and the result: raw score per series and in total, then IQ, percentile and
/// the age group's average from the test's norms.
public struct IQSession: Sendable {
    /// One item as the session gives it.
    public struct Step: Sendable, Equatable {
        /// The id of the matrix series the item belongs to.
        public let series: String
        /// The item to show.
        public let item: MatrixItem
    }

    /// A scored sitting.
    public struct Result: Sendable, Equatable {
        /// Items answered right, by series id.
        public let rawScores: [String: Int]
        /// Items answered right in the whole test (the sum of `rawScores`).
        public let rawScore: Int
        /// IQ, percentile and the age group's average, when the norms cover the age.
        public let score: IQScore?
        /// The report's part, when the test names a report and the norms give an IQ: the
        /// professions whose typical IQ is nearest and the level the IQ falls in.
        public let report: ReportPart?
    }

    /// What the report says about a result; `premium` when the test's detailed report is paid.
    public struct ReportPart: Sendable, Equatable {
        /// The professions whose typical IQ is nearest the result's, nearest first.
        public let nearestProfessions: [IQReport.Profession]
        /// The report's level the IQ falls in; nil below the lowest level's `from`.
        public let level: IQReport.Level?
        /// `true` when the test's detailed report is paid (`IQTest.reportPremium`): show it to subscribers only.
        public let premium: Bool
    }

    /// The test being taken.
    public let test: IQTest
    /// Every item of the test, series by series, in order.
    public let steps: [Step]
    /// The chosen option (0-based) by item id; a later answer to the same item replaces it.
    public private(set) var answers: [String: Int] = [:]

    /// Starts a sitting of `test`; nil when the bundle lacks one of its series.
    /// - Throws: `BundleError` when the series' file cannot be used.
    public init?(_ test: IQTest, in bundle: ContentBundle) throws {
        guard let series = try bundle.series(of: test) else { return nil }
        self.test = test
        steps = series.flatMap { one in one.items.map { Step(series: one.id, item: $0) } }
    }

    /// Seconds left after `elapsed` seconds, never below 0.
    public func secondsLeft(after elapsed: TimeInterval) -> TimeInterval {
        max(0, TimeInterval(test.timeLimitSeconds) - elapsed)
    }

    /// Records the option chosen for an item of the test; false (nothing recorded) for an item
    /// that is not in the test or an option it does not have.
    @discardableResult
    public mutating func record(option: Int, for itemID: String) -> Bool {
        guard let step = steps.first(where: { $0.item.id == itemID }), step.item.options.indices.contains(option) else { return false }
        answers[itemID] = option
        return true
    }

    /// The result: each recorded answer checked against the bundle's key, unanswered items
    /// counting as wrong, placed on the norms for `age`.
    public func result(age: Int, in bundle: ContentBundle) throws -> Result {
        var perSeries: [String: Int] = Dictionary(uniqueKeysWithValues: Set(steps.map(\.series)).map { ($0, 0) })
        for step in steps {
            guard let option = answers[step.item.id], try bundle.check(answer: .option(option), for: step.item.id) else { continue }
            perSeries[step.series, default: 0] += 1
        }
        let total = perSeries.values.reduce(0, +)
        let score = try bundle.tables.score(rawScore: total, age: age, series: test.series)
        let report = try score.flatMap { score in
            try bundle.report(of: test).map { report in
                ReportPart(nearestProfessions: report.nearestProfessions(to: score.iq), level: report.level(for: score.iq),
                           premium: test.reportPremium ?? false)
            }
        }
        return Result(rawScores: perSeries, rawScore: total, score: score, report: report)
    }
}
