import Foundation
import ContentCore
import ContentKinds

/// Where a pack's check settings come from: its configuration (given, or
/// `PACK/.content-lint.json`) and the schemas (embedded, or a folder for schema authors). Every
/// command opens a pack through here, so all of them apply the same settings.
public enum PackSetup {
    /// The configuration for a pack: the file given, else the pack's `.content-lint.json`, else
    /// the defaults.
    public static func configuration(packRoot: URL, explicit: String?) throws -> LintConfiguration {
        let candidate = explicit.map { URL(fileURLWithPath: $0) } ?? packRoot.appendingPathComponent(".content-lint.json")
        guard FileManager.default.fileExists(atPath: candidate.path) else {
            if let explicit { throw PackSetupError("cannot read the configuration \(explicit): no such file") }
            return LintConfiguration()
        }
        guard let data = FileManager.default.contents(atPath: candidate.path) else {
            throw PackSetupError("cannot read the configuration \(explicit ?? candidate.path)")
        }
        let bytes = [UInt8](data)
        let name = explicit ?? DisplayPath.prefix(for: packRoot) + ".content-lint.json"
        let (configuration, problems) = LintConfiguration.parse(bytes, file: name, packPath: explicit == nil ? ".content-lint.json" : nil)
        if !problems.isEmpty { throw PackSetupError(nil, problems, sources: [name: SourceText(bytes)]) }
        return configuration
    }

    /// The schemas in a folder (nil: the embedded ones).
    public static func catalog(folder: String?) throws -> SchemaCatalog {
        guard let folder else { return .embedded }
        let url = URL(fileURLWithPath: folder)
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".json") }.sorted()
        } catch {
            throw PackSetupError("cannot read the schemas folder \(folder)")
        }
        var files: [(name: String, bytes: [UInt8], path: String)] = []
        for name in names {
            let file = url.appendingPathComponent(name)
            guard let data = FileManager.default.contents(atPath: file.path) else { throw PackSetupError("cannot read \(file.relativePath)") }
            files.append((name, [UInt8](data), file.relativePath))
        }
        let catalog = SchemaCatalog(files: files)
        if !catalog.diagnostics.isEmpty {
            let sources = Dictionary(files.map { ($0.path, SourceText($0.bytes)) }, uniquingKeysWith: { a, _ in a })
            throw PackSetupError("the schemas in \(folder) are broken:", catalog.diagnostics.sorted(by: Diagnostic.reportOrder), sources: sources)
        }
        return catalog
    }
}

/// A pack's settings could not be read: a sentence, and the findings in the settings file.
public struct PackSetupError: Error, Sendable {
    public let summary: String?
    public let diagnostics: [Diagnostic]
    public let sources: [String: SourceText]

    init(_ summary: String?, _ diagnostics: [Diagnostic] = [], sources: [String: SourceText] = [:]) {
        self.summary = summary
        self.diagnostics = diagnostics
        self.sources = sources
    }
}
