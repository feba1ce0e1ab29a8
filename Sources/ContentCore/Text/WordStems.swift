/// Riddle texts as word stems: what the near-duplicate search compares.
///
/// Words are runs of letters and digits after NFC and case folding, with `ё` read as `е` and an
/// apostrophe inside a word dropped (`what's`, `м'ята`). Words in a short quotation (three words
/// at most) are a mention, kept whole: in "what does the French “je serais” mean?" the form is the
/// question; a quoted sentence is stemmed as any other. A stem is the word less one inflectional
/// ending (Russian and Ukrainian noun, adjective and verb endings, the reflexive `-ся`; English
/// `-s`, `-es`, `-ed`, `-ing`, `-ly`) and a final vowel, so that `кошка`, `кошку` and `кошкой`, or
/// `change`, `changes` and `changing`, are one stem. Stems are hashed to numbers.
package enum WordStems {
    // why: a riddle is a sentence or three; a text past 256 words is not one, and the search
    // should not pay for it (a 16 MiB one-line text stays linear and small)
    static let wordLimit = 256

    /// The bit a number's stem has set and every other stem has clear, so that the search can
    /// tell numbers from words ("Riddle 17: …" and "Riddle 18: …" are one question numbered twice).
    package static let numberBit: UInt64 = 1 << 63

    /// Whether `stem` is a number's.
    package static func isNumber(_ stem: UInt64) -> Bool { stem & numberBit != 0 }

    /// The stems of the text's first `wordLimit` words, in order. A number is one word with its
    /// group and decimal separators ("1,000,000", "3.5", "10 000" with a no-break space), so
    /// "1,000,000,000" and "1,000,000" are different numbers, not three and two "000"s.
    package static func of(_ text: String) -> [UInt64] {
        var stems: [UInt64] = []
        var word: [UInt32] = []
        var digitsOnly = true
        // the quotation open now: where its words start in `stems`, and their whole words
        var quotation: (start: Int, whole: [UInt64])?
        func flush() {
            if !word.isEmpty, stems.count < wordLimit {
                let number = digitsOnly
                func marked(_ hashed: UInt64) -> UInt64 { number ? hashed | numberBit : hashed & ~numberBit }
                stems.append(marked(hash(stem(word))))
                quotation?.whole.append(marked(hash(word)))
            }
            word.removeAll(keepingCapacity: true)
            digitsOnly = true
        }
        // why: one scalar of look-ahead (a separator belongs to a number only before a digit),
        // without copying the text's scalars into an array
        let normalized = Normalization.nfc(text)
        var scalars = normalized.unicodeScalars.makeIterator()
        var ahead = scalars.next()
        while let scalar = ahead {
            ahead = scalars.next()
            if stems.count >= wordLimit { break }
            if isWordCharacter(scalar) {
                let lower = CaseFolding.lower(scalar.value)
                word.append(lower == 0x451 ? 0x435 : lower)
                if !isDigit(scalar.value) { digitsOnly = false }
            } else if !word.isEmpty, digitsOnly, isNumberSeparator(scalar), let next = ahead, isDigit(next.value) {
                word.append(scalar.value == 0x2E ? 0x2E : 0x2C)
            } else if !(isApostrophe(scalar) && !word.isEmpty) {
                flush()
                switch (quotation, quoting(scalar, quotation != nil)) {
                case (nil, true):
                    quotation = (stems.count, [])
                case (let open?, false):
                    // why: a short quotation is a mention (“je serais”: its form is asked); a long
                    // one is a quoted sentence ("What is the burning question …?"), compared as words
                    if open.whole.count <= mentionLimit { stems.replaceSubrange(open.start..., with: open.whole) }
                    quotation = nil
                default:
                    break
                }
            }
        }
        flush()
        return stems
    }

    /// The most words a quotation kept whole may have (“je serai”, “il était”, “nous avons été”).
    static let mentionLimit = 3

    /// Whether the text after `scalar` is in quotation marks: « opens and » closes; the double
    /// quotes (", “, ”, „) open and close in turn, which reads “…”, „…“ and "…" alike.
    private static func quoting(_ scalar: Unicode.Scalar, _ quoted: Bool) -> Bool {
        switch scalar.value {
        case 0xAB: return true
        case 0xBB: return false
        case 0x22, 0x201C, 0x201D, 0x201E: return !quoted
        default: return quoted
        }
    }

    private static func isDigit(_ value: UInt32) -> Bool { (0x30...0x39).contains(value) }

    /// Separators inside a number: group separators (",", no-break and thin spaces, "'") and the
    /// decimal point; "." is kept apart from the others, which are one separator.
    private static func isNumberSeparator(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2C, 0x2E, 0xA0, 0x202F, 0x2009, 0x27: return true
        default: return false
        }
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
        guard word.count > 3, !word.allSatisfy({ (0x30...0x39).contains($0) || $0 == 0x2C || $0 == 0x2E }) else { return word }
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
        var hash = FNV1a.start
        for letter in letters { hash = FNV1a.adding(UInt64(letter), to: hash) }
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
