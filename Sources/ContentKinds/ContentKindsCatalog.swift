import ContentBundle
import ContentCore

/// The two lists a new kind adds a line to: its spec, and each of its rules. The registries
/// (`KindRegistry`, `RuleRegistry`) sort and index them; nothing else lists kinds or rules.
package enum ContentKindsCatalog {
    /// Every content kind's spec.
    package static let kinds: [any KindSpec] = [
        AnagramsKind(), DotsKind(), EquationsKind(), GamesKind(), GameTypeKind(), PlansKind(), IQNormsKind(),
        IQReportKind(), IQTestKind(), JigsawKind(), MatrixSeriesKind(), MemoryKind(), NumberSeriesKind(), PackKind(),
        PicturePuzzlesKind(), PuzzleTrackKind(), RiddlesKind(), SequencesKind(), SlidesKind(), SoundsKind(), StringsKind(), SurveyKind(), InstructionsKind(), MenuKind(),
    ]

    /// Every rule: those of every kind (JSON, schema, text, assets, ids, answer positions), then
    /// each kind's.
    package static let rules: [any LintRule.Type] = [
        JSONSyntaxRule.self, JSONEncodingRule.self, JSONDuplicateKeyRule.self, JSONNumberRangeRule.self,
        JSONLimitsRule.self, ContentKindRule.self, SchemaRule.self, LocaleMissingRule.self, LocaleUnlistedRule.self,
        TextNFCRule.self, TextTrimmedRule.self, TextDoubleSpaceRule.self, TextMixedScriptRule.self,
        TextAlphabetRule.self, AssetOutsidePackRule.self, AssetTypeRule.self, AssetMissingRule.self,
        AssetContentRule.self, PackVersionSemverRule.self, IDUniqueRule.self, AnswerPositionsRule.self,
        ResultsDiscriminationRule.self, ResultsDistractorStrongRule.self, ResultsDistractorDeadRule.self, ResultsDifficultyRankRule.self,
        ResultsNoSpreadRule.self, ResultsTimeOutlierRule.self, ResultsRevisionOldRule.self, ResultsLogRule.self,
        RiddleAnswersDistinctRule.self, RiddleNearDuplicateRule.self, GameLevelsRule.self, GameDifficultyRule.self, GameSlidesRule.self,
        GameContentRule.self, GamePoolsRule.self, GameUniqueRule.self, GameTypeRule.self, GameWordListsRule.self, GameRanksRule.self,
        PlanCurrencyRule.self, PlanIntervalRule.self, PlanScheduleRule.self,
        PlanSlidesRule.self, NormsAgesRule.self, NormsSampleSizeRule.self, NormsTableRule.self, NormsTestRule.self, SequenceOrderRule.self,
        IQTestSeriesRule.self, IQTestKeysRule.self, IQReportScaleRule.self, PuzzleTrackItemsRule.self,
        PuzzleTrackKeysRule.self, SeriesRuleSyntaxRule.self, SeriesRuleReproducesTermsRule.self,
        SeriesRuleGivesAnswerRule.self, SeriesRuleTestedRule.self, SeriesAnswerInChoicesRule.self,
        SeriesConstantTailRule.self, SeriesAmbiguousRule.self, SeriesUnexplainedRule.self, EquationSyntaxRule.self,
        EquationSolutionRule.self, EquationAnswerRule.self, EquationSymbolsRule.self, EquationDefinitionsRule.self, AnagramWordsRule.self,
        AnagramConfusablesRule.self, AnagramRoundsRule.self, AnagramDictionaryRule.self, JigsawPictureRule.self,
        JigsawTabsRule.self, JigsawOutlinesRule.self, MatrixRulesHoldRule.self, MatrixOneAnswerRule.self,
        MatrixAmbiguousRule.self, MatrixOptionsOnlyRule.self, MatrixOptionsRule.self, MatrixRuleConstrainsNothingRule.self,
        MatrixPicturedRule.self, MatrixDuplicateItemsRule.self, PuzzleDescriptionRule.self, PuzzleKeyRule.self,
        PuzzleOptionsRule.self, MemoryCardBlankRule.self, MemoryCardsRule.self, MemoryConfusableRule.self,
        MemoryLookAlikeRule.self, MemoryCardShapeRule.self, SVGProfileRule.self, DotsLayoutRule.self,
        DotsRevealRule.self, SoundDecodableRule.self, SoundSizeRule.self, SoundSampleRateRule.self, SoundDurationRule.self,
        SoundClippingRule.self, SoundSilenceRule.self, SoundLoudnessRule.self,
        StringsPluralFormsRule.self, StringsPlaceholdersRule.self, StringsPlaceholderSyntaxRule.self,
        StringsLengthRule.self,
        SurveyOptionsRule.self, SurveyIdsRule.self, SurveyTriggerRule.self, InstructionsTargetRule.self,
        InstructionsIncludesRule.self, SlidesTargetRule.self, MenuItemsRule.self, MenuUnlistedRule.self,
    ]
}
