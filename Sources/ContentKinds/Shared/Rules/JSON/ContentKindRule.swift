import ContentBundle
import ContentCore
/// Every content file says its kind, and only the pack root's pack.json is the pack.
package struct ContentKindRule: StageRule {
    package static let description = RuleDescription(
        id: "content-kind",
        summary: "A content file is one object whose \"kind\" names a known content kind",
        rationale: """
            The kind decides which schema and which checks apply, and where the builder puts the \
            content. Every .json file in the pack is content (add others to the configuration's \
            "ignore"). Kinds: pack, riddles, number-series, matrix-series, equations, anagrams, jigsaw, dots, \
            memory, games, iq-norms, sequences, slides.
            """,
        severity: .error, buildRelies: true,
        valid: [Example(Examples.riddle())],
        invalid: [
            Example(#"{"kind": ↓"riddle", "items": []}"#),
            Example(#"↓{"items": []}"#),
            Example(#"↓["riddles"]"#),
        ])
}
