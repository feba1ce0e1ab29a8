import Foundation
import Testing

/// `///` on every public declaration of the runtime (STYLE.md 10): app developers read
/// `ContentBundle` through its documentation. A line starting with `public ` (after white space)
/// must follow a `///` line, attributes (`@…` lines) in between allowed. `init(from:)` and
/// `encode(to:)` are exempt: Codable's requirements, documented by the protocol, and a type that
/// reads or writes an unusual shape says so on the type.
@Suite struct RuntimeDocumentationTests {
    @Test func everyPublicDeclarationIsDocumented() throws {
        let root = TestPaths.repository.appendingPathComponent("Sources/ContentBundle")
        var undocumented: [String] = []
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL }
            .filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path } ?? []
        #expect(files.count > 20)
        for file in files {
            let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
            let name = file.path.dropFirst(root.path.count + 1)
            for (index, line) in lines.enumerated() where Self.needsDocumentation(line) {
                var previous = index - 1
                while previous >= 0, lines[previous].trimmingCharacters(in: .whitespaces).hasPrefix("@") { previous -= 1 }
                if previous < 0 || !lines[previous].trimmingCharacters(in: .whitespaces).hasPrefix("///") {
                    undocumented.append("\(name):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        #expect(undocumented == [], "\(undocumented.count) public declarations without ///:\n\(undocumented.joined(separator: "\n"))")
    }

    static func needsDocumentation(_ line: String) -> Bool {
        let text = line.drop { $0 == " " || $0 == "\t" }
        return text.hasPrefix("public ") && !text.hasPrefix("public init(from decoder") && !text.hasPrefix("public func encode(to encoder")
    }
}
