import ContentBundle

/// Riddles across the pack that tell the same riddle or ask the same question.
struct RiddleNearDuplicateRule: PackRule {
    static let facts: ContentFacts = .riddleWords

    static let description = RuleDescription(
        id: "riddle-near-duplicate",
        summary: "Two riddles should not tell the same riddle or ask the same question",
        rationale: """
            A near-copy is usually the same riddle added twice, reworded, or a translation pasted into \
            the wrong item; players notice repeats. Riddles are compared per locale by the words of \
            their questions and answers, each word weighed by how rare it is in the pack and \
            discounted where it belongs to a frame many riddles share ("How many … does it take to \
            change a light bulb?", «Что такое …?»), so riddles that only share a frame are not \
            reported. The rule warns when two questions are one question (80 % alike), or when \
            question and answer together are 30 % alike with the questions at least 25 % and the \
            answers at least 35 % alike (a reworded riddle keeps its answer).
            """,
        kind: .riddles,
        severity: .warning,
        valid: [Example(LightBulbExamples.differentJokes)],
        invalid: [Example(LightBulbExamples.rewordedJoke)])

    /// Where a text is: its file, its riddle in the file and its place in the riddle's texts.
    private struct Entry: Sendable {
        let file: Int32
        let riddle: Int32
        let text: Int32
    }

    /// One locale's texts: where each is, its question and its answers as stems.
    private struct Group: Sendable {
        var entries: [Entry] = []
        var questions: [[UInt64]] = []
        var answers: [[UInt64]] = []
    }

    static let inputs: PackRuleInputs = .every([.riddleTexts])

    func check(_ files: [ContentFile], in context: LintContext) -> [Diagnostic] {
        // why: a pack may hold tens of thousands of riddles; collect positions, not copies
        var locales: [String] = []
        var groups: [Group] = []
        for index in files.indices {
            for (riddleIndex, riddle) in files[index].riddles.enumerated() {
                for (textIndex, text) in riddle.texts.enumerated() {
                    // a pack has a handful of locales: found by a scan, not a hash
                    let group = locales.firstIndex(of: text.locale) ?? {
                        locales.append(text.locale)
                        groups.append(Group())
                        return groups.count - 1
                    }()
                    groups[group].entries.append(Entry(file: Int32(index), riddle: Int32(riddleIndex), text: Int32(textIndex)))
                    groups[group].questions.append(text.question)
                    groups[group].answers.append(text.answers)
                }
            }
        }
        var reported = Set<String>()
        var found: [Diagnostic] = []
        let ordered = zip(locales, groups).sorted { $0.0 < $1.0 }
        // why: a pack's locales are searched side by side, each search on every core as well
        let searched = ordered.map(\.1).parallelMap(jobs: 0) { group in
            RiddleDuplicateSearch().matches(questions: group.questions, answers: group.answers)
        }
        for ((locale, group), matches) in zip(ordered, searched) {
            for match in matches {
                let (earlier, later) = (group.entries[match.earlier], group.entries[match.later])
                let (firstFile, secondFile) = (files[Int(earlier.file)], files[Int(later.file)])
                let first = firstFile.riddles[Int(earlier.riddle)]
                let second = secondFile.riddles[Int(later.riddle)]
                guard reported.insert(second.id).inserted else { continue }
                let place = earlier.file == later.file ? "" : " in \(firstFile.path)"
                found.append(Self.diagnostic(
                    Self.message(match, second: second.id, first: first.id, place: place, locale: locale),
                    in: secondFile, at: second.textObject.lowerBound..<second.textObject.lowerBound + 1,
                    notes: [Diagnostic.Note("\"\(first.id)\" is here", file: firstFile.path, range: first.texts[Int(earlier.text)].range)]))
            }
        }
        return found
    }

    private static func message(_ match: RiddleDuplicateSearch.Match, second: String, first: String, place: String, locale: String) -> String {
        func percent(_ value: Double) -> Int { Int((value * 100).rounded()) }
        switch match.kind {
        case .sameQuestion:
            return "riddle \"\(second)\" asks the same question as \"\(first)\"\(place) (\(locale) questions \(percent(match.question)) % alike); make them different or remove one"
        case .sameRiddle:
            return "riddle \"\(second)\" tells the same riddle as \"\(first)\"\(place) (\(locale) questions \(percent(match.question)) % alike, answers \(percent(match.answer)) % alike); make them different or remove one"
        }
    }
}

/// The rule's examples: light-bulb jokes share a frame and are different jokes; one of them
/// reworded is the same joke.
private enum LightBulbExamples {
    static let differentJokes = """
        {"kind": "riddles", "items": [
          {"id": "bulb-lawyers", "difficulty": 1,
           "text": {"en": "How many lawyers does it take to change a light bulb?", "ru": "Сколько юристов нужно, чтобы поменять лампочку?", "uk": "Скільки юристів треба, щоб поміняти лампочку?"},
           "answers": {"en": ["one, and then it is his bulb"], "ru": ["один, и лампочка уже его"], "uk": ["один, і лампочка вже його"]}},
          {"id": "bulb-psychiatrists", "difficulty": 1,
           "text": {"en": "How many psychiatrists does it take to change a light bulb?", "ru": "Сколько психиатров нужно, чтобы поменять лампочку?", "uk": "Скільки психіатрів треба, щоб поміняти лампочку?"},
           "answers": {"en": ["only one, but the bulb has to want to change"], "ru": ["один, но лампочка должна сама захотеть"], "uk": ["один, але лампочка має сама захотіти"]}},
          {"id": "bulb-programmers", "difficulty": 1,
           "text": {"en": "How many programmers does it take to change a light bulb?", "ru": "Сколько программистов нужно, чтобы поменять лампочку?", "uk": "Скільки програмістів треба, щоб поміняти лампочку?"},
           "answers": {"en": ["none, that is a hardware problem"], "ru": ["ни одного, это проблема железа"], "uk": ["жодного, це проблема заліза"]}}
        ]}
        """
    static let rewordedJoke = """
        {"kind": "riddles", "items": [
          {"id": "bulb-psychiatrists", "difficulty": 1,
           "text": {"en": "How many psychiatrists does it take to change a light bulb?", "ru": "Сколько психиатров нужно, чтобы поменять лампочку?", "uk": "Скільки психіатрів треба, щоб поміняти лампочку?"},
           "answers": {"en": ["only one, but the bulb has to want to change"], "ru": ["один, но лампочка должна сама захотеть"], "uk": ["один, але лампочка має сама захотіти"]}},
          {"id": "bulb-psychiatrists-again", "difficulty": 1,
           "text": ↓{"en": "How many psychiatrists are needed to change a light bulb?", "ru": "Сколько нужно психиатров, чтобы заменить лампочку?", "uk": "Скільки потрібно психіатрів, щоб замінити лампочку?"},
           "answers": {"en": ["just one, but the light bulb must really want to change"], "ru": ["всего один, но лампочка должна захотеть сама"], "uk": ["лише один, але лампочка сама має захотіти"]}}
        ]}
        """
}
