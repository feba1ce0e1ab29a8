import ContentBundle
import Foundation

/// A scored sitting as `cbundle_iq_score_json` gives it.
struct IQScoreResult: Encodable {
    struct Score: Encodable {
        var iq: Int
        var percentile: Double
        var ageGroupAverage: Int?
        var ageGroupLabel: [String: String]?
    }

    struct Report: Encodable {
        var nearestProfessions: [IQReport.Profession]
        var level: IQReport.Level?
        var premium: Bool
    }

    var rawScores: [String: Int]
    var rawScore: Int
    var score: Score?
    var report: Report?
    /// Answers given for items that are not the test's, or options they do not have (not counted).
    var ignored: [String]
}

@_cdecl("cbundle_iq_score_json")
public func cbundle_iq_score_json(_ handle: OpaquePointer?, _ testID: UnsafePointer<CChar>?, _ answersJSON: UnsafePointer<CChar>?, _ age: Int32,
                                  _ out: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ error: UnsafeMutablePointer<OpaquePointer?>?) -> Int32 {
    out?.pointee = nil
    return run(error) {
        let bundle = try CBundle.from(handle)
        let (session, ignored) = try sitting(bundle, testID, answersJSON)
        let result = try session.result(age: Int(age), in: bundle)
        let scored = IQScoreResult(
            rawScores: result.rawScores, rawScore: result.rawScore,
            score: result.score.map { IQScoreResult.Score(iq: $0.iq, percentile: $0.percentile, ageGroupAverage: $0.ageGroupAverage, ageGroupLabel: $0.ageGroupLabel) },
            report: result.report.map { IQScoreResult.Report(nearestProfessions: $0.nearestProfessions, level: $0.level, premium: $0.premium) },
            ignored: ignored)
        try store(canonicalJSON(scored), in: out)
    }
}

/// A sitting of the IQ test `testID` with the options of `answersJSON` recorded, and the ids of
/// answers it did not take (items not in the test, options they do not have).
func sitting(_ bundle: ContentBundle, _ testID: UnsafePointer<CChar>?, _ answersJSON: UnsafePointer<CChar>?) throws -> (IQSession, [String]) {
    let id = try argument(testID, "test")
    guard let test = try bundle.iqTests.first(where: { $0.id == id }) else { throw CFailure(.notFound, "\(id): no such IQ test") }
    guard case .object(let given) = try jsonArgument(answersJSON, "answers_json") else { throw CFailure(.argument, "answers_json is not an object of item ids to options") }
    guard var session = try IQSession(test, in: bundle) else { throw CFailure(.notFound, "\(id): a series of the test is not in the bundle") }
    var ignored: [String] = []
    for (item, option) in given.sorted(by: { $0.key < $1.key }) {
        guard case .number(let number) = option, let index = Int(exactly: number), session.record(option: index, for: item) else {
            ignored.append(item)
            continue
        }
    }
    return (session, ignored)
}
