/// The letters a locale writes its words with, and the letters of other scripts that look exactly
/// like them: what tells a Ukrainian `і` inside a Russian word, or a Cyrillic «а» typed for the
/// English article.
package struct LocaleAlphabet: Sendable {
    /// The script the locale's words are written in.
    package let script: Script
    /// Letters of that script the locale does not use (lower case); empty where any letter of the
    /// script may appear (English borrows café and naïve).
    package let foreign: Set<Unicode.Scalar>
    /// One-letter words of the locale (lower case), which a wrong keyboard layout types as the
    /// look-alike letter of the other script.
    let oneLetterWords: Set<Unicode.Scalar>

    /// The alphabets known by locale (the language part of a tag such as `ru-RU`).
    package static func of(_ locale: String) -> LocaleAlphabet? {
        let language = locale.split(separator: "-").first.map { String($0).lowercased() } ?? locale
        return known[language]
    }

    private static let known: [String: LocaleAlphabet] = [
        "en": LocaleAlphabet(script: .latin, foreign: [], oneLetterWords: ["a", "i"]),
        "ru": LocaleAlphabet(script: .cyrillic, foreign: scalars("іїєґўјљњћџѕ"), oneLetterWords: scalars("авикосуя")),
        "uk": LocaleAlphabet(script: .cyrillic, foreign: scalars("ёыэъўјљњћџѕ"), oneLetterWords: scalars("авзійоуя")),
        "be": LocaleAlphabet(script: .cyrillic, foreign: scalars("ищъїєґјљњћџѕ"), oneLetterWords: scalars("азіўу")),
        "bg": LocaleAlphabet(script: .cyrillic, foreign: scalars("ёыэіїєґўјљњћџѕ"), oneLetterWords: scalars("аивксуя")),
    ]

    private static func scalars(_ letters: String) -> Set<Unicode.Scalar> { Set(letters.unicodeScalars) }

    /// The letter of the other script that looks exactly like `scalar` (Latin ↔ Cyrillic), if any.
    package static func lookAlike(of scalar: Unicode.Scalar) -> Unicode.Scalar? {
        latinToCyrillic[scalar] ?? cyrillicToLatin[scalar]
    }

    // why: only letters that are indistinguishable in common fonts, in both cases
    private static let pairs: [(Unicode.Scalar, Unicode.Scalar)] = [
        ("a", "а"), ("c", "с"), ("e", "е"), ("o", "о"), ("p", "р"), ("x", "х"), ("y", "у"), ("i", "і"),
        ("j", "ј"), ("s", "ѕ"), ("A", "А"), ("B", "В"), ("C", "С"), ("E", "Е"), ("H", "Н"), ("I", "І"),
        ("J", "Ј"), ("K", "К"), ("M", "М"), ("O", "О"), ("P", "Р"), ("S", "Ѕ"), ("T", "Т"), ("X", "Х"), ("Y", "Ү"),
    ]
    private static let latinToCyrillic = Dictionary(uniqueKeysWithValues: pairs)
    private static let cyrillicToLatin = Dictionary(uniqueKeysWithValues: pairs.map { ($0.1, $0.0) })
}
