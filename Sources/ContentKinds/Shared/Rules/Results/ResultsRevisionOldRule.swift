import ContentCore

/// Answers to an earlier revision of an item, counted apart.
struct ResultsRevisionOldRule: StageRule {
    static let description = RuleDescription(
        id: "results-revision-old",
        summary: "Answers to an earlier revision of an item are reported and never mixed with the current one's",
        rationale: """
            Reported by `content-lint --results`. An item's revision goes up when a change to it \
            makes earlier answers incomparable (its key, its options, what it asks: \
            `ContentBundle.revision(of:)`); answers to an earlier revision answered another \
            question, so every statistic of the item is worked out from its current revision's \
            answers only, and the others are counted here. The current revision is the built \
            bundle's with `--bundle`, else the highest revision in the logs. An information, not \
            a defect: old answers age out of the logs.
            """,
        severity: .info,
        measured: "A count, not a judgement: tested on simulated logs of two revisions in either order, and with a bundle's revisions (ItemAnalysisTests). See Docs/ItemAnalysis.md.",
        valid: ResultsExamples.valid(),
        invalid: [Example(ResultsExamples.series(marked: 6), files: ["results.jsonl": ResultsExamples.log(players: 30, seed: 3)
                    + ResultsExamples.log(players: 30, seed: 4) { $0[5].revision = 2 }])])
}
