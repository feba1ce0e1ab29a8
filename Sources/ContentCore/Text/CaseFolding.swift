import ContentBundle

/// Lower-casing of single code points, with the common Latin and Cyrillic letters folded by
/// arithmetic: the linter folds every riddle text and anagram word, and `lowercased()` or
/// Unicode property lookups cost several times more than the text's own parsing.
package enum CaseFolding {
    /// `text.lowercased()`, by arithmetic when every code point is ASCII, Latin-1 or basic
    /// Cyrillic (whose lower cases are single code points).
    package static func lowercased(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0..<0x80, 0xC0...0xFF, 0x400...0x45F:
                scalars.append(Unicode.Scalar(lower(scalar.value))!)
            default:
                return text.lowercased()
            }
        }
        return String(scalars)
    }

    /// The code point's lower case (its first code point when the mapping has several).
    package static func lower(_ value: UInt32) -> UInt32 {
        switch value {
        case 0x41...0x5A, 0x410...0x42F: return value + 0x20
        case 0xC0...0xDE where value != 0xD7: return value + 0x20
        case 0x400...0x40F: return value + 0x50
        case 0...0x40, 0x5B...0xBF, 0xD7...0xFF, 0x430...0x45F, 0x2010...0x205E: return value
        default:
            guard let scalar = Unicode.Scalar(value) else { return value }
            return scalar.properties.lowercaseMapping.unicodeScalars.first?.value ?? value
        }
    }

    /// The word's letters as code points when each code point is a whole letter (no combining
    /// marks, joiners or controls: the Latin, Cyrillic and punctuation ranges NFC never changes),
    /// or nil when letters must be found as grapheme clusters.
    package static func simpleLetters(_ word: String) -> [UInt32]? {
        var letters: [UInt32] = []
        letters.reserveCapacity(word.utf8.count)
        for scalar in word.unicodeScalars {
            guard scalar.value >= 0x20, scalar.value != 0x7F, AnswerNormalizer.isStableUnderNFC(scalar) else { return nil }
            letters.append(scalar.value)
        }
        return letters
    }
}
