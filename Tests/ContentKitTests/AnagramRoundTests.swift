import ContentBundle
import Foundation
import Testing
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck
@testable import ContentOutput

/// The round generator: deterministic, one true anagram, three distractors that are not.
@Suite struct AnagramRoundTests {
    let confusables = ["о": ["а", "с"], "к": ["х"], "т": ["г", "ш"], "с": ["е"], "н": ["п", "и"], "л": ["п"]]

    @Test func roundsAreDeterministicAndSound() throws {
        for word in ["кот", "сон", "нос", "стол", "кол"] {
            let first = try AnagramRounds.round(word: word, locale: "ru", level: 1, substitutions: 1, confusables: confusables).get()
            let again = try AnagramRounds.round(word: word, locale: "ru", level: 1, substitutions: 1, confusables: confusables).get()
            #expect(first == again)
            #expect(Set(first.options).count == 4)
            let letters = word.map(String.init).sorted()
            let anagrams = first.options.filter { $0.map(String.init).sorted() == letters }
            #expect(anagrams == [first.options[first.answer]], "\(word): \(first.options)")
            #expect(first.options[first.answer] != word)
        }
        let other = try AnagramRounds.round(word: "стол", locale: "ru", level: 2, substitutions: 1, confusables: confusables).get()
        let level1 = try AnagramRounds.round(word: "стол", locale: "ru", level: 1, substitutions: 1, confusables: confusables).get()
        #expect(other != level1)
    }

    @Test func swappingLookAlikesCannotMakeDistractors() {
        let result = AnagramRounds.round(word: "сос", locale: "ru", level: 1, substitutions: 2, confusables: ["с": ["о"], "о": ["с"]])
        #expect(result == .failure(.tooFewDistractors("сос", found: 1)))
        #expect(AnagramRounds.round(word: "ооо", locale: "ru", level: 1, substitutions: 1, confusables: confusables) == .failure(.noOtherOrder("ооо")))
    }

    @Test func codePointAndGraphemePathsAgree() {
        let scalars = Dictionary(uniqueKeysWithValues: confusables.map { key, values in
            (key.unicodeScalars.first!.value, values.map { $0.unicodeScalars.first!.value })
        })
        for word in ["кот", "сон", "нос", "стол", "кол", "ток", "кто", "лото", "окно"] {
            for substitutions in 1...2 {
                let full = AnagramRounds.round(word: word, locale: "ru", level: 3, substitutions: substitutions, confusables: confusables, seed: 9)
                let fast = AnagramRounds.check(word.unicodeScalars.map(\.value), word: word, locale: "ru", level: 3, substitutions: substitutions,
                                               confusables: scalars, seed: 9)
                if case .failure(let failure) = full { #expect(fast == failure) } else { #expect(fast == nil) }
            }
        }
    }

    @Test func bundleHoldsEveryRound() throws {
        let url = BundleFixture.sample.bundle
        let bundle = try ContentBundle.open(url)
        for list in try bundle.anagrams {
            let rounds = try bundle.rounds(of: list)
            #expect(rounds.levels.map(\.level) == list.levels.map(\.level))
            for (level, generated) in zip(list.levels, rounds.levels) {
                #expect(generated.rounds.map(\.word) == level.words)
            }
        }
    }
}

/// The Hunspell reader: stems, suffixes and prefixes, with a small dictionary written here and,
/// where Debian's dictionaries are installed, with the real ones.
@Suite struct HunspellDictionaryTests {
    @Test func stemsAndAffixes() {
        let dictionary = HunspellDictionary(
            dic: "3\ncat/S\nhappy/U\nbox/X\n",
            aff: "SFX S Y 1\nSFX S 0 s [^sxz]\nPFX U Y 1\nPFX U 0 un .\nSFX X Y 1\nSFX X 0 es [sxz]\n")
        #expect(dictionary.contains("cat") && dictionary.contains("Cats") && dictionary.contains("unhappy") && dictionary.contains("boxes"))
        #expect(!dictionary.contains("cta") && !dictionary.contains("boxs") && !dictionary.contains("happys"))
    }

    @Test func stemsListedTwiceCapitalsAndWideFlags() {
        // a stem listed twice keeps both lines' flags; capitals are folded; flags may be any
        // UTF-8 character; a line without flags, a CR line end and a tab-separated field are read
        let dictionary = HunspellDictionary(
            dic: "4\nlamp/S\nlamp/Ж\nMoscow\r\nкит/Ж\tpo:noun\n",
            aff: "SFX S Y 1\nSFX S 0 s .\nSFX Ж Y 1\nSFX Ж 0 ы .\n")
        #expect(dictionary.contains("lamps") && dictionary.contains("lampы") && dictionary.contains("Moscow") && dictionary.contains("MOSCOW"))
        #expect(!dictionary.contains("moscow"), "a name is not matched by a lower-case word")
        #expect(dictionary.contains("киты") && !dictionary.contains("китs") && !dictionary.contains("moscows"))
    }

    /// What en_US needs and one affix at a time missed (0.7 % of real English words): a prefix
    /// and a suffix together, two suffixes through a continuation class, strip-and-add suffixes.
    @Test func prefixAndSuffixTogetherAndContinuationClasses() {
        let dictionary = HunspellDictionary(
            dic: "6\nbar/US\nreply/D\nread/S\ndrink/X\nhappy/V\nParis\n",
            aff: """
                PFX U Y 1
                PFX U 0 un .
                PFX V N 1
                PFX V 0 un .
                SFX S Y 1
                SFX S 0 s .
                SFX D Y 2
                SFX D y ied [^aeiou]y
                SFX D 0 ed [^y]
                SFX X Y 1
                SFX X 0 able/S .
                SFX W N 1
                SFX W 0 ness .
                """)
        #expect(dictionary.contains("unbars"), "prefix and suffix, both cross-product")
        #expect(dictionary.contains("replied") && dictionary.contains("reads") && dictionary.contains("unbar"))
        #expect(dictionary.contains("drinkables") && dictionary.contains("drinkable"), "a suffix continued by another")
        #expect(!dictionary.contains("replyed") && !dictionary.contains("unreads") && !dictionary.contains("drinks"))
        #expect(!dictionary.contains("unhappys"), "V allows no cross product")
        #expect(dictionary.contains("Paris") && dictionary.contains("PARIS") && !dictionary.contains("paris"))
        #expect(dictionary.contains("Bar") && dictionary.contains("Unbars"), "a capitalised word matches a lower-case stem")
    }

    /// Real words of Debian's word list checked against Debian's en_US dictionary: set
    /// `HUNSPELL_WORDS=/usr/share/dict/american-english HUNSPELL_FOLDER=/usr/share/hunspell` to
    /// print how many are not found (a measurement, not a test of a number).
    @Test(.enabled(if: ProcessInfo.processInfo.environment["HUNSPELL_WORDS"] != nil))
    func wordListMeasurement() throws {
        let environment = ProcessInfo.processInfo.environment
        let dictionary = try #require(HunspellDictionary.load(locale: "en", from: environment["HUNSPELL_FOLDER"] ?? "/usr/share/hunspell"))
        let words = try String(contentsOfFile: environment["HUNSPELL_WORDS"]!, encoding: .utf8).split(separator: "\n").map(String.init)
        let missing = words.filter { !dictionary.contains($0) }
        print("hunspell: \(missing.count) of \(words.count) words not found; first: \(missing.prefix(40))")
        if let out = environment["HUNSPELL_OUT"] { try (missing.joined(separator: "\n") + "\n").write(toFile: out, atomically: true, encoding: .utf8) }
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/usr/share/hunspell/ru_RU.dic")))
    func installedDictionaries() throws {
        let ru = try #require(HunspellDictionary.load(locale: "ru", from: "/usr/share/hunspell"))
        #expect(ru.contains("кот") && ru.contains("яблоко") && ru.contains("яблоки"))
        #expect(!ru.contains("яблокл"))
        let en = try #require(HunspellDictionary.load(locale: "en", from: "/usr/share/hunspell"))
        #expect(en.contains("cat") && en.contains("cats") && !en.contains("ctas"))
    }
}
