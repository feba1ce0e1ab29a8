import ContentBundle
import Foundation
import Testing
@testable import ContentKit

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
        let (url, _, _) = try BundleFixture.build(TestPaths.content, into: BundleFixture.temporaryFolder("anagrams"))
        let bundle = try ContentBundle.open(url)
        for list in bundle.anagrams {
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
        #expect(dictionary.contains("lamps") && dictionary.contains("lampы") && dictionary.contains("moscow") && dictionary.contains("MOSCOW"))
        #expect(dictionary.contains("киты") && !dictionary.contains("китs") && !dictionary.contains("moscows"))
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
