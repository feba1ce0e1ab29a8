import ContentBundle
/// Every rule, sorted by id: the one list `--list-rules`, the docs and the tests read.
public enum RuleRegistry {
    /// All rule types, sorted by id.
    public static let all: [any LintRule.Type] = ([
        JSONSyntaxRule.self, JSONEncodingRule.self, JSONDuplicateKeyRule.self, JSONNumberRangeRule.self,
        JSONLimitsRule.self, ContentKindRule.self, SchemaRule.self,
        LocaleMissingRule.self, LocaleUnlistedRule.self,
        TextNFCRule.self, TextTrimmedRule.self, TextDoubleSpaceRule.self, TextMixedScriptRule.self, TextAlphabetRule.self,
        AssetOutsidePackRule.self, AssetTypeRule.self, AssetMissingRule.self, AssetContentRule.self,
        PackVersionRule.self, IDUniqueRule.self, AnswerPositionsRule.self,
        RiddleAnswersRule.self, RiddleNearDuplicateRule.self,
        GameLevelsRule.self, GameSlidesRule.self, GameContentRule.self, GamePoolsRule.self, GameUniqueRule.self, GameTypeRule.self,
        PlanScheduleRule.self, PlanSlidesRule.self,
        NormsAgesRule.self, NormsTableRule.self, NormsTestRule.self, SequenceOrderRule.self, IQTestSeriesRule.self, IQTestKeysRule.self, IQReportScaleRule.self, PuzzleTrackItemsRule.self, PuzzleTrackKeysRule.self,
        SeriesRuleSyntaxRule.self, SeriesRuleReproducesTermsRule.self, SeriesRuleGivesAnswerRule.self,
        SeriesRuleTestedRule.self, SeriesChoicesRule.self, SeriesConstantTailRule.self, SeriesAmbiguousRule.self, SeriesUnexplainedRule.self,
        EquationSyntaxRule.self, EquationSolutionRule.self, EquationAnswerRule.self, EquationSymbolsRule.self,
        AnagramWordsRule.self, AnagramConfusablesRule.self, AnagramRoundsRule.self, AnagramDictionaryRule.self,
        JigsawPictureRule.self, JigsawTabsRule.self, JigsawOutlinesRule.self,
        MatrixRulesHoldRule.self, MatrixOneAnswerRule.self, MatrixAmbiguousRule.self, MatrixOptionsOnlyRule.self,
        MatrixOptionsRule.self, MatrixRuleNothingRule.self, MatrixPicturedRule.self, MatrixDuplicateItemsRule.self,
        PuzzleDescriptionRule.self, PuzzleKeyRule.self, PuzzleOptionsRule.self,
        MemoryCardBlankRule.self, MemoryCardsRule.self, MemoryConfusableRule.self, MemoryLookAlikeRule.self, MemoryCardShapeRule.self, SVGProfileRule.self, DotsLayoutRule.self, DotsRevealRule.self,
    ] as [any LintRule.Type]).sorted { $0.description.id < $1.description.id }

    public static var descriptions: [RuleDescription] { all.map { $0.description } }
    public static var ids: [String] { all.map { $0.description.id } }

    static let fileRules: [any FileRule] = all.compactMap { if case .oneFile(let rule) = $0.stage { rule } else { nil } }
    static let packRules: [any PackRule] = all.compactMap { if case .wholePack(let rule) = $0.stage { rule } else { nil } }

    public static func description(of id: String) -> RuleDescription? {
        all.first { $0.description.id == id }?.description
    }

    /// The item facts a rule reads: its own (`LintRule.facts`) and those its kind's rules read.
    static func facts(of rule: any LintRule.Type) -> ContentFacts {
        rule.facts.union(rule.description.kind.flatMap(KindRegistry.spec)?.ruleFacts ?? ContentFacts())
    }
}
