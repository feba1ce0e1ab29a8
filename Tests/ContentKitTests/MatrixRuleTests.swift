import Foundation
import Testing
@testable import ContentKit

/// The matrix model: rule semantics, and the series-level options-only test.
@Suite struct MatrixRuleTests {
    @Test func ruleSemantics() {
        let slots = 4
        #expect(MatrixItem.holds(.progression(1), [1, 2, 3, 2, 3, 4, 0, 0, 0], rows: 2, attribute: .size, slots: slots))
        #expect(!MatrixItem.holds(.progression(1), [1, 2, 3, 2, 3, 5, 0, 0, 0], rows: 2, attribute: .size, slots: slots))
        #expect(MatrixItem.holds(.arithmetic(add: false), [5, 2, 3, 4, 1, 3, 0, 0, 0], rows: 2, attribute: .number, slots: slots))
        // position: every slot moves by the step, wrapping round (slot 3 + 1 = slot 0)
        #expect(MatrixItem.rotate(0b1001, 1, 4) == 0b0011)
        #expect(MatrixItem.holds(.progression(1), [0b0001, 0b0010, 0b0100, 0b1000, 0b0001, 0b0010, 0, 0, 0], rows: 2, attribute: .position, slots: slots))
        // position arithmetic is set union and difference
        #expect(MatrixItem.holds(.arithmetic(add: true), [0b0001, 0b0010, 0b0011, 0b0100, 0b0101, 0b0101, 0, 0, 0], rows: 2, attribute: .position, slots: slots))
        // distribute-three: rows permute one set of three values, columns all differ
        #expect(MatrixItem.holds(.distributeThree, [1, 4, 7, 4, 7, 1, 7, 1, 4], rows: 3, attribute: .color, slots: slots))
        #expect(!MatrixItem.holds(.distributeThree, [1, 4, 7, 1, 7, 4, 7, 1, 4], rows: 3, attribute: .color, slots: slots))
        // constant over mixed values holds (and is reported as constraining nothing elsewhere)
        #expect(MatrixItem.holds(.constant, [nil, nil, nil, nil, nil, nil, nil, nil, nil], rows: 3, attribute: .size, slots: slots))
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
