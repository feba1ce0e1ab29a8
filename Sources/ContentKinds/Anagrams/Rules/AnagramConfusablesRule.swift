import ContentCore

/// Look-alike letters map to other letters.
struct AnagramConfusablesRule: FileRule {
    static let description = RuleDescription(
        id: "anagram-confusables",
        summary: "A look-alike letter must not map to itself",
        rationale: """
            A distractor is made by replacing a letter with one of its look-alikes. A letter listed as \
            its own look-alike makes a "distractor" identical to the word, which is then a second \
            correct answer.
            """,
        kind: .anagrams,
        severity: .error,
        valid: [Example(Examples.anagrams(#""words": ["кот", "сон", "нос"]"#))],
        invalid: [Example(#"""
            {"kind": "anagrams", "locale": "ru", "confusables": {"о": [↓"о", "а"], "к": ["х"], "т": ["г"], "с": ["е"], "н": ["п"]},
             "levels": [{"level": 1, "wordLength": [3, 4], "substitutions": 1, "words": ["кот", "сон", "нос"]}]}
            """#)])

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        (file.root?["confusables"]?.object?.members ?? []).flatMap { member in
            (member.value.array ?? []).filter { $0.string == member.key }.map { node in
                Self.diagnostic("\"\(member.key)\" is listed as its own look-alike", in: file, at: node.range)
            }
        }
    }
}
