import ContentBundle

/// Character trigrams of texts: what the near-duplicate search compares.
enum Trigrams {
    /// The text's character trigrams after answer normalisation, packed three code points to a
    /// number (21 bits each), sorted and unique.
    static func numbers(_ text: String) -> [UInt64] {
        let scalars = comparisonScalars(text)
        guard scalars.count >= 3 else { return [scalars.reduce(0) { $0 << 21 | $1 }] }
        var grams = (0...(scalars.count - 3)).map { scalars[$0] << 42 | scalars[$0 + 1] << 21 | scalars[$0 + 2] }
        grams.sort()
        var kept = 1
        for index in 1..<grams.count where grams[index] != grams[kept - 1] {
            grams[kept] = grams[index]
            kept += 1
        }
        grams.removeLast(grams.count - kept)
        return grams
    }

    /// The text's code points as answers compare them (case-folded, spaces collapsed).
    static func comparisonScalars(_ text: String) -> [UInt64] {
        var out: [UInt64] = []
        out.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for scalar in Normalization.nfc(text).unicodeScalars {
            if AnswerNormalizer.isWhitespace(scalar) {
                pendingSpace = !out.isEmpty
                continue
            }
            let value = CaseFolding.lower(scalar.value)
            if pendingSpace {
                out.append(0x20)
                pendingSpace = false
            }
            out.append(UInt64(value))
        }
        return out
    }
}
