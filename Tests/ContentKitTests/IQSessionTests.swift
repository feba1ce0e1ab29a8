import ContentBundle
import Foundation
import Testing
@testable import ContentKit

/// A sitting of the sample pack's IQ test through the runtime, as the app runs it.
@Suite struct IQSessionTests {
    static let bundle: ContentBundle? = {
        guard let (url, _, _) = try? BundleFixture.build(TestPaths.content, into: BundleFixture.temporaryFolder("iq-session")) else { return nil }
        return try? ContentBundle.open(url)
    }()

    @Test func aSittingIsScoredPerSeriesAndOnTheNorms() throws {
        let bundle = try #require(Self.bundle)
        let test = try #require(bundle.iqTests.first)
        #expect(test.id == "matrices" && test.series == ["series-a"])
        var session = try #require(IQSession(test, in: bundle))
        #expect(session.steps.count == 12)
        #expect(session.steps.map(\.item.id).first == "a-01")
        #expect(session.secondsLeft(after: 1300) == 0 && session.secondsLeft(after: 200) == 1000)
        // the first six answered right, the next three wrong, the rest left open
        for (index, step) in session.steps.enumerated() where index < 9 {
            let right = try #require(try step.item.options.indices.first(where: { try bundle.check(answer: .option($0), for: step.item.id) }))
            let chosen = index < 6 ? right : (right + 1) % step.item.options.count
            let recorded = session.record(option: chosen, for: step.item.id)
            #expect(recorded)
        }
        let stranger = session.record(option: 0, for: "not-in-the-test")
        let outOfRange = session.record(option: 99, for: "a-01")
        #expect(!stranger && !outOfRange)
        let result = try session.result(age: 20, in: bundle)
        #expect(result.rawScores == ["series-a": 6] && result.rawScore == 6)
        // the sample norms: 6 right at ages 18-24 is IQ 84
        #expect(result.score?.iq == 84)
        #expect(result.score?.ageGroupAverage == 107 && result.score?.ageGroupLabel?["en"] == "Ages 18-24")
        #expect(result.score?.percentile == bundle.tables.score(rawScore: 6, age: 20)?.percentile)
        #expect(try session.result(age: 200, in: bundle).score == nil)
        // the report: IQ 84 is "Low average" (80-89); the nearest professions are the lowest three
        let report = try #require(result.report)
        #expect(report.premium)
        #expect(report.level?.label["en"] == "Low average")
        #expect(report.nearestProfessions.map { $0.name["en"] ?? "" } == ["Pre-school education", "Other education", "Primary education"])
        let full = try #require(bundle.report(of: test))
        #expect(full.nearestProfessions(to: 131, count: 2).map(\.iq) == [130, 133])
        #expect(full.level(for: 145)?.label["en"] == "Very superior")
    }

    @Test func aTestWhoseSeriesIsMissingCannotBeSat() throws {
        let bundle = try #require(Self.bundle)
        let test = IQTest(id: "ghost", title: ["en": "Ghost"], timeLimitSeconds: 60, premium: nil, series: ["series-z"])
        #expect(IQSession(test, in: bundle) == nil)
    }
}
