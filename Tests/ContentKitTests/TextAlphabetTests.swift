import Testing
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck
@testable import ContentOutput

/// text-alphabet on the cases real text has (measured on Debian's fortunes-ru and dictionaries).
@Suite struct TextAlphabetTests {
    private func flagged(_ text: String, _ locale: String) -> [String] {
        AlphabetCheck.findings(in: text, alphabet: LocaleAlphabet.of(locale)!).map(\.text)
    }

    @Test func lettersOfTheNeighbouringAlphabet() {
        #expect(flagged("Кто говорит мяу? Кіт", "ru") == ["Кіт"])
        #expect(flagged("Їжак і кіт", "uk") == [])
        #expect(flagged("Це объём", "uk") == ["объём"])
        #expect(flagged("Беларуская мова: ў і ё", "be") == [])
        #expect(flagged("Ще один", "bg") == [])
    }

    @Test func wholeWordsTypedInTheOtherScript() {
        #expect(flagged("It is а cat", "en") == ["а"])            // Cyrillic а
        #expect(flagged("Даже y плохого модератора", "ru") == ["y"])
        #expect(flagged("C такими мальчишками", "ru") == ["C"])
        #expect(flagged("кот c хвостом", "ru") == ["c"])
    }

    @Test func latinThatBelongsInCyrillicText() {
        #expect(flagged("Жизнь.exe /?", "ru") == [])              // a file name
        #expect(flagged("Пишу на c++ и на C", "ru") == [])        // not alone in its script
        #expect(flagged("Пишу на c++", "ru") == [])
        #expect(flagged("Пришли e-mail", "ru") == [])
        #expect(flagged("В XX веке", "ru") == [])                 // Roman numerals
        #expect(flagged("Это OK", "ru") == [])                    // abbreviations
        #expect(flagged("Из точки A вышел кот", "ru") == [])       // a point, mid-sentence
        #expect(flagged("Найди x", "ru") == [])                   // not a Russian one-letter word
        #expect(flagged("Если 2a = 6, то", "ru") == [])
        #expect(flagged("Если a + b = 5", "ru") == [])
    }

    @Test func englishKeepsItsBorrowings() {
        #expect(flagged("A naïve café, née Smith", "en") == [])
        #expect(flagged("In Russian a cat is кошка", "en") == [])
    }
}
