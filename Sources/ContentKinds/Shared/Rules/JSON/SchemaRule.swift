import ContentCore

/// A file breaks its kind's schema in `schemas/`.
package struct SchemaRule: StageRule {
    package static let description = RuleDescription(
        id: SchemaRuleID.violation,
        summary: "A content file must match its kind's JSON Schema",
        rationale: """
            The schemas in schemas/ are the exact definition of every kind (editors use them for \
            completion too). A finding names the value that breaks the schema and what the schema wants \
            there: a missing property, an unknown one (often a typo: the message suggests the right \
            name), a wrong type or a value out of range.
            """,
        severity: .error, buildRelies: true,
        valid: [Example(Examples.riddle())],
        invalid: [
            Example(#"""
                {"kind": "riddles", "items": [
                  {"id": "cat-riddle", "difficulty": ↓12,
                   "text": {"en": "Who says meow?", "ru": "Кто говорит мяу?", "uk": "Хто каже няв?"},
                   "answers": {"en": ["a cat"], "ru": ["кошка"], "uk": ["кіт"]}}]}
                """#),
            Example(#"""
                {"kind": "riddles", "items": [
                  ↓{"id": "cat-riddle", "difficulty": 1,
                   "text": {"en": "Who says meow?", "ru": "Кто говорит мяу?", "uk": "Хто каже няв?"}}]}
                """#),
            Example(#"""
                ↓{"kind": "jigsaw", "id": "photo-4", "image": "img/photo.png", "rows": 2, "columns": 2,
                 "cut": {"style": "classic", "seed": 1}, ↓"dificulty": 2}
                """#),
        ])

    /// Findings for the violations of one file.
    package static func diagnostics(for violations: [SchemaViolation], in file: ContentFile) -> [Diagnostic] {
        var seen = Set<String>()
        return violations.compactMap { violation in
            guard seen.insert("\(violation.range.lowerBound):\(violation.message)").inserted else { return nil }
            return diagnostic(violation.message, in: file, at: violation.range)
        }
    }
}
