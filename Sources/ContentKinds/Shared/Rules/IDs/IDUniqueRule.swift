import ContentCore

/// Item ids are unique across the whole pack.
struct IDUniqueRule: PackRule {
    static let description = RuleDescription(
        id: "id-unique",
        summary: "Item ids must be unique across the whole pack",
        rationale: """
            Game results, progress and purchases are stored against item ids, and the bundle's answer \
            keys are looked up by id. Two items with one id means one of them gets the other's answer \
            and results. Give each item its own id, and never reuse an id for different content.
            """,
        severity: .error, buildRelies: true,
        valid: [Example(Examples.riddle())],
        invalid: [Example(#"""
            {"kind": "riddles", "items": [
              {"id": "cat-riddle", "difficulty": 1,
               "text": {"en": "Who says meow?", "ru": "Кто говорит мяу?", "uk": "Хто каже няв?"},
               "answers": {"en": ["a cat"], "ru": ["кошка"], "uk": ["кіт"]}},
              {"id": ↓"cat-riddle", "difficulty": 2,
               "text": {"en": "Who purrs?", "ru": "Кто мурлычет?", "uk": "Хто муркоче?"},
               "answers": {"en": ["a cat"], "ru": ["кошка"], "uk": ["кіт"]}}
            ]}
            """#)])

    static let inputs: PackRuleInputs = .every([.ids])

    func check(_ files: [ContentFile], in context: LintContext) -> [Diagnostic] {
        Self.findings(IDOccurrences(IDOccurrences.occurrences(of: files)), paths: files.map(\.path)) ?? []
    }

    var incremental: (any IncrementalPackRule)? { self }

    /// Each repeat of an id after its first use (by path, then place in the file).
    private static func findings(_ occurrences: IDOccurrences, paths: [String]) -> [Diagnostic]? {
        let found = occurrences.findings(paths: paths) { repeated, first in
            let place = first.file == repeated.file ? "earlier in this file" : "in \(paths[first.file])"
            return Diagnostic(
                ruleID: description.id, severity: description.severity,
                message: "id \"\(repeated.id)\" is already used \(place); ids must be unique across the pack",
                file: paths[repeated.file], range: repeated.range,
                notes: [Diagnostic.Note("first use of \"\(repeated.id)\"", file: paths[first.file], range: first.range)])
        }
        return occurrences.damaged ? nil : found
    }
}

extension IDUniqueRule: IncrementalPackRule {
    func check(_ files: [ContentFile], in context: LintContext, keeping state: PackRuleState) -> [Diagnostic] {
        let occurrences = IDOccurrences(IDOccurrences.occurrences(of: files))
        occurrences.saveBuilt(to: state)
        return Self.findings(occurrences, paths: files.map(\.path)) ?? []
    }

    func recheck(_ edits: [PackRuleEdit], paths: [String], previous: [Diagnostic], in context: LintContext, state: PackRuleState) -> [Diagnostic]? {
        guard case (var occurrences, let baseID)? = IDOccurrences.load(state), occurrences.overlaySize < IDOccurrences.overlayLimit else { return nil }
        for edit in edits {
            occurrences.replace(file: edit.position, with: IDOccurrences.occurrences(of: edit.file, at: edit.position))
        }
        guard let found = Self.findings(occurrences, paths: paths) else { return nil }
        occurrences.save(baseID: baseID, to: state)
        return found
    }
}
