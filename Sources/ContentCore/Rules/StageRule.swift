import ContentBundle

/// A rule reported by a front-end stage (the JSON parser, the schema validator); the type
/// carries its description and examples.
public protocol StageRule: LintRule {}

extension StageRule {
    public static var stage: RuleStage { .frontEnd }
}
