/// The words of one localised text that its locale's alphabet does not allow: a letter of the
/// right script that the locale does not have (a Ukrainian `і` in a Russian word), or a whole word
/// typed in the other script's look-alike letters (a Cyrillic «а» for the English article).
package enum AlphabetCheck {
    /// A word with a letter outside the alphabet, or a whole word in look-alike letters.
    package struct Finding: Equatable {
        package enum Problem: Equatable {
            /// The scalar at `letter` is of the locale's script but not of its alphabet.
            case foreignLetter(letter: Int)
            /// Every letter is a look-alike of the other script; `intended` is the word as meant.
            case wrongScript(intended: String, script: Script)
        }

        /// Scalar offsets of the word in the text.
        package let word: Range<Int>
        package let text: String
        package let problem: Problem
    }

    /// The findings in `text`, written in `alphabet`'s locale.
    package static func findings(in text: String, alphabet: LocaleAlphabet) -> [Finding] {
        let scalars = Array(text.unicodeScalars)
        let words = TextWords.ranges(scalars)
        var wordsInScript: [Script: Int] = [:]
        for word in words {
            for script in Set(word.compactMap { Script(scalars[$0]) }) { wordsInScript[script, default: 0] += 1 }
        }
        var found: [Finding] = []
        for word in words {
            let scripts = Set(word.compactMap { Script(scalars[$0]) })
            guard scripts.count == 1, let script = scripts.first else { continue }  // mixed: text-mixed-script
            let spelled = String(String.UnicodeScalarView(scalars[word]))
            if script == alphabet.script {
                if let letter = word.first(where: { alphabet.foreign.contains(lower(scalars[$0])) }) {
                    found.append(Finding(word: word, text: spelled, problem: .foreignLetter(letter: letter)))
                }
            } else if let intended = typedInWrongScript(word, scalars, alone: wordsInScript[script] == 1, alphabet: alphabet) {
                found.append(Finding(word: word, text: spelled, problem: .wrongScript(intended: intended, script: alphabet.script)))
            }
        }
        return found
    }

    /// The word as meant, when every letter is a look-alike and nothing else in the text is
    /// written in that script (a text that quotes or uses the other script on purpose, such as
    /// "Wi-Fi", or the variables a and b of a sum, is left alone).
    private static func typedInWrongScript(
        _ word: Range<Int>, _ scalars: [Unicode.Scalar], alone: Bool, alphabet: LocaleAlphabet
    ) -> String? {
        let intended = word.compactMap { LocaleAlphabet.lookAlike(of: scalars[$0]) }
        guard alone, !isGlued(word, scalars), intended.count == word.count, let first = intended.first,
              !intended.contains(where: { alphabet.foreign.contains(lower($0)) }) else { return nil }
        if word.count == 1 {
            // why: a lone letter is a typo only where it is a word of the locale (Russian «с», the
            // English "a"); an upper-case one only at the start of a sentence, since mid-sentence
            // it names a point or a variable ("from point A")
            guard alphabet.oneLetterWords.contains(lower(first)) else { return nil }
            if lower(scalars[word.lowerBound]) != scalars[word.lowerBound], !startsSentence(word.lowerBound, scalars) { return nil }
        } else {
            // why: Latin capitals are how abbreviations and Roman numerals are written (OK, XX век)
            guard word.contains(where: { lower(scalars[$0]) == scalars[$0] }) else { return nil }
        }
        return String(String.UnicodeScalarView(intended))
    }

    /// Whether the word is part of a longer token: a file name, an address, a formula ("Жизнь.exe",
    /// "e-mail", "c++", "2a").
    private static func isGlued(_ word: Range<Int>, _ scalars: [Unicode.Scalar]) -> Bool {
        func isWordy(_ index: Int) -> Bool {
            scalars.indices.contains(index) && (scalars[index].properties.isAlphabetic || scalars[index].properties.numericType != nil)
        }
        func isGlue(_ index: Int) -> Bool {
            scalars.indices.contains(index) && "./\\@_+#-'’:".unicodeScalars.contains(scalars[index])
        }
        let before = word.lowerBound - 1
        let after = word.upperBound
        if isWordy(before) || isWordy(after) { return true }
        return (isGlue(before) && isWordy(before - 1)) || (isGlue(after) && (isWordy(after + 1) || isGlue(after + 1)))
    }

    private static func startsSentence(_ index: Int, _ scalars: [Unicode.Scalar]) -> Bool {
        var previous = index - 1
        while previous >= 0, scalars[previous].properties.isWhitespace || "«\"„“(—–-".unicodeScalars.contains(scalars[previous]) {
            previous -= 1
        }
        return previous < 0 || ".!?…".unicodeScalars.contains(scalars[previous])
    }

    private static func lower(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        Unicode.Scalar(CaseFolding.lower(scalar.value)) ?? scalar
    }
}
