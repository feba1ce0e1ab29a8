/// The app texts of a bundle by key: look a text up by key, locale and count, with its
/// placeholders filled.
///
/// Fallbacks, in order, when the text has no `locale`: its language (`pt` for `pt-BR`), then
/// each of `fallbacks` (and its language), then the text's first locale (its table's source
/// locale). A plural text takes the form CLDR's rules give the count in the locale used; when
/// that form is missing (lint reports it, the builder never writes it), `other`; a language
/// without rules here takes `other`. Without a count, a plural text takes `other`. A
/// placeholder with no value stays as written (`{name}`).
public struct AppStrings: Sendable {
    /// Every text, by key.
    public let byKey: [String: AppString]

    /// Indexes texts by key (the first of two with one key, which lint never lets through).
    public init(_ texts: [AppString]) {
        byKey = Dictionary(texts.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The text for `key` in `locale` with its placeholders filled (the count fills the
    /// entry's count placeholder unless `values` names it), or nil for an unknown key.
    public func text(_ key: String, locale: String, count: PluralOperands? = nil, values: [String: String] = [:],
                     fallbacks: [String] = []) -> String? {
        guard let resolved = resolve(key, locale: locale, count: count, fallbacks: fallbacks) else { return nil }
        var values = values
        if let count, values[resolved.entry.countPlaceholder] == nil {
            values[resolved.entry.countPlaceholder] = count.text
        }
        return (try? TextTemplate(resolved.form))?.filled(values) ?? resolved.form
    }

    /// The text for a whole count.
    public func text(_ key: String, locale: String, count: Int, values: [String: String] = [:], fallbacks: [String] = []) -> String? {
        text(key, locale: locale, count: PluralOperands(count), values: values, fallbacks: fallbacks)
    }

    /// The unfilled template chosen for a key, locale and count, and the locale it is in.
    public func resolve(_ key: String, locale: String, count: PluralOperands? = nil, fallbacks: [String] = [])
        -> (entry: AppString, locale: String, form: String)? {
        guard let entry = byKey[key] else { return nil }
        let candidates = ([locale] + fallbacks).flatMap { [$0, Self.language(of: $0)] } + entry.locales + entry.text.keys.sorted()
        guard let used = candidates.first(where: { entry.text[$0] != nil }), let text = entry.text[used] else { return nil }
        switch text {
        case .single(let form):
            return (entry, used, form)
        case .plural(let forms):
            let category = count.map { PluralRules.category(of: $0, in: used) } ?? .other
            guard let form = forms[category.rawValue] ?? forms[PluralCategory.other.rawValue] ?? forms.values.sorted().first else { return nil }
            return (entry, used, form)
        }
    }

    private static func language(of locale: String) -> String {
        locale.firstIndex(of: "-").map { String(locale[..<$0]) } ?? locale
    }
}
