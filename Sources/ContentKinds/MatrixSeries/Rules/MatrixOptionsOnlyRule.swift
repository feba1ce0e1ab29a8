import Foundation
import ContentCore

/// Check C: the key cannot be found from the options alone.
struct MatrixOptionsOnlyRule: FileRule {
    static let description = RuleDescription(
        id: "matrix-options-only",
        summary: "The key of a rendered matrix item must not be findable without looking at the grid",
        rationale: """
            Distractors made by changing one attribute of the key at a time make the key the option \
            that shares most with the others: a player who ignores the grid and picks "the most \
            typical option" scores. The check scores each option by the attribute values it shares \
            with the other options and reports an item whose key is the single best; over the \
            series, it reports when that guess would beat chance at the 1 % level (one-sided \
            binomial test). An attribute cube (every combination of two values of three attributes) \
            makes every option equally typical.
            """,
        kind: .matrixSeries,
        severity: .error,
        valid: [Example(Examples.matrixSeries([Examples.matrixItem()])), Example(Examples.matrixSeries([Examples.carriedGreys()]))],
        invalid: [Example(Examples.matrixSeries([Examples.matrixItem(
            options: [(4, 3, 4), (3, 3, 4), (4, 4, 4), (4, 3, 7), (2, 3, 4), (4, 5, 4), (4, 3, 1), (4, 2, 4)], answer: "↓0")]))])

    /// How typical each option is: the attribute values it shares with each other option.
    static func scores(_ item: RenderedMatrixItem) -> [Int] {
        let all = item.options.map(RenderedMatrixItem.attributeValues)
        return all.indices.map { index in
            all.indices.filter { $0 != index }.reduce(0) { total, other in
                total + zip(all[index], all[other]).filter { $0 == $1 && !$0.isEmpty }.count
            }
        }
    }

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        let items = MatrixFacts.items(file).filter { $0.options.indices.contains($0.answer) }
        var found: [Diagnostic] = []
        var expected = 0.0
        var chance = 0.0
        for item in items {
            let scores = Self.scores(item)
            let best = scores.max() ?? 0
            let leaders = scores.indices.filter { scores[$0] == best }
            if leaders == [item.answer] {
                found.append(Self.diagnostic(
                    "item \"\(item.id)\": the key is the option most like the others (\(best) shared values), so it can be picked without the grid; build the distractors as an attribute cube",
                    in: file, at: item.answerNode.range))
            }
            expected += leaders.contains(item.answer) ? 1 / Double(leaders.count) : 0
            chance += 1 / Double(item.options.count)
        }
        // Over the series: is the options-only guess better than chance at the 1 % level?
        if items.count >= 5, let node = file.root?["items"] {
            let n = items.count
            let p = chance / Double(n)
            let successes = Int(expected.rounded())
            let pValue = Self.binomialTail(n: n, p: p, atLeast: successes)
            if pValue < 0.01 {
                found.append(Self.diagnostic(
                    "picking the option most like the others answers \(successes) of \(n) items right, against \(String(format: "%.1f", chance)) by chance (one-sided binomial p = \(String(format: "%.4f", pValue)) < 0.01)",
                    in: file, at: node.range.lowerBound..<node.range.lowerBound + 1))
            }
        }
        return found
    }

    /// P(X ≥ k) for X ~ Binomial(n, p).
    static func binomialTail(n: Int, p: Double, atLeast k: Int) -> Double {
        guard k > 0 else { return 1 }
        var total = 0.0
        for i in k...n {
            var coefficient = 1.0
            for j in 0..<i { coefficient *= Double(n - j) / Double(j + 1) }
            total += coefficient * pow(p, Double(i)) * pow(1 - p, Double(n - i))
        }
        return min(1, total)
    }
}
