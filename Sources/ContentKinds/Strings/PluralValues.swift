import ContentBundle
import Foundation

/// What a plural category covers in a locale, computed from CLDR's rules over the numbers a
/// count shows: the integers 0 to 1,099 and the numbers 0.0 to 20.9 with one decimal.
enum PluralValues {
    /// Whether a locale's category holds exactly one number (English "one" is only 1, Arabic
    /// "zero" only 0), so its text may say the number in words and leave out the count.
    static func isSingleValue(_ category: String, locale: String) -> Bool {
        guard let category = PluralCategory(rawValue: category), PluralRules.categories(for: locale) != nil else { return false }
        let key = "\(locale) \(category.rawValue)"
        return cache.lock.withLock {
            if let known = cache.table[key] { return known }
            var values: Set<Int> = []
            // why: tenths as the unit, so 1 and 1.0 are one value (n is the same number)
            for whole in 0..<1100 where PluralRules.category(of: whole, in: locale) == category { values.insert(whole * 10) }
            for tenths in 0..<210 {
                let operands = PluralOperands(decimal: "\(tenths / 10).\(tenths % 10)")!
                if PluralRules.category(of: operands, in: locale) == category { values.insert(tenths) }
            }
            cache.table[key] = values.count == 1
            return values.count == 1
        }
    }

    private final class Cache: @unchecked Sendable {
        let lock = NSLock()
        var table: [String: Bool] = [:]
    }

    private static let cache = Cache()
}
