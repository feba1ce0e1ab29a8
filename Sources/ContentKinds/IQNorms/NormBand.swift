import ContentCore

/// One age band norms are computed for: whole years, both ends included, and the age group's
/// name by locale when the pack's norms give one (kept in their order).
package struct NormBand: Sendable, Equatable {
    package let youngest: Int
    package let oldest: Int
    package var label: [LocalizedName] = []

    /// One locale's name of the age group.
    package struct LocalizedName: Sendable, Equatable {
        package let locale: String
        package let text: String
    }

    package init(youngest: Int, oldest: Int, label: [LocalizedName] = []) {
        self.youngest = youngest
        self.oldest = oldest
        self.label = label
    }

    package func contains(_ age: Int) -> Bool { youngest <= age && age <= oldest }

    /// `6-7` or `6` (one year).
    package var text: String { youngest == oldest ? "\(youngest)" : "\(youngest)-\(oldest)" }

    /// The most bands a norms file holds (the schema's `maxItems`).
    package static let maximumCount = 30
    /// The oldest age the schema takes.
    package static let oldestAge = 130

    /// Bands written `6-7,8-9,10-12,13-17,18-99` (a single year: `6`). Gaps and overlaps are left
    /// to `norms-ages`, which checks the written file as it checks a hand-written one.
    /// - Throws: a sentence naming the part that is not a band.
    package static func parse(_ text: String) throws(NormsFailure) -> [NormBand] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count <= maximumCount else { throw NormsFailure("--bands lists \(parts.count) bands; a norms file holds at most \(maximumCount)") }
        return try parts.map { part throws(NormsFailure) in
            let ends = part.filter { $0 != " " }.split(separator: "-", omittingEmptySubsequences: false)
            // why: at most three digits, so no number overflows and 999 is refused by the range check
            let numbers = ends.compactMap { end in end.count <= 3 && end.allSatisfy(\.isASCIIDigit) && !end.isEmpty ? Int(end) : nil }
            guard (1...2).contains(ends.count), numbers.count == ends.count, let first = numbers.first, let last = numbers.last,
                  first <= last, last <= oldestAge else {
                throw NormsFailure("--bands: \"\(part)\" is not an age band: write YOUNGEST-OLDEST in whole years from 0 to \(oldestAge), youngest first (6-7), or one year (6)")
            }
            return NormBand(youngest: first, oldest: last)
        }
    }

    /// The bands of a norms file, with their labels; nil when a band's ages are not a pair.
    static func bands(of root: JSONNode) -> [NormBand]? {
        var bands: [NormBand] = []
        for band in root["bands"]?.array ?? [] {
            guard let ages = band["ages"]?.array?.compactMap(\.integer), ages.count == 2, ages[0] <= ages[1] else { return nil }
            let label = (band["label"]?.object?.members ?? []).compactMap { member in
                member.value.string.map { LocalizedName(locale: member.key, text: $0) }
            }
            bands.append(NormBand(youngest: ages[0], oldest: ages[1], label: label))
        }
        return bands.isEmpty ? nil : bands
    }
}

private extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
