import ContentBundle
import Foundation
import Testing
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck
@testable import ContentOutput

/// Matrix rules and jigsaw sides are typed in the runtime: what format version 1 does not define
/// (a rule, an attribute group, an operation, an edge kind) or a side left out is refused where
/// the file is read, with `malformedFile`, never read as a default.
@Suite struct BundleTypedItemsTests {
    private static let matrixFile = ContentKind.matrixSeries.itemsFile

    /// Writes the sample bundle with one file's text edited (the manifest made for the edit).
    private func write(_ file: String, _ old: String, _ new: String) throws -> URL {
        var contents = HostileBundleTests.sample
        let text = String(decoding: contents.files[file] ?? [], as: UTF8.self)
        #expect(text.contains(old), "\(file) does not hold \(old)")
        contents.files[file] = Array(text.replacingOccurrences(of: old, with: new).utf8)
        return try BundleWriter.write(contents, to: BundleFixture.temporaryFolder("typed"), options: BundleWriter.Options(opensBeforeReplacing: false))
    }

    /// The reason `body` throws `malformedFile` for `file` with, or nil (recorded) when it does not.
    private func refusal(_ file: String, _ body: () throws -> Void) -> String? {
        do {
            try body()
            Issue.record("\(file) was read")
        } catch BundleError.malformedFile(let path, let reason) where path == file {
            return reason
        } catch {
            Issue.record("\(error)")
        }
        return nil
    }

    static let matrixEdits: [(String, String, String)] = [
        (#""constant": {}"#, #""rotation": {}"#, #"unknown matrix rule "rotation""#),
        (#""type": {"#, #""angle": {"#, #"unknown matrix attribute group "angle""#),
        (#""step": 1"#, #""steps": 1"#, "step"),
        (#""constant": {}"#, #""constant": {}, "distribute-three": {}"#, "exactly one member"),
    ]

    @Test(arguments: matrixEdits)
    func matrixRulesOutsideTheFormatAreRefused(_ old: String, _ new: String, _ says: String) throws {
        let url = try write(Self.matrixFile, old, new)
        let reason = refusal(Self.matrixFile) { try ContentBundle.open(url).readAllItems() }
        #expect(reason?.contains(says) == true, "\(reason ?? "")")
    }

    @Test func everyRuleOfTheVocabularyRoundTrips() throws {
        for rule in MatrixRule.vocabulary {
            let data = try JSONEncoder().encode(rule)
            #expect(try JSONDecoder().decode(MatrixRule.self, from: data) == rule, "\(String(decoding: data, as: UTF8.self))")
        }
        let json = #"{"rules": {"position": {"arithmetic": {"op": "sub"}}, "type": {"constant": {}}, "size": {"distribute-three": {}}, "color": {"progression": {"step": -2}}}}"#
        let rules = try JSONDecoder().decode(MatrixComponentRules.self, from: Data(json.utf8))
        #expect(rules.rules == [.position: .arithmetic(.sub), .type: .constant, .size: .distributeThree, .color: .progression(step: -2)])
        #expect(rules[.number] == nil)
        for wrong in [#""op": "sub""#: #""op": "mul""#, #""position""#: #""number": {"constant": {}}, "position""#, #", "color": {"progression": {"step": -2}}"#: ""] {
            #expect(throws: DecodingError.self) { try JSONDecoder().decode(MatrixComponentRules.self, from: Data(json.replacingOccurrences(of: wrong.key, with: wrong.value).utf8)) }
        }
    }

    static let pieceEdits: [(String, String)] = [
        (#""right": "blank""#, #""right": "knob""#),
        (#""left": "flat""#, #""lft": "flat""#),
        (#""top": null,"#, ""),
    ]

    @Test(arguments: pieceEdits)
    func jigsawSidesOutsideTheFormatAreRefused(_ old: String, _ new: String) throws {
        let jigsaw = "jigsaw/astronaut-36/pieces.json"
        let url = try write(jigsaw, old, new)
        let bundle = try ContentBundle.open(url)
        let item = try #require(bundle.jigsaws.first { $0.id == "astronaut-36" })
        #expect(refusal(jigsaw) { _ = try bundle.pieces(of: item) } != nil)
    }

    @Test func jigsawSidesAreTyped() throws {
        let json = #"{"top": null, "right": "piece-0-1", "bottom": "piece-1-0", "left": null}"#
        let neighbours = try JSONDecoder().decode(JigsawPieces.Sides<String?>.self, from: Data(json.utf8))
        #expect(neighbours == JigsawPieces.Sides(top: nil, right: "piece-0-1", bottom: "piece-1-0", left: nil))
        let again = try JSONSerialization.jsonObject(with: JSONEncoder().encode(neighbours)) as? [String: Any]
        #expect(again?.keys.sorted() == ["bottom", "left", "right", "top"] && again?["top"] is NSNull)
        let edges = try JSONDecoder().decode(JigsawPieces.Sides<JigsawPieces.EdgeKind>.self,
                                             from: Data(#"{"top": "flat", "right": "tab", "bottom": "blank", "left": "flat"}"#.utf8))
        #expect(edges == JigsawPieces.Sides(top: .flat, right: .tab, bottom: .blank, left: .flat))
    }
}
