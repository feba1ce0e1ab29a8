import ContentBundle
/// The compiled schemas by file name (`riddles.json`), from the schemas embedded at build time
/// (or from a folder given on the command line, for schema authors).
public final class SchemaCatalog: @unchecked Sendable {
    /// The base URI the validator gives the schema files: each is known as this plus its file
    /// name, so `"common.json#/$defs/id"` resolves to its neighbour. The files themselves carry no
    /// `$id`, so an editor or check-jsonschema resolves the same `$ref`s against the folder it
    /// read them from, with no network and no base URI to configure.
    public static let baseURI = "https://contentkit.dev/schemas/v1/"

    private let schemas: [String: Schema]
    /// Problems in the schemas themselves (bad JSON, bad keywords, unresolved or cyclic `$ref`).
    public let diagnostics: [Diagnostic]

    /// The schemas compiled into the binary; compiled once per process.
    public static let embedded = SchemaCatalog(files: EmbeddedSchemas.files.map { ($0.name, Array($0.text.utf8), "schemas/" + $0.name) })

    /// Compiles schema files given as (name, bytes, path for messages).
    public init(files: [(name: String, bytes: [UInt8], path: String)]) {
        let set = SchemaSet()
        set.addMetaSchema()
        var problems: [Diagnostic] = []
        for file in files {
            let outcome = JSONParser.parse(file.bytes, file: file.path)
            problems += outcome.diagnostics
            if let root = outcome.root { set.add(root, file: file.path, uri: Self.baseURI + file.name) }
        }
        problems += set.compile()
        var schemas: [String: Schema] = [:]
        for file in files {
            if let schema = set.schema(Self.baseURI + file.name) { schemas[file.name] = schema }
        }
        self.schemas = schemas
        diagnostics = problems
    }

    /// The schema of a file name in `schemas/` (`ContentKind.schemaFile`).
    public func schema(named name: String) -> Schema? { schemas[name] }

    /// The embedded text of a schema file, by name (`riddles.json`).
    public static func embeddedText(_ name: String) -> String? {
        EmbeddedSchemas.files.first { $0.name == name }?.text
    }

    /// Names of the embedded schema files.
    public static var embeddedNames: [String] { EmbeddedSchemas.files.map(\.name) }
}
