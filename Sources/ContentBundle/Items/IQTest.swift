/// An IQ test as the app runs it: matrix series in order under one time budget, scored with the
/// norms whose test is these series (`BundleTables.score(rawScore:age:series:)`).
public struct IQTest: BundleItem, Identifiable {
    /// `ContentKind.iqTest`.
    public static let kind = ContentKind.iqTest

    /// The item's id: unique in the pack, stable across releases (store players' results against it).
    public var id: String
    /// The test's name by locale.
    public var title: LocalizedText
    /// The time for the whole test.
    public var timeLimitSeconds: Int
    /// `true` for content behind the paywall; nil or `false` for free content.
    public var premium: Bool?
    /// The matrix series' ids, in the order they are taken.
    public var series: [String]
    /// The iq-norms the test names, by id, when it names them; lint made sure their test is
    /// `series`, so the norm table scoring `series` is theirs.
    public var norms: String?
    /// The iq-report that explains a result, by id.
    public var report: String?
    /// The detailed report is paid (the IQ itself stays free).
    public var reportPremium: Bool?

    /// A test as given (tests and previews; apps read tests from `ContentBundle.iqTests`).
    public init(id: String, title: LocalizedText, timeLimitSeconds: Int, premium: Bool? = nil, series: [String],
                norms: String? = nil, report: String? = nil, reportPremium: Bool? = nil) {
        self.id = id
        self.title = title
        self.timeLimitSeconds = timeLimitSeconds
        self.premium = premium
        self.series = series
        self.norms = norms
        self.report = report
        self.reportPremium = reportPremium
    }
}

extension IQTest {
    /// Why the tests cannot be taken (nil when they can): every series a test names is in the
    /// bundle.
    static func problem(_ items: [ContentKind: any Sendable]) -> String? {
        let series = Set((items[MatrixSeries.kind] as? [MatrixSeries] ?? []).map(\.id))
        let reports = Set((items[IQReport.kind] as? [IQReport] ?? []).map(\.id))
        for test in items[kind] as? [IQTest] ?? [] {
            if let missing = test.series.first(where: { !series.contains($0) }) {
                return "test \(test.id) names the series \(missing), which the bundle does not hold"
            }
            if let report = test.report, !reports.contains(report) {
                return "test \(test.id) names the report \(report), which the bundle does not hold"
            }
        }
        return nil
    }
}

extension ContentKind {
    /// `"kind": "iq-test"`: a test of matrix series (runtime type `IQTest`).
    public static let iqTest = ContentKind("iq-test")
}

extension ContentBundle {
    /// The bundle's IQ tests, in pack order.
    public var iqTests: [IQTest] { get throws { try items(IQTest.self) } }

    /// A test's series in the order they are taken, or nil when one is not in the bundle (`open`
    /// refuses such bundles, so only a bundle built in code can lack one).
    /// - Throws: `BundleError` when the series' file cannot be used.
    public func series(of test: IQTest) throws -> [MatrixSeries]? {
        let all = Dictionary(try matrixSeries.map { ($0.id, $0) }) { first, _ in first }
        let found = test.series.compactMap { all[$0] }
        return found.count == test.series.count ? found : nil
    }
}
