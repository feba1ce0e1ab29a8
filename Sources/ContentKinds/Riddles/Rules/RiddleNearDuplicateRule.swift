import ContentBundle
import ContentCore

/// Riddles across the pack that tell the same riddle or ask the same question.
struct RiddleNearDuplicateRule: PackRule {
    static let facts = ContentFacts(RiddleWords.self)

    static let description = RuleDescription(
        id: "riddle-near-duplicate",
        summary: "Two riddles should not tell the same riddle or ask the same question",
        rationale: """
            A near-copy is usually the same riddle added twice, reworded, or a translation pasted into \
            the wrong item; players notice repeats. Riddles are compared per locale by the words of \
            their questions and answers, each word weighed by how rare it is in the pack and \
            discounted where it belongs to a frame many riddles share ("How many … does it take to \
            change a light bulb?", «Что такое …?»), so riddles that only share a frame are not \
            reported. Words are compared by their stems, except in a short quotation (three words \
            at most), which is a mention and compared whole (“je serai” is not “je serais”); a \
            quoted sentence is stemmed as usual. The rule warns when two questions are one question (80 % alike), or when \
            question and answer together are 30 % alike with the questions at least 25 % and the \
            answers at least 35 % alike (a reworded riddle keeps its answer). How many riddles hold a \
            word is counted exactly up to 32 and to the nearest step of 9 % above that: rarity is a \
            rough measure, and so one edited riddle changes the weights of the few riddles it can \
            affect, which is what lets the lint cache search again only around an edit.
            """,
        kind: .riddles,
        severity: .warning,
        measured: """
            Tests/RealContent: 701 quiz questions made from bsdgames 2.17's quiz files (capitals, \
            state capitals, flowers and abbreviations, element symbols and numbers, collectives, \
            animal babies: many questions in one frame about one subject): 0 findings (215 false \
            before this round); 29 of 29 injected duplicates caught (10 questions asked again with \
            another key, a riddle numbered 20 times). A second source, kwordquiz 22.12.3's example \
            vocabularies as 91 questions (US capitals, French verbs person by person, English to \
            German): 0 findings (9 false before short answers swapping a word, "he was" / "she \
            was", were told apart; 1 before a quoted word, "je serai" / "je serais", was kept \
            whole instead of stemmed); 10 of \
            10 injected duplicates caught. Earlier: 636 Debian fortunes riddles and 153 \
            paraphrase pairs (RiddleDuplicateMeasureTests), unchanged.
            """,
        valid: [Example(LightBulbExamples.differentJokes)],
        invalid: [Example(LightBulbExamples.rewordedJoke)])

    static let inputs: PackRuleInputs = .every([.riddleTexts])

    func check(_ files: [ContentFile], in context: LintContext) -> [Diagnostic] {
        Self.findings(Self.build(files).mapValues(\.index), paths: files.map(\.path)) ?? []
    }

    var incremental: (any IncrementalPackRule)? { self }

    // why: an overlay this large (texts and stems changed since the last full search) costs
    // more to read and write than the edits it saves; the next run searches in full
    static let overlayLimit = 50_000

    /// Each locale's full search over the files (their places in the list as given).
    private static func build(_ files: [ContentFile]) -> [String: (index: RiddleSearchIndex, persistable: Bool)] {
        var texts: [String: [RiddleDuplicateSearch.Text]] = [:]
        for (position, file) in files.enumerated() {
            for (locale, own) in Self.texts(of: file, at: position) { texts[locale, default: []] += own }
        }
        let locales = texts.keys.sorted()
        let byLocale = texts
        // why: a pack's locales are searched side by side, each search on every core as well
        let built = locales.parallelMap(jobs: 0) { locale in RiddleDuplicateSearch.build(byLocale[locale]!) }
        return Dictionary(uniqueKeysWithValues: zip(locales, built))
    }

    /// A file's riddle texts by locale, in order, ranked by the file's place and theirs.
    private static func texts(of file: ContentFile, at position: Int) -> [String: [RiddleDuplicateSearch.Text]] {
        var texts: [String: [RiddleDuplicateSearch.Text]] = [:]
        for riddle in file.riddles {
            for text in riddle.texts {
                let ordinal = texts[text.locale]?.count ?? 0
                let place = RiddleSearchIndex.Place(file: position, id: riddle.id, textObject: riddle.textObject.lowerBound, range: text.range)
                texts[text.locale, default: []].append(RiddleDuplicateSearch.Text(
                    rank: Int64(position) << 32 | Int64(ordinal), place: place, question: text.question, answers: text.answers))
            }
        }
        return texts
    }

    /// The findings of every locale's matches (nil when a match names a file not in `paths`:
    /// a damaged state).
    private static func findings(_ indexes: [String: RiddleSearchIndex], paths: [String]) -> [Diagnostic]? {
        var reported = Set<String>()
        var found: [Diagnostic] = []
        for locale in indexes.keys.sorted() {
            let index = indexes[locale]!
            for (pair, match) in RiddleDuplicateSearch.reported(index) {
                let (first, second) = (index.place(pair.earlier), index.place(pair.later))
                guard paths.indices.contains(first.file), paths.indices.contains(second.file) else { return nil }
                guard reported.insert(second.id).inserted else { continue }
                let place = first.file == second.file ? "" : " in \(paths[first.file])"
                found.append(Diagnostic(
                    ruleID: description.id, severity: description.severity,
                    message: message(match, second: second.id, first: first.id, place: place, locale: locale),
                    file: paths[second.file], range: second.textObject..<second.textObject + 1,
                    notes: [Diagnostic.Note("\"\(first.id)\" is here", file: paths[first.file], range: first.range)]))
            }
        }
        return indexes.values.contains(where: \.damaged) ? nil : found
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

extension RiddleNearDuplicateRule: IncrementalPackRule {
    func check(_ files: [ContentFile], in context: LintContext, keeping state: PackRuleState) -> [Diagnostic] {
        let built = Self.build(files)
        let indexes = built.mapValues(\.index)
        if built.values.allSatisfy(\.persistable) { RiddleSearchStore.saveBuilt(indexes, to: state) }
        return Self.findings(indexes, paths: files.map(\.path)) ?? []
    }

    func recheck(_ edits: [PackRuleEdit], paths: [String], previous: [Diagnostic], in context: LintContext, state: PackRuleState) -> [Diagnostic]? {
        guard case (var indexes, let baseID)? = RiddleSearchStore.load(state) else { return nil }
        var byLocale: [String: [RiddleSearchIndex.FileEdit]] = [:]
        for edit in edits {
            let texts = Self.texts(of: edit.file, at: edit.position)
            // a locale the file no longer has loses its texts there
            for locale in Set(texts.keys).union(indexes.keys) {
                byLocale[locale, default: []].append(RiddleSearchIndex.FileEdit(file: edit.position, texts: texts[locale] ?? []))
            }
        }
        for (locale, fileEdits) in byLocale {
            // why: a locale new to the pack has no index to update
            guard var index = indexes[locale], index.overlaySize < Self.overlayLimit, index.update(fileEdits) else { return nil }
            indexes[locale] = index
        }
        guard let found = Self.findings(indexes, paths: paths) else { return nil }
        RiddleSearchStore.saveOverlay(indexes, baseID: baseID, to: state)
        return found
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
