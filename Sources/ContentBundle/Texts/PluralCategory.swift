/// A CLDR plural category (Unicode TR35, "Language Plural Rules"): which form of a counted
/// text a number takes in a language. English has `one` and `other`; Russian and Ukrainian
/// `one`, `few`, `many` and `other`; Arabic all six.
public enum PluralCategory: String, Codable, Sendable, CaseIterable, Comparable {
    case zero, one, two, few, many, other

    /// CLDR's order (zero, one, two, few, many, other).
    public static func < (a: PluralCategory, b: PluralCategory) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}
