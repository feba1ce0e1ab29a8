import Foundation
import Testing
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck
@testable import ContentOutput

/// The schemas in `schemas/`: embedded copy up to date, valid, complete, documented.
@Suite struct SchemaFilesTests {
    static let names: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: TestPaths.schemas.path)) ?? [])
        .filter { $0.hasSuffix(".json") }.sorted()

    @Test func embeddedCopyMatchesTheFiles() throws {
        #expect(SchemaCatalog.embeddedNames == Self.names, "run Scripts/embed-schemas")
        for name in Self.names {
            let onDisk = try String(contentsOf: TestPaths.schemas.appendingPathComponent(name), encoding: .utf8)
            #expect(SchemaCatalog.embeddedText(name) == onDisk, "\(name) differs from its embedded copy: run Scripts/embed-schemas")
        }
    }

    @Test func everyKindHasASchemaAndTheyCompile() {
        #expect(SchemaCatalog.embedded.diagnostics.isEmpty, "\(SchemaCatalog.embedded.diagnostics.map(\.message))")
        for kind in KindRegistry.all.map(\.kind) {
            #expect(SchemaCatalog.embedded.schema(named: kind.schemaFile) != nil, "no schema for \(kind.rawValue)")
        }
    }

    @Test(arguments: names)
    func schemaIsValidAgainstTheMetaSchemaAndDocumented(_ name: String) throws {
        let set = SchemaSet()
        set.addMetaSchema()
        set.compile()
        let meta = try #require(set.schema(MetaSchema.uri))
        let bytes = try [UInt8](Data(contentsOf: TestPaths.schemas.appendingPathComponent(name)))
        let root = try #require(JSONParser.parse(bytes, file: name).root)
        #expect(meta.validate(root).map(\.message) == [])
        #expect(root["$id"] == nil, "\(name): no $id, so editors resolve its $refs beside the file")
        #expect(root["$schema"]?.string == MetaSchema.uri)
        #expect(root["title"]?.string?.isEmpty == false)
        #expect(root["description"]?.string?.isEmpty == false)
    }

    /// What lets an editor load a schema from disk with no network: every `$ref` is a fragment
    /// or names a file in the same folder.
    @Test(arguments: names)
    func everyReferenceResolvesBesideTheFile(_ name: String) throws {
        let text = try String(contentsOf: TestPaths.schemas.appendingPathComponent(name), encoding: .utf8)
        let references = text.components(separatedBy: "\"$ref\": \"").dropFirst().map { $0.prefix { $0 != "\"" } }
        for reference in references {
            let file = reference.prefix { $0 != "#" }
            #expect(!file.contains(":") && !file.contains("/"), "\(name): $ref \"\(reference)\" is not a neighbouring file")
            if !file.isEmpty { #expect(Self.names.contains(String(file)), "\(name): $ref \"\(reference)\" names no file in schemas/") }
        }
    }

    /// Editors follow a file's `"$schema"` (a path relative to it); in the sample pack it names
    /// the schema of the file's kind. (Tests/Editors/check_schemas.py validates through it.)
    @Test func sampleFilesNameTheirKindsSchema() throws {
        let files = FileManager.default.enumerator(at: TestPaths.content, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "json" } ?? []
        #expect(!files.isEmpty)
        for file in files {
            let root = try #require(JSONParser.parse(try [UInt8](Data(contentsOf: file)), file: file.path).root)
            let reference = try #require(root["$schema"]?.string, "\(file.path) has no \"$schema\"")
            let named = file.deletingLastPathComponent().appendingPathComponent(reference).standardizedFileURL
            let expected = TestPaths.schemas.appendingPathComponent((root["kind"]?.string ?? "") + ".json").standardizedFileURL
            #expect(named.path == expected.path, "\(file.path): \"$schema\" is \(reference)")
        }
    }

    @Test func metaSchemaRejectsBrokenKeywords() throws {
        let set = SchemaSet()
        set.addMetaSchema()
        set.compile()
        let meta = try #require(set.schema(MetaSchema.uri))
        #expect(!meta.isValid(json(#"{"minLength": -1}"#)))
        #expect(!meta.isValid(json(#"{"properties": {"a": {"type": "text"}}}"#)))
        #expect(meta.isValid(json(#"{"properties": {"a": {"type": ["string", "null"]}}}"#)))
    }
}
