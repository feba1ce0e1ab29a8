/// One keyed app text (`items/strings.json`, one item per key): a result message, a button, an
/// error, a reminder, paywall copy, by locale, each locale's text either one string or its CLDR
/// plural forms, with named placeholders (`{count}`). Look texts up through `AppStrings`.
public struct AppString: BundleItem {
    /// `ContentKind.strings`.
    public static let kind = ContentKind.strings

    /// The text's key, unique in the pack (kebab-case); also the item's id.
    public var key: String
    /// The table (the pack file's `table`) the key belongs to: the name of its String Catalog
    /// and Android resource file.
    public var table: String
    /// The locales the text ships in, the table's first (its source locale) first.
    public var locales: [String]
    /// The note for translators.
    public var comment: String?
    /// The longest text allowed, in grapheme clusters (what a reader counts as characters),
    /// placeholders not counted.
    public var maxLength: Int?
    /// The placeholder whose number picks the plural form (`count` when not given).
    public var pluralBy: String?
    /// The text by locale.
    public var text: [String: AppText]
    /// The key.
    public var id: String { key }

    /// The placeholder that picks the plural form.
    public var countPlaceholder: String { pluralBy ?? "count" }

    /// Every text parses as a template and every form is a CLDR category.
    public func problem() -> String? {
        for (locale, text) in text {
            if case .plural(let forms) = text {
                if forms.isEmpty { return "the \(locale) text has no plural forms" }
                if let bad = forms.keys.first(where: { PluralCategory(rawValue: $0) == nil }) {
                    return "the \(locale) text has a plural form \"\(bad)\" that is no CLDR category"
                }
            }
            for form in text.forms {
                if let error = TextTemplate.syntaxError(in: form) { return "the \(locale) text: \(error.message)" }
            }
        }
        return nil
    }
}

/// One locale's text: a single string, or its plural forms by CLDR category name.
public enum AppText: Codable, Sendable, Equatable {
    case single(String)
    case plural([String: String])

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) {
            self = .single(text)
        } else {
            self = .plural(try container.decode([String: String].self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .single(let text): try container.encode(text)
        case .plural(let forms): try container.encode(forms)
        }
    }

    /// Every string of the text (one, or each plural form).
    public var forms: [String] {
        switch self {
        case .single(let text): [text]
        case .plural(let forms): forms.keys.sorted().map { forms[$0]! }
        }
    }
}

extension ContentKind {
    /// `"kind": "strings"`.
    public static let strings = ContentKind("strings")
}

extension ContentBundle {
    /// The bundle's keyed app texts, in pack order.
    public var strings: [AppString] { get throws { try items(AppString.self) } }

    /// The bundle's app texts indexed by key, for look-ups (keep it: it is built on each call).
    public func appStrings() throws -> AppStrings { AppStrings(try strings) }
}
