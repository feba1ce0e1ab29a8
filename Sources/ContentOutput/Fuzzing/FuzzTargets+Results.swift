import ContentBundle
import Foundation
import ContentCore

/// The fuzz target of issue 33's surface: results logs as apps write them and a bundle's
/// `revisions.json`. Every line a reader takes must write back to a line that reads as the
/// same record (a record that changes on the way round would be stored as another answer).
extension FuzzTargets {
    static let results: [String: @Sendable ([UInt8]) -> Void] = ["results": resultsLog]

    /// The bytes as a results log, every record written and read back; then as revisions.json.
    static func resultsLog(_ bytes: [UInt8]) {
        ResultsLogReader.records(in: bytes) { _, result in
            guard case .success(let record) = result else { return }
            let line = ResultsLog.line(record)
            guard let again = try? ResultsLog.record(from: line), again == record else {
                preconditionFailure("a record does not survive being written and read: \(String(decoding: line, as: UTF8.self))")
            }
        }
        if let revisions = try? JSONDecoder().decode(ItemRevisions.self, from: Data(bytes)) { _ = revisions.problem() }
    }
}
