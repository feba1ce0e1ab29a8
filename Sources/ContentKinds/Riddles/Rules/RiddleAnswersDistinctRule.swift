import ContentBundle
import ContentCore

/// Accepted answers are non-empty and distinct once normalised.
struct RiddleAnswersDistinctRule: FileRule {
    static let description = RuleDescription(
        id: "riddle-answers-distinct",
        summary: "A riddle's accepted answers must be non-empty and distinct after normalisation",
        rationale: """
            Typed answers are compared after case folding, NFC, trimming and collapsing spaces (the \
            runtime does the same). Two answers that normalise alike are one answer written twice; an \
            answer that normalises to nothing can never be typed. Remove the duplicate or the empty one.
            """,
        kind: .riddles,
        severity: .error,
        valid: [Example(Examples.riddle())],
        invalid: [Example("""
            {"kind": "riddles", "items": [
              {"id": "cat-riddle", "difficulty": 1,
               "text": {"en": "Who says meow?", "ru": "Кто говорит мяу?", "uk": "Хто каже няв?"},
               "answers": {"en": ["a cat", ↓"A Cat"], "ru": ["кошка"], "uk": ["кіт"]}}
            ]}
            """)])

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for item in file.root?["items"]?.array ?? [] {
            for member in item["answers"]?.object?.members ?? [] {
                var seen: [String: String] = [:]
                for answer in member.value.array ?? [] {
                    guard let text = answer.string else { continue }
                    let normal = AnswerNormalizer.normalize(text)
                    if normal.isEmpty {
                        found.append(Self.diagnostic("answer is empty once spaces are removed; it can never be typed", in: file, at: answer.range))
                    } else if let first = seen[normal] {
                        found.append(Self.diagnostic(
                            "answer \"\(text)\" is the same as \"\(first)\" after normalisation (case, spaces, NFC); keep one",
                            in: file, at: answer.range))
                    } else {
                        seen[normal] = text
                    }
                }
            }
        }
        return found
    }
}
