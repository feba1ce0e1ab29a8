import Foundation
import ContentBundle
/// The compiled schemas by file name (`riddles.json`), from the schemas embedded at build time
/// (or from a folder given on the command line, for schema authors).
public final class SchemaCatalog: @unchecked Sendable {
    /// The base URI the validator gives the schema files: each is known as this plus its file
    /// name, so `"common.json#/$defs/id"` resolves to its neighbour. The files themselves carry no
    /// `$id`, so an editor or check-jsonschema resolves the same `$ref`s against the folder it
    /// read them from, with no network and no base URI to configure.
    public static let baseURI = "https://contentkit.dev/schemas/v1/"

    private let files: [(name: String, bytes: [UInt8], path: String)]
    /// Whether the files are the embedded ones, whose soundness the tests check: each schema
    /// is then compiled alone when first asked for (a run that validates riddles compiles the
    /// riddle schema and what it refers to, nothing else).
    private let trusted: Bool
    private let lock = NSLock()
    private var compiled: (schemas: [String: Schema], diagnostics: [Diagnostic])?
    private var alone: [String: Schema?] = [:]
    private var parsed: (roots: [(name: String, path: String, root: JSONNode)], problems: [Diagnostic])?

    /// The schemas compiled into the binary.
    public static let embedded = SchemaCatalog(
        files: EmbeddedSchemas.files.map { ($0.name, Array($0.text.utf8), "schemas/" + $0.name) }, trusted: true)

    /// Schema files given as (name, bytes, path for messages), compiled when first asked for:
    /// a warm incremental run that validates no file compiles nothing.
    public convenience init(files: [(name: String, bytes: [UInt8], path: String)]) {
        self.init(files: files, trusted: false)
    }

    private init(files: [(name: String, bytes: [UInt8], path: String)], trusted: Bool) {
        self.files = files
        self.trusted = trusted
    }

    /// Problems in the schemas themselves (bad JSON, bad keywords, unresolved or cyclic `$ref`).
    public var diagnostics: [Diagnostic] {
        lock.lock()
        defer { lock.unlock() }
        return compiledWhole().diagnostics
    }

    /// The schema of a file name in `schemas/` (`ContentKind.schemaFile`).
    public func schema(named name: String) -> Schema? {
        lock.lock()
        defer { lock.unlock() }
        guard trusted, compiled == nil else { return compiledWhole().schemas[name] }
        if let known = alone[name] { return known }
        let set = parsedSet().set
        set.compile(only: Self.baseURI + name)
        let schema = set.schema(Self.baseURI + name)
        alone[name] = schema
        return schema
    }

    /// A set holding every file, parsed once (under the lock).
    private func parsedSet() -> (set: SchemaSet, problems: [Diagnostic]) {
        if parsed == nil {
            var problems: [Diagnostic] = []
            var roots: [(name: String, path: String, root: JSONNode)] = []
            for file in files {
                let outcome = JSONParser.parse(file.bytes, file: file.path)
                problems += outcome.diagnostics
                if let root = outcome.root { roots.append((file.name, file.path, root)) }
            }
            parsed = (roots, problems)
        }
        let set = SchemaSet()
        set.addMetaSchema()
        for file in parsed!.roots { set.add(file.root, file: file.path, uri: Self.baseURI + file.name) }
        return (set, parsed!.problems)
    }

    /// Every schema compiled together, with the problems found; under the lock.
    private func compiledWhole() -> (schemas: [String: Schema], diagnostics: [Diagnostic]) {
        if let compiled { return compiled }
        let (set, parseProblems) = parsedSet()
        let problems = parseProblems + set.compile()
        var schemas: [String: Schema] = [:]
        for file in files {
            if let schema = set.schema(Self.baseURI + file.name) { schemas[file.name] = schema }
        }
        compiled = (schemas, problems)
        return (schemas, problems)
    }

    /// The embedded text of a schema file, by name (`riddles.json`).
    public static func embeddedText(_ name: String) -> String? {
        EmbeddedSchemas.files.first { $0.name == name }?.text
    }

    /// Names of the embedded schema files.
    public static var embeddedNames: [String] { EmbeddedSchemas.files.map(\.name) }
}
