import ContentBundle
import Foundation
import Testing
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck
@testable import ContentOutput

/// The matrix model: rule semantics, and the series-level options-only test.
@Suite struct MatrixRuleTests {
    @Test func ruleSemantics() {
        let slots = 4
        #expect(RenderedMatrixItem.holds(.progression(step: 1), [1, 2, 3, 2, 3, 4, 0, 0, 0], rows: 2, attribute: .size, slots: slots))
        #expect(!RenderedMatrixItem.holds(.progression(step: 1), [1, 2, 3, 2, 3, 5, 0, 0, 0], rows: 2, attribute: .size, slots: slots))
        #expect(RenderedMatrixItem.holds(.arithmetic(.sub), [5, 2, 3, 4, 1, 3, 0, 0, 0], rows: 2, attribute: .number, slots: slots))
        // position: every slot moves by the step, wrapping round (slot 3 + 1 = slot 0)
        #expect(RenderedMatrixItem.rotate(0b1001, 1, 4) == 0b0011)
        #expect(RenderedMatrixItem.holds(.progression(step: 1), [0b0001, 0b0010, 0b0100, 0b1000, 0b0001, 0b0010, 0, 0, 0], rows: 2, attribute: .position, slots: slots))
        // position arithmetic is set union and difference
        #expect(RenderedMatrixItem.holds(.arithmetic(.add), [0b0001, 0b0010, 0b0011, 0b0100, 0b0101, 0b0101, 0, 0, 0], rows: 2, attribute: .position, slots: slots))
        // distribute-three: rows permute one set of three values, columns all differ
        #expect(RenderedMatrixItem.holds(.distributeThree, [1, 4, 7, 4, 7, 1, 7, 1, 4], rows: 3, attribute: .color, slots: slots))
        #expect(!RenderedMatrixItem.holds(.distributeThree, [1, 4, 7, 1, 7, 4, 7, 1, 4], rows: 3, attribute: .color, slots: slots))
        // a panel without one shared value (mixed, or empty) breaks every value rule
        #expect(!RenderedMatrixItem.holds(.progression(step: 1), [1, 2, nil, 2, 3, 4, 0, 0, 0], rows: 2, attribute: .size, slots: slots))
        #expect(!RenderedMatrixItem.holds(.constant, [3, 3, nil, 3, 3, 3, 0, 0, 0], rows: 2, attribute: .size, slots: slots))
    }

    /// A one-file pack of matrix items, checked; the findings of the matrix rules.
    static func findings(_ items: [String]) throws -> [Diagnostic] {
        let pack = MemoryPack(texts: ["pack.json": ExamplePack.packJSON, "series.json": Examples.matrixSeries(items)])
        let all = try ContentPipeline.check(pack).diagnostics
        // why: items the schema refuses are not checked by the rules, and "no finding" would pass
        #expect(!all.contains { $0.ruleID == "schema" }, "\(all.filter { $0.ruleID == "schema" }.map(\.message))")
        return all.filter { $0.ruleID.hasPrefix("matrix-") }
    }

    static func item(_ text: String) throws -> RenderedMatrixItem {
        try #require(JSONParser.parse(text).root.flatMap(RenderedMatrixItem.init))
    }

    @Test func carriedShapesKeepTheirLooksAlongTheRow() throws {
        let item = try Self.item(Examples.carriedGreys())
        #expect(item.carries(0))
        #expect(!item.constantConstrainsNothing(0, .color))
        // the key, and the key with its greys swapped between the places (same multiset)
        #expect(item.satisfies(item.options[5]))
        #expect(item.satisfies(try Self.item(Examples.carriedGreys(replacing: [3: "c46@0 c42@1"])).options[3]))
        // greys 2 and 8 where the row shows 2 and 6; one grey where it shows two
        #expect(!item.satisfies(item.options[3]))
        #expect(!item.satisfies(try Self.item(Examples.carriedGreys(replacing: [3: "c42@0 c42@1"])).options[3]))
    }

    @Test func redrawnShapesLeaveConstantFree() throws {
        let item = try Self.item(Examples.redrawnSizes())
        #expect(!item.carries(0))
        #expect(item.constantConstrainsNothing(0, .size))
        #expect(!item.constantConstrainsNothing(0, .type))  // every shown panel has one type
        // an option that mixes types breaks "constant" type even though the row redraws
        let mixed = try Self.item(Examples.redrawnSizes().replacingOccurrences(of: #""options": [[{"entities": [{"type": "pentagon""#,
                                                                                     with: #""options": [[{"entities": [{"type": "circle""#))
        #expect(!mixed.satisfies(mixed.options[0]))
        // number rules that change the count, and position arithmetic, redraw; the others carry
        #expect(MatrixRule.constant.carriesEntities(as: .number))
        #expect(!MatrixRule.distributeThree.carriesEntities(as: .number))
        #expect(MatrixRule.distributeThree.carriesEntities(as: .position))
        #expect(MatrixRule.progression(step: 1).carriesEntities(as: .position))
        #expect(!MatrixRule.arithmetic(.add).carriesEntities(as: .position))
    }

    @Test func aMixedOptionEscapesNoRule() throws {
        // old reading: a mixed option had no grey at all, so "constant" skipped it and it was
        // called a second answer; now it breaks the carried constant
        #expect(try Self.findings([Examples.carriedGreys()]).isEmpty)
    }

    @Test func optionsAreComparedAsDrawn() throws {
        // the key turned by 90 degrees: the same answer to every rule
        let turned = try Self.findings([Examples.carriedGreys(replacing: [3: "c42@0^90 c46@1^90"])])
        #expect(turned.contains { $0.ruleID == "matrix-options" && $0.message.contains("option 3 differs from the key (option 5) only in angle") })
        // two distractors that differ only in angle are two pictures
        let distractors = try Self.findings([Examples.carriedGreys(replacing: [7: "h42@0^45 h48@1"])])
        #expect(!distractors.contains { $0.ruleID == "matrix-options" })
        // the same entities listed in another order are the same picture
        let reordered = try Self.findings([Examples.carriedGreys(replacing: [3: "c46@1 c42@0"])])
        #expect(reordered.contains { $0.ruleID == "matrix-options" && $0.message.contains("option 3 looks like the key") })
    }

    @Test func aKeyThatBreaksARuleSaysWhetherAnotherOptionIsRight() throws {
        // the answer points at a distractor: the real key is named
        let wrong = try Self.findings([Examples.carriedGreys(answer: "3")])
        #expect(wrong.map(\.message) == [#"item "m-carried": the color rule (constant) holds on rows 1-2 but not on row 3 with the key (option 3); option 5 satisfies every rule: is the key 5?"#])
        // the key itself is broken: no option is right
        let broken = try Self.findings([Examples.carriedGreys(replacing: [5: "c42@0 c47@1"])])
        #expect(broken.contains { $0.ruleID == "matrix-rules-hold" && $0.message.hasSuffix("no option satisfies every rule, so the item has no answer") })
    }

    @Test func ambiguityReportsOnlyOptionsTheDeclaredRulesReject() throws {
        // option 3 satisfies the declared rules: a second answer, not an ambiguity
        let second = try Self.findings([Examples.carriedGreys(replacing: [3: "c46@0 c42@1"])])
        #expect(second.map(\.ruleID) == ["matrix-one-answer"])
        // the ambiguous example names the reading that admits the option (size by addition)
        let ambiguous = try Self.findings([MatrixAmbiguousRule.ambiguous.replacingOccurrences(of: "↓", with: "")])
        #expect(ambiguous.map(\.message) == [#"item "m-amb": rows 1-2 also fit arithmetic add for size instead of progression +1, which makes option 1 right"#])
    }

    @Test func binomialTail() {
        #expect(abs(MatrixOptionsOnlyRule.binomialTail(n: 12, p: 0.125, atLeast: 0) - 1) < 1e-12)
        #expect(abs(MatrixOptionsOnlyRule.binomialTail(n: 12, p: 0.125, atLeast: 12) - pow(0.125, 12)) < 1e-15)
        // 5 of 12 right at chance 1/8 happens 1.1 % of the time; 6 of 12, 0.16 %
        #expect(abs(MatrixOptionsOnlyRule.binomialTail(n: 12, p: 0.125, atLeast: 5) - 0.011285) < 1e-5)
        #expect(MatrixOptionsOnlyRule.binomialTail(n: 12, p: 0.125, atLeast: 6) < 0.01)
    }

    @Test func aSeriesWhoseKeysAreTheMostTypicalIsCaught() throws {
        // six items whose keys share the most with their distractors (not the cube)
        let typical = [(4, 3, 4), (3, 3, 4), (4, 4, 4), (4, 3, 7), (2, 3, 4), (4, 5, 4), (4, 3, 1), (4, 2, 4)]
        let items = (0..<6).map { Examples.matrixItem(id: "t-\($0)", options: typical, answer: "0") }
        let pack = MemoryPack(texts: ["pack.json": ExamplePack.packJSON, "series.json": Examples.matrixSeries(items)])
        let found = try ContentPipeline.check(pack).diagnostics.filter { $0.ruleID == "matrix-options-only" }
        #expect(found.count == 7)
        #expect(found.contains { $0.message.hasPrefix("picking the option most like the others answers 6 of 6") })
    }
}
