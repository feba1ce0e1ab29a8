import ContentCore

/// No word mixes Latin, Cyrillic and Greek letters.
struct TextMixedScriptRule: FileRule {
    static let description = RuleDescription(
        id: "text-mixed-script",
        summary: "A word must not mix letters of different scripts (a Latin \"o\" inside a Cyrillic word)",
        rationale: """
            Latin a, c, e, o, p, x look exactly like Cyrillic а, с, е, о, р, х. A word typed on the wrong \
            keyboard layout looks right but never matches a typed answer, breaks spell checking and, in \
            anagrams, makes a word with letters the player cannot type. The finding names the odd letter.
            """,
        severity: .error,
        valid: [Example(Examples.riddle(text: #"{"en": "Who says meow?", "ru": "Кто говорит мяу? Это Wi-Fi кот", "uk": "Хто каже няв?"}"#))],
        invalid: [Example(Examples.riddle(text: #"{"en": "Who says meow?", "ru": "Кто говорит мяу? Это к↓oт", "uk": "Хто каже няв?"}"#))])

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        file.texts.filter(\.profile.mayMixScripts).flatMap { text in
            Self.mixedWords(in: text.text).map { word in
                let range = StringSourceMap.range(ofScalars: word.odd..<word.odd + 1, in: text.node, source: file.source)
                let fix = Self.repaired(word, locale: text.locale).map { repaired in
                    Diagnostic.Fix.replace(StringSourceMap.range(ofScalars: word.range, in: text.node, source: file.source), with: repaired)
                }
                return Self.diagnostic(
                    "word \"\(word.text)\" mixes \(word.main.rawValue) and \(word.oddScript.rawValue) letters: '\(word.oddLetter)' is \(word.oddName)",
                    in: file, at: range, fix: fix)
            }
        }
    }

    /// The word with every letter of the minority scripts replaced by its look-alike in the
    /// main script, when that is unambiguous: each such letter has a look-alike of the main
    /// script, and the text's locale has an alphabet of that script holding every replacement
    /// (a Latin "i" in a Russian word is not made a Ukrainian "і").
    static func repaired(_ word: MixedWord, locale: String?) -> String? {
        guard let alphabet = locale.flatMap(LocaleAlphabet.of), alphabet.script == word.main else { return nil }
        var scalars: [Unicode.Scalar] = []
        for scalar in word.text.unicodeScalars {
            guard let script = Script(scalar), script != word.main else {
                scalars.append(scalar)
                continue
            }
            guard let lookAlike = LocaleAlphabet.lookAlike(of: scalar), Script(lookAlike) == word.main,
                  !alphabet.foreign.contains(lookAlike), !alphabet.foreign.contains(Unicode.Scalar(lookAlike.properties.lowercaseMapping) ?? lookAlike) else { return nil }
            scalars.append(lookAlike)
        }
        return String(String.UnicodeScalarView(scalars))
    }

    struct MixedWord {
        /// Scalar range of the word in the text.
        let range: Range<Int>
        let text: String
        let main: Script
        let oddScript: Script
        /// Scalar index of the first letter of the minority script.
        let odd: Int
        let oddLetter: String
        let oddName: String
    }

    /// Words (runs of letters and combining marks) whose letters come from more than one script.
    static func mixedWords(in text: String) -> [MixedWord] {
        let scalars = Array(text.unicodeScalars)
        return TextWords.ranges(scalars).compactMap { mixedWord(scalars, $0) }
    }

    private static func mixedWord(_ scalars: [Unicode.Scalar], _ range: Range<Int>) -> MixedWord? {
        var counts: [Script: Int] = [:]
        for index in range { if let script = Script(scalars[index]) { counts[script, default: 0] += 1 } }
        guard counts.count > 1 else { return nil }
        let ordered = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key.rawValue < $1.key.rawValue }
        let main = ordered[0].key
        guard let odd = range.first(where: { Script(scalars[$0]).map { $0 != main } ?? false }),
              let oddScript = Script(scalars[odd]) else { return nil }
        let name = scalars[odd].properties.name ?? "U+" + String(scalars[odd].value, radix: 16, uppercase: true)
        return MixedWord(
            range: range, text: String(String.UnicodeScalarView(scalars[range])), main: main, oddScript: oddScript, odd: odd,
            oddLetter: String(scalars[odd]), oddName: name)
    }
}
