import ContentCore

/// Anagram words are words.
struct AnagramDictionaryRule: FileRule {
    static let description = RuleDescription(
        id: "anagram-dictionary",
        summary: "Anagram words should be in the locale's Hunspell dictionary, when one is installed",
        rationale: """
            A typo in a word list ("нсо") becomes a round whose answer is not a word. content-lint \
            looks each word up (its stem and one prefix or suffix) in the Hunspell dictionary of the \
            list's locale from /usr/share/hunspell (--dictionaries DIR elsewhere; Debian: apt install \
            hunspell-ru hunspell-en-us hunspell-en-gb hunspell-uk; every dictionary of the locale \
            counts, so an "en" list may use British and American spellings), after the dictionary's \
            own input conversions \
            (ICONV: a Ukrainian word written with the apostrophe ’ is found). Case is not part of a \
            game's word: "london" is found as the dictionary's "London". A word the dictionary lacks \
            that becomes a dictionary word when two neighbouring letters are swapped back is a \
            warning naming that word: the commonest slip, and no correct word measured was one. \
            Any other word the dictionary lacks is an info: dictionaries miss rare words and \
            variant spellings ("dryest", "fondu", "п’ятидесятою"), which no look-up tells from a \
            dropped, doubled or wrong letter. Without a dictionary for the locale it says, once per \
            list, that the check was skipped.
            """,
        kind: .anagrams,
        severity: .warning,
        measured: """
            Tests/RealContent, Debian 12: 1,000 words of wamerican 2020.12.07 in lower case and 1,000 \
            words of wukrainian 1.8.0 with the apostrophe typed as ’, against hunspell-en-us, \
            hunspell-en-gb and hunspell-uk: 0 warnings; 29 infos, all correct words the \
            dictionaries lack (hunspell 1.7.2 rejects them too), none one swap from a dictionary \
            word. Injected typos, all reported: two letters swapped 198 of 198 (197 as warnings; the \
            other is a typo of a word the dictionaries lack), a letter dropped 91 of 91, doubled \
            100 of 100, typed wrong 97 of 98 (the miss made another word), those as infos. Before this round, 1,177 false warnings on the \
            same 2,000 words (case, ICONV); 29 until swaps were told from other misses.
            """,
        valid: [Example(Examples.anagrams(#""words": ["кот", "сон", "нос"]"#))],
        invalid: [Example(Examples.anagrams(#""words": ["кот", "сон", ↓"нсо"]"#))])

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        guard let source = context.dictionaries, let root = file.root, let localeNode = root["locale"], let locale = localeNode.string else { return [] }
        let dictionaries = source.dictionaries(for: locale)
        guard !dictionaries.isEmpty else {
            return [Self.diagnostic("no Hunspell dictionary for \"\(locale)\" in \(source.place) (Debian: apt install hunspell-\(locale == "en" ? "en-us" : locale)); the dictionary check was skipped",
                                    in: file, at: localeNode.range, severity: .info)]
        }
        func known(_ word: String) -> Bool { dictionaries.contains { $0.contains(word, ignoringCase: true) } }
        var found: [Diagnostic] = []
        for level in root["levels"]?.array ?? [] {
            for node in level["words"]?.array ?? [] {
                guard let word = node.string, !known(word) else { continue }
                if let meant = Self.unswapped(word, known: known) {
                    found.append(Self.diagnostic("\"\(word)\" is not in the \(locale) dictionary, and \"\(meant)\" is: two letters swapped?",
                                                 in: file, at: node.range))
                } else {
                    found.append(Self.diagnostic("\"\(word)\" is not in the \(locale) dictionary (a rare word, a variant spelling or a typo); check the spelling",
                                                 in: file, at: node.range, severity: .info))
                }
            }
        }
        return found
    }

    // why: a word game's word is short; a longer string is no word, and each look-up costs one
    // pass over the dictionary's affixes
    static let swapLimit = 32

    /// The dictionary word the word becomes with two neighbouring letters swapped back, if any.
    /// Of the 29 correct words of 2,000 (wamerican, wukrainian) the dictionaries lack, none is
    /// one swap from a dictionary word; of 198 typos made by a swap, 197 were.
    static func unswapped(_ word: String, known: (String) -> Bool) -> String? {
        var letters = Array(word)
        guard letters.count >= 2, letters.count <= swapLimit else { return nil }
        for index in 0..<letters.count - 1 where letters[index] != letters[index + 1] {
            letters.swapAt(index, index + 1)
            let candidate = String(letters)
            letters.swapAt(index, index + 1)
            if known(candidate) { return candidate }
        }
        return nil
    }
}
