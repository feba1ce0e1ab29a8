import ContentBundle
import Foundation
import Testing
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck
@testable import ContentOutput

/// A sitting of the sample pack's IQ test through the runtime, as the app runs it.
@Suite struct IQSessionTests {
    static let bundle: ContentBundle? = {
        try? ContentBundle.open(BundleFixture.sample.bundle)
    }()

    @Test func aSittingIsScoredPerSeriesAndOnTheNorms() throws {
        let bundle = try #require(Self.bundle)
        let test = try #require(bundle.iqTests.first)
        let series = ["series-a", "series-b", "series-c", "series-d", "series-e"]
        #expect(test.id == "matrices" && test.series == series)
        var session = try #require(try IQSession(test, in: bundle))
        #expect(session.steps.count == 60)
        #expect(session.steps.map(\.item.id).first == "a-01" && session.steps.map(\.item.id).last == "e-12")
        #expect(session.steps.map(\.series) == series.flatMap { Array(repeating: $0, count: 12) })
        #expect(session.secondsLeft(after: 1900) == 0 && session.secondsLeft(after: 200) == 1600)
        // in every series the first seven answered right, the next three wrong, the last two left open
        for (index, step) in session.steps.enumerated() where index % 12 < 10 {
            let right = try #require(try step.item.options.indices.first(where: { try bundle.check(answer: .option($0), for: step.item.id) }))
            let chosen = index % 12 < 7 ? right : (right + 1) % step.item.options.count
            let recorded = session.record(option: chosen, for: step.item.id)
            #expect(recorded)
        }
        let stranger = session.record(option: 0, for: "not-in-the-test")
        let outOfRange = session.record(option: 99, for: "a-01")
        #expect(!stranger && !outOfRange)
        let result = try session.result(age: 20, in: bundle)
        #expect(result.rawScores == Dictionary(uniqueKeysWithValues: series.map { ($0, 7) }) && result.rawScore == 35)
        // the sample norms: 35 right at ages 18-24 is IQ 81
        #expect(result.score?.iq == 81)
        #expect(result.score?.ageGroupAverage == 107 && result.score?.ageGroupLabel?["en"] == "Ages 18-24")
        #expect(try result.score?.percentile == bundle.tables.score(rawScore: 35, age: 20)?.percentile)
        #expect(try session.result(age: 200, in: bundle).score == nil)
        // the report: IQ 81 is "Low average" (80-89); the nearest professions are the lowest three
        let report = try #require(result.report)
        #expect(report.premium)
        #expect(report.level?.label["en"] == "Low average")
        #expect(report.nearestProfessions.map { $0.name["en"] ?? "" } == ["Pre-school education", "Other education", "Primary education"])
        let full = try #require(try bundle.report(of: test))
        #expect(full.nearestProfessions(to: 131, count: 2).map(\.iq) == [130, 133])
        #expect(full.level(for: 145)?.label["en"] == "Very superior")
    }

    /// Every item answered right: the scale's cap for a 30-year-old, the top level, no time left over
    /// counted against the player.
    @Test func aPerfectSittingReachesTheTopOfTheScale() throws {
        let bundle = try #require(Self.bundle)
        let test = try #require(bundle.iqTests.first)
        var session = try #require(try IQSession(test, in: bundle))
        for step in session.steps {
            let right = try #require(try step.item.options.indices.first(where: { try bundle.check(answer: .option($0), for: step.item.id) }))
            session.record(option: right, for: step.item.id)
        }
        let result = try session.result(age: 30, in: bundle)
        #expect(result.rawScore == 60 && result.score?.iq == 145)
        #expect(result.report?.level?.label["en"] == "Very superior")
        #expect(result.report?.nearestProfessions.first?.name["en"] == "Physics and astronomy")
    }

    @Test func aTestWhoseSeriesIsMissingCannotBeSat() throws {
        let bundle = try #require(Self.bundle)
        let test = IQTest(id: "ghost", title: ["en": "Ghost"], timeLimitSeconds: 60, premium: nil, series: ["series-z"])
        #expect(try IQSession(test, in: bundle) == nil)
    }
}
