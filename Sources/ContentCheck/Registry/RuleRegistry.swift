import ContentBundle
import ContentCore
import ContentKinds
/// Every rule, sorted by id: the one list `--list-rules`, the docs and the tests read.
public enum RuleRegistry {
    /// All rule types, sorted by id.
    public static let all: [any LintRule.Type] = ContentKindsCatalog.rules.sorted { $0.description.id < $1.description.id }

    public static var descriptions: [RuleDescription] { all.map { $0.description } }
    public static var ids: [String] { all.map { $0.description.id } }

    package static let fileRules: [any FileRule] = all.compactMap { if case .oneFile(let rule) = $0.stage { rule } else { nil } }
    package static let packRules: [any PackRule] = all.compactMap { if case .wholePack(let rule) = $0.stage { rule } else { nil } }

    public static func description(of id: String) -> RuleDescription? {
        all.first { $0.description.id == id }?.description
    }

    /// The item facts a rule reads: its own (`LintRule.facts`) and those its kind's rules read.
    static func facts(of rule: any LintRule.Type) -> ContentFacts {
        rule.facts.union(rule.description.kind.flatMap(KindRegistry.spec)?.ruleFacts ?? ContentFacts())
    }
}
