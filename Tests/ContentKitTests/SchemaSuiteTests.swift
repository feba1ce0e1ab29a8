import Foundation
import Testing
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck
@testable import ContentOutput

/// Runs every test of the official JSON-Schema-Test-Suite files for the keywords we implement.
@Suite struct SchemaSuiteTests {
    static let directory = TestPaths.fixtures.appendingPathComponent("json-schema-test-suite")

    static var files: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }

    @Test func suiteFilesArePresent() {
        #expect(Self.files.count == 36)
    }

    /// Groups that need a keyword the validator does not implement (no schema of ours uses it).
    static let unimplemented: Set<String> = ["unevaluatedProperties with $dynamicRef", "unevaluatedItems with $dynamicRef"]

    @Test(arguments: files)
    func keywordFile(_ name: String) throws {
        let bytes = try [UInt8](Data(contentsOf: Self.directory.appendingPathComponent(name)))
        let groups = try #require(JSONParser.parse(bytes, file: name).root?.array)
        var passed = 0
        var total = 0
        for (groupIndex, group) in groups.enumerated() where !Self.unimplemented.contains(group["description"]?.string ?? "") {
            let schemaJSON = try #require(group["schema"])
            let set = SchemaSet()
            set.addMetaSchema()
            let uri = "urn:suite:\(name):\(groupIndex)"
            set.add(schemaJSON, file: name, uri: uri)
            let problems = set.compile()
            #expect(problems.isEmpty, "\(name) group \(groupIndex): \(problems.map(\.message))")
            let schema = try #require(set.schema(set.documentURIs.last!))
            for test in group["tests"]?.array ?? [] {
                total += 1
                let expected = test["valid"]?.bool ?? false
                let data = try #require(test["data"])
                let actual = schema.isValid(data)
                let collected = schema.validate(data)
                let description = "\(group["description"]?.string ?? "") / \(test["description"]?.string ?? "")"
                #expect(actual == expected, "\(name): \(description)")
                #expect(collected.isEmpty == expected, "\(name): \(description) (collecting mode): \(collected.map(\.message))")
                if actual == expected && collected.isEmpty == expected { passed += 1 }
            }
        }
        print("json-schema-test-suite \(name.dropLast(5)): \(passed)/\(total) passed")
    }
}
