import ContentBundle

/// Character trigrams of texts: what the near-duplicate search compares.
enum Trigrams {
    /// The text's character trigrams after answer normalisation, packed three code points to a
    /// number (21 bits each), sorted and unique.
    static func numbers(_ text: String) -> [UInt64] {
        var grams = simpleNumbers(text) ?? windows(comparisonScalars(text))
        let kept = grams.withUnsafeMutableBufferPointer { grams -> Int in
            sortAscending(grams)
            var kept = min(1, grams.count)
            for index in 1..<max(1, grams.count) where grams[index] != grams[kept - 1] {
                grams[kept] = grams[index]
                kept += 1
            }
            return kept
        }
        // why: a copy of exactly the kept grams; the pack keeps one set per text until every
        // file is read, and the working array was sized for the text's bytes
        return Array(grams[0..<kept])
    }

    /// Sorts in place: by insertion for a riddle's few dozen trigrams (no merge buffer to
    /// allocate), by the library's sort beyond.
    private static func sortAscending(_ values: UnsafeMutableBufferPointer<UInt64>) {
        guard values.count <= 64 else {
            var values = values
            values.sort()
            return
        }
        for index in values.indices.dropFirst() {
            let value = values[index]
            var slot = index
            while slot > 0, values[slot - 1] > value {
                values[slot] = values[slot - 1]
                slot -= 1
            }
            values[slot] = value
        }
    }

    /// The unsorted trigrams of comparison scalars.
    static func windows(_ scalars: [UInt64]) -> [UInt64] {
        guard scalars.count >= 3 else { return [scalars.reduce(0) { $0 << 21 | $1 }] }
        return (0...(scalars.count - 3)).map { scalars[$0] << 42 | scalars[$0 + 1] << 21 | scalars[$0 + 2] }
    }

    /// `windows(comparisonScalars(text))` in one pass, for texts NFC leaves alone (nil for others):
    /// every riddle text of a pack goes through here.
    private static func simpleNumbers(_ text: String) -> [UInt64]? {
        var grams: [UInt64] = []
        grams.reserveCapacity(text.utf8.count)
        var first: UInt64 = 0
        var second: UInt64 = 0
        var count = 0
        var pendingSpace = false
        func add(_ value: UInt64) {
            if count >= 2 { grams.append(first << 42 | second << 21 | value) }
            first = second
            second = value
            count += 1
        }
        for scalar in text.unicodeScalars {
            guard AnswerNormalizer.isStableUnderNFC(scalar) else { return nil }
            if AnswerNormalizer.isWhitespace(scalar) {
                pendingSpace = count > 0
                continue
            }
            if pendingSpace {
                add(0x20)
                pendingSpace = false
            }
            add(UInt64(CaseFolding.lower(scalar.value)))
        }
        switch count {
        case 0: return [0]
        case 1: return [second]
        case 2: return [first << 21 | second]
        default: return grams
        }
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
