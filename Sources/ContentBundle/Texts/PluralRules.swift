import Foundation

/// CLDR's cardinal plural rules for the languages this runtime knows (Unicode CLDR,
/// `common/supplemental/plurals.xml`, the conditions only; Unicode licence), applied as TR35
/// says: the first category whose condition holds, else `other`.
public enum PluralRules {
    /// The categories a locale's counted texts need, in CLDR's order, or nil for a language
    /// whose rules this runtime does not carry. `pt-PT` has its own rules; any other region
    /// takes its language's (`en-GB` is `en`).
    public static func categories(for locale: String) -> [PluralCategory]? {
        ruleSet(for: locale).map { $0.map(\.category) + [.other] }
    }

    /// The category a number takes in a locale; `other` for a language this runtime has no
    /// rules for.
    public static func category(of operands: PluralOperands, in locale: String) -> PluralCategory {
        guard let rules = ruleSet(for: locale) else { return .other }
        return rules.first { $0.rule.matches(operands) }?.category ?? .other
    }

    /// The category of a whole count.
    public static func category(of count: Int, in locale: String) -> PluralCategory {
        category(of: PluralOperands(count), in: locale)
    }

    /// Every language (or `pt-PT`) with rules here.
    public static var locales: [String] { table.keys.sorted() }

    private static func ruleSet(for locale: String) -> [(category: PluralCategory, rule: PluralRule)]? {
        if let rules = table[locale] { return rules }
        guard let dash = locale.firstIndex(of: "-") else { return nil }
        return table[String(locale[..<dash])]
    }

    private static let table: [String: [(category: PluralCategory, rule: PluralRule)]] = {
        var table: [String: [(category: PluralCategory, rule: PluralRule)]] = [:]
        for (locales, conditions) in PluralRuleData.sets {
            let rules = conditions.map { (category: $0.0, rule: PluralRule($0.1)!) }
            for locale in locales.split(separator: " ") { table[String(locale)] = rules }
        }
        return table
    }()
}

/// The conditions, by the locales sharing them, in CLDR's order of categories (`other` is
/// implied). From CLDR's plurals.xml (cardinal).
enum PluralRuleData {
    static let sets: [(String, [(PluralCategory, String)])] = [
        ("ja zh ko vi th id ms lo km my yue", []),
        ("am bn fa gu hi kn zu", [(.one, "i = 0 or n = 1")]),
        ("hy ff kab", [(.one, "i = 0,1")]),
        ("de en et fi gl nl sv sw ur", [(.one, "i = 1 and v = 0")]),
        ("af az bg el eu hu ka kk ky mn nb ne nn no sq ta te tr uz", [(.one, "n = 1")]),
        ("da", [(.one, "n = 1 or t != 0 and i = 0,1")]),
        ("is", [(.one, "t = 0 and i % 10 = 1 and i % 100 != 11 or t != 0")]),
        ("mk", [(.one, "v = 0 and i % 10 = 1 and i % 100 != 11 or f % 10 = 1 and f % 100 != 11")]),
        ("fil tl", [(.one, "v = 0 and i = 1,2,3 or v = 0 and i % 10 != 4,6,9 or v != 0 and f % 10 != 4,6,9")]),
        ("lv", [
            (.zero, "n % 10 = 0 or n % 100 = 11..19 or v = 2 and f % 100 = 11..19"),
            (.one, "n % 10 = 1 and n % 100 != 11 or v = 2 and f % 10 = 1 and f % 100 != 11 or v != 2 and f % 10 = 1"),
        ]),
        ("ro", [(.one, "i = 1 and v = 0"), (.few, "v != 0 or n = 0 or n % 100 = 2..19")]),
        ("bs hr sr", [
            (.one, "v = 0 and i % 10 = 1 and i % 100 != 11 or f % 10 = 1 and f % 100 != 11"),
            (.few, "v = 0 and i % 10 = 2..4 and i % 100 != 12..14 or f % 10 = 2..4 and f % 100 != 12..14"),
        ]),
        ("fr", [(.one, "i = 0,1"), (.many, "e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5")]),
        ("pt", [(.one, "i = 0..1"), (.many, "e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5")]),
        ("ca it pt-PT", [(.one, "i = 1 and v = 0"), (.many, "e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5")]),
        ("es", [(.one, "n = 1"), (.many, "e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5")]),
        ("sl", [(.one, "v = 0 and i % 100 = 1"), (.two, "v = 0 and i % 100 = 2"), (.few, "v = 0 and i % 100 = 3..4 or v != 0")]),
        ("he", [(.one, "i = 1 and v = 0"), (.two, "i = 2 and v = 0"), (.many, "v = 0 and n != 0..10 and n % 10 = 0")]),
        ("cs sk", [(.one, "i = 1 and v = 0"), (.few, "i = 2..4 and v = 0"), (.many, "v != 0")]),
        ("pl", [
            (.one, "i = 1 and v = 0"),
            (.few, "v = 0 and i % 10 = 2..4 and i % 100 != 12..14"),
            (.many, "v = 0 and i != 1 and i % 10 = 0..1 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 12..14"),
        ]),
        ("be", [
            (.one, "n % 10 = 1 and n % 100 != 11"),
            (.few, "n % 10 = 2..4 and n % 100 != 12..14"),
            (.many, "n % 10 = 0 or n % 10 = 5..9 or n % 100 = 11..14"),
        ]),
        ("lt", [
            (.one, "n % 10 = 1 and n % 100 != 11..19"),
            (.few, "n % 10 = 2..9 and n % 100 != 11..19"),
            (.many, "f != 0"),
        ]),
        ("ru uk", [
            (.one, "v = 0 and i % 10 = 1 and i % 100 != 11"),
            (.few, "v = 0 and i % 10 = 2..4 and i % 100 != 12..14"),
            (.many, "v = 0 and i % 10 = 0 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 11..14"),
        ]),
        ("ga", [(.one, "n = 1"), (.two, "n = 2"), (.few, "n = 3..6"), (.many, "n = 7..10")]),
        ("ar", [
            (.zero, "n = 0"), (.one, "n = 1"), (.two, "n = 2"), (.few, "n % 100 = 3..10"), (.many, "n % 100 = 11..99"),
        ]),
        ("cy", [(.zero, "n = 0"), (.one, "n = 1"), (.two, "n = 2"), (.few, "n = 3"), (.many, "n = 6")]),
    ]
}
