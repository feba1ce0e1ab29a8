import Foundation
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck
@testable import ContentOutput

/// Paths of the repository and its test fixtures, found from this file's location.
enum TestPaths {
    static let repository: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = repository.appendingPathComponent("Tests/ContentKitTests/Fixtures")
    static let content = repository.appendingPathComponent("content")
    static let schemas = repository.appendingPathComponent("schemas")
}

/// Parses text that must be valid JSON.
func json(_ text: String, file: String = "test.json") -> JSONNode {
    let outcome = JSONParser.parse(text, file: file)
    guard let root = outcome.root, outcome.diagnostics.isEmpty else {
        fatalError("fixture is not valid JSON: \(outcome.diagnostics.map(\.message))")
    }
    return root
}
