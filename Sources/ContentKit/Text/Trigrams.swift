import ContentBundle

/// Character trigrams of texts: what the near-duplicate search compares.
enum Trigrams {
    /// The text's character trigrams after answer normalisation, packed three code points to a
    /// number (21 bits each), sorted and unique.
    static func numbers(_ text: String) -> [UInt64] {
        // why: every riddle text of a pack comes here; the common case works in one scratch
        // buffer (the grams are at most the text's bytes) and allocates only the result
        let simple = withUnsafeTemporaryAllocation(of: UInt64.self, capacity: max(3, text.utf8.count)) { buffer -> [UInt64]? in
            guard let count = simpleWindows(text, into: buffer) else { return nil }
            return sortedUnique(UnsafeMutableBufferPointer(rebasing: buffer[0..<count]))
        }
        if let simple { return simple }
        var grams = windows(comparisonScalars(text))
        return grams.withUnsafeMutableBufferPointer { sortedUnique($0) }
    }

    /// The values sorted, without repeats, as an array of exactly their size.
    private static func sortedUnique(_ grams: UnsafeMutableBufferPointer<UInt64>) -> [UInt64] {
        sortAscending(grams)
        var kept = min(1, grams.count)
        for index in 1..<max(1, grams.count) where grams[index] != grams[kept - 1] {
            grams[kept] = grams[index]
            kept += 1
        }
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

    /// `windows(comparisonScalars(text))` in one pass, written into `grams` (which holds at
    /// least the text's UTF-8 length, and 3), for texts NFC leaves alone: the count written, or
    /// nil for other texts.
    private static func simpleWindows(_ text: String, into grams: UnsafeMutableBufferPointer<UInt64>) -> Int? {
        var written = 0
        var first: UInt64 = 0
        var second: UInt64 = 0
        var count = 0
        var pendingSpace = false
        func add(_ value: UInt64) {
            if count >= 2 {
                grams[written] = first << 42 | second << 21 | value
                written += 1
            }
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
        case 0: grams[0] = 0
        case 1: grams[0] = second
        case 2: grams[0] = first << 21 | second
        default: return written
        }
        return 1
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
