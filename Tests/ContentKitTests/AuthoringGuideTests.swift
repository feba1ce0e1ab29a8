import Foundation
import Testing
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck
@testable import ContentOutput

/// Docs/Authoring.md as a pack: every ```json block after a `<!-- file: PATH -->` line is a file
/// of one pack, with the sample pack's pictures it names, and the pack must lint clean.
enum AuthoringGuide {
    static let url = TestPaths.repository.appendingPathComponent("Docs/Authoring.md")

    /// The guide's files: path → text, in the order they appear.
    static func files() throws -> [(path: String, text: String)] {
        let guide = try String(contentsOf: url, encoding: .utf8)
        let pattern = try NSRegularExpression(pattern: "<!-- file: (\\S+) -->\\n```json\\n(.*?)\\n```", options: .dotMatchesLineSeparators)
        let whole = NSRange(guide.startIndex..., in: guide)
        return pattern.matches(in: guide, range: whole).compactMap { match in
            guard let path = Range(match.range(at: 1), in: guide), let text = Range(match.range(at: 2), in: guide) else { return nil }
            return (String(guide[path]), String(guide[text]))
        }
    }

    /// The pack of the guide's content files, with every picture they name (a string ending
    /// .png or .svg, relative to its file) copied from the sample pack, and the configuration
    /// the guide's `.content-lint.json` gives.
    static func pack() throws -> (MemoryPack, LintConfiguration, [Diagnostic]) {
        var files: [String: [UInt8]] = [:]
        var configuration = LintConfiguration()
        var configurationFindings: [Diagnostic] = []
        for (path, text) in try Self.files() {
            if path == ".content-lint.json" {
                (configuration, configurationFindings) = LintConfiguration.parse(Array(text.utf8), file: path)
                continue
            }
            files[path] = Array(text.utf8)
            let folder = (path as NSString).deletingLastPathComponent
            for asset in try assets(in: text) {
                let packPath = normalized(folder + "/" + asset)
                files[packPath] = Array(try Data(contentsOf: TestPaths.content.appendingPathComponent(packPath)))
            }
        }
        return (MemoryPack(files: files), configuration, configurationFindings)
    }

    /// A pack path with its `.` and `..` steps taken.
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part == "..", !parts.isEmpty { parts.removeLast() } else { parts.append(part) }
        }
        return parts.joined(separator: "/")
    }

    static func assets(in text: String) throws -> [String] {
        let pattern = try NSRegularExpression(pattern: "\"([^\"]+\\.(?:png|svg|wav|caf|flac|ogg|oga|mp3))\"")
        return pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }
}

@Suite struct AuthoringGuideTests {
    @Test func everyExampleLintsCleanInOnePack() throws {
        let (pack, configuration, configurationFindings) = try AuthoringGuide.pack()
        #expect(configurationFindings.isEmpty, "the guide's .content-lint.json: \(configurationFindings.map(\.message))")
        #expect(configuration.severities["text-double-space"] != nil, "the guide's .content-lint.json was not read")
        let result = try ContentPipeline.check(pack, options: LintOptions(configuration: configuration))
        #expect(result.diagnostics.isEmpty, "Docs/Authoring.md's pack gave: \(result.diagnostics.map { "\($0.file): \($0.ruleID): \($0.message)" })")
    }

    @Test func everyKindHasAnExample() throws {
        var kinds = Set<String>()
        for (path, text) in try AuthoringGuide.files() where path != ".content-lint.json" {
            let root = try #require(JSONParser.parse(text, file: path).root, "\(path) is not JSON")
            kinds.insert(try #require(root["kind"]?.string, "\(path) has no kind"))
        }
        #expect(kinds == Set(KindRegistry.names), "kinds without an example: \(Set(KindRegistry.names).subtracting(kinds).sorted())")
    }

    @Test func everyPictureTheGuideShowsExists() throws {
        let guide = try String(contentsOf: AuthoringGuide.url, encoding: .utf8)
        let pattern = try NSRegularExpression(pattern: "src=\"(Authoring/[^\"]+)\"")
        let pictures = pattern.matches(in: guide, range: NSRange(guide.startIndex..., in: guide)).compactMap { match in
            Range(match.range(at: 1), in: guide).map { String(guide[$0]) }
        }
        #expect(pictures.count >= 9 * 14)
        let docs = TestPaths.repository.appendingPathComponent("Docs")
        for picture in pictures {
            #expect(FileManager.default.fileExists(atPath: docs.appendingPathComponent(picture).path), "\(picture) is missing: run content/generators/make-authoring-pictures")
        }
    }
}
