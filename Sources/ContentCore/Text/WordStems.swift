/// Riddle texts as word stems: what the near-duplicate search compares.
///
/// Words are runs of letters and digits after NFC and case folding, with `ё` read as `е` and an
/// apostrophe inside a word dropped (`what's`, `м'ята`). A stem is the word less one inflectional
/// ending (Russian and Ukrainian noun, adjective and verb endings, the reflexive `-ся`; English
/// `-s`, `-es`, `-ed`, `-ing`, `-ly`) and a final vowel, so that `кошка`, `кошку` and `кошкой`, or
/// `change`, `changes` and `changing`, are one stem. Stems are hashed to numbers.
package enum WordStems {
    // why: a riddle is a sentence or three; a text past 256 words is not one, and the search
    // should not pay for it (a 16 MiB one-line text stays linear and small)
    static let wordLimit = 256

    /// The stems of the text's first `wordLimit` words, in order.
    package static func of(_ text: String) -> [UInt64] {
        var stems: [UInt64] = []
        var word: [UInt32] = []
        func flush() {
            if !word.isEmpty, stems.count < wordLimit { stems.append(hash(stem(word))) }
            word.removeAll(keepingCapacity: true)
        }
        for scalar in Normalization.nfc(text).unicodeScalars {
            if stems.count >= wordLimit { break }
            if isWordCharacter(scalar) {
                let lower = CaseFolding.lower(scalar.value)
                word.append(lower == 0x451 ? 0x435 : lower)
            } else if !(isApostrophe(scalar) && !word.isEmpty) {
                flush()
            }
        }
        flush()
        return stems
    }

    private static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x400...0x4FF: return true
        case 0..<0x80: return false
        default: return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
        }
    }

    private static func isApostrophe(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "'" || scalar == "\u{2019}" || scalar == "\u{2BC}"
    }

    /// The word without one inflectional ending and a final vowel, keeping at least three letters.
    static func stem(_ word: [UInt32]) -> [UInt32] {
        guard word.count > 3, !word.allSatisfy({ (0x30...0x39).contains($0) }) else { return word }
        var stem = word[...]
        let cyrillic = word.contains { (0x400...0x4FF).contains($0) }
        if cyrillic, stem.count >= 5, let last = stem.last, last == 0x44F || last == 0x44C, stem[stem.count - 2] == 0x441 {
            stem = stem.dropLast(2)  // -ся, -сь
        }
        for ending in cyrillic ? Endings.cyrillic : Endings.latin where stem.count - ending.count >= 3 && stem.hasSuffix(ending) {
            stem = stem.dropLast(ending.count)
            break
        }
        if stem.count > 3, let last = stem.last, Endings.vowels.contains(last) { stem = stem.dropLast() }
        return Array(stem)
    }

    private static func hash(_ letters: [UInt32]) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for letter in letters { hash = (hash ^ UInt64(letter)) &* 0x0100_0000_01B3 }
        return hash
    }
}

/// The endings `WordStems` removes, longest first.
private enum Endings {
    static let cyrillic: [[UInt32]] = """
        ость ости остью ами ями иями ого его ому ему ыми ими ать ять еть ить уть ешь ишь ете ите ает яет \
        ует ет ит ут ют ат ят ем им ла ли ло ых их ая яя ое ее ые ие ой ей ий ый ом ам ям ах ях ую юю ов ев \
        ью ия ию ів ою ею ої ти ь ы и а я о е у ю й і ї є
        """.split(separator: " ").map { $0.unicodeScalars.map(\.value) }.sorted { $0.count > $1.count }
    static let latin: [[UInt32]] = ["ing", "ed", "es", "s", "ly"].map { $0.unicodeScalars.map(\.value) }
    static let vowels = Set("aeiouyаеиоуыэюяіїєёйь".unicodeScalars.map(\.value))
}

private extension ArraySlice<UInt32> {
    func hasSuffix(_ suffix: [UInt32]) -> Bool {
        count >= suffix.count && zip(self[(endIndex - suffix.count)...], suffix).allSatisfy { $0 == $1 }
    }
}
