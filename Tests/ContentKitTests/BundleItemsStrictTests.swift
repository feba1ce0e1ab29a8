import Foundation
import Testing
@testable import ContentBundle
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck
@testable import ContentOutput

/// The builder writes `items/<kind>.json` as JSON text and the runtime decodes it with `Codable`
/// types; nothing but this test keeps the two sides in step. Every items file of the sample
/// pack, built with each answers mode, must decode, and decoding then encoding must give back
/// exactly the file: a key the builder writes and the runtime type does not know (a misspelt or
/// renamed field, silently dropped by `JSONDecoder`) fails here, as does a missing required key.
@Suite struct BundleItemsStrictTests {
    static let modes = ["separate", "embedded", "hashed"]

    @Test(arguments: modes)
    func everyItemsFileDecodesStrictly(_ mode: String) throws {
        var pack = MutationTests.sample
        let manifest = String(decoding: try #require(pack.files["pack.json"]), as: UTF8.self)
        pack.files["pack.json"] = Array(manifest.replacingOccurrences(of: #""answers": "separate""#, with: #""answers": "\#(mode)""#).utf8)
        let (contents, _) = try BundleBuilder.build(pack, cache: BundleFixture.sharedCache)
        var checked = 0
        for type in BundleItemTypes.all {
            guard let bytes = contents.files[type.kind.itemsFile] else { continue }
            let problems = try Self.strictProblems(type, Data(bytes))
            #expect(problems.isEmpty, "\(type.kind.itemsFile) (\(mode)): \(problems.prefix(5).joined(separator: "; "))")
            checked += 1
        }
        #expect(checked == BundleItemTypes.all.count, "the sample pack should hold items of every kind")
    }

    @Test func anUnknownOrMissingKeyIsCaught() throws {
        let written = #"{"kind": "riddles", "items": [{"id": "a", "difficulty": 1, "text": {"en": "x"}, "hint": {"en": "y"}}]}"#
        #expect(try Self.strictProblems(Riddle.self, Data(written.utf8)).isEmpty)
        let misspelt = written.replacingOccurrences(of: #""hint""#, with: #""hints""#)
        #expect(try Self.strictProblems(Riddle.self, Data(misspelt.utf8)) == ["items/0/hints: the runtime type has no such field"])
        let missing = written.replacingOccurrences(of: #""difficulty": 1, "#, with: "")
        #expect(throws: (any Error).self) { try Self.strictProblems(Riddle.self, Data(missing.utf8)) }
    }

    /// Fields of the written file that do not come back after a decode and an encode, and values
    /// that come back different.
    static func strictProblems<Item: BundleItem>(_ type: Item.Type, _ data: Data) throws -> [String] {
        let decoded = try JSONDecoder().decode(ItemsFile<Item>.self, from: data)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let written = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        let again = try JSONSerialization.jsonObject(with: encoder.encode(decoded))
        var problems: [String] = []
        compare(written, again, at: "", into: &problems)
        return problems
    }

    private static func compare(_ written: Any, _ again: Any, at path: String, into problems: inout [String]) {
        switch (written, again) {
        case (let a as [String: Any], let b as [String: Any]):
            for (key, value) in a.sorted(by: { $0.key < $1.key }) {
                let here = path.isEmpty ? key : "\(path)/\(key)"
                guard let other = b[key] else {
                    if !(value is NSNull) { problems.append("\(here): the runtime type has no such field") }
                    continue
                }
                compare(value, other, at: here, into: &problems)
            }
            for key in b.keys where a[key] == nil { problems.append("\(path)/\(key): the runtime type adds a field the file lacks") }
        case (let a as [Any], let b as [Any]):
            guard a.count == b.count else {
                problems.append("\(path): \(a.count) elements written, \(b.count) read")
                return
            }
            for (index, pair) in zip(a, b).enumerated() { compare(pair.0, pair.1, at: "\(path)/\(index)", into: &problems) }
        default:
            if !((written as? NSObject)?.isEqual(again) ?? false) { problems.append("\(path): written \(written), read \(again)") }
        }
    }
}
