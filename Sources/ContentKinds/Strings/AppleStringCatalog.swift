import ContentBundle
import ContentCore

/// A strings file as an Apple String Catalog (`.xcstrings`, JSON; Xcode 15 and later): each key
/// with its comment, each locale's text as a translated `stringUnit`, plural texts as
/// `variations.plural` (one `stringUnit` per CLDR category). Placeholders as `PlatformFormat`
/// says (`%1$lld`, `%2$@`). Keys and locales sorted, as Xcode writes them.
enum AppleStringCatalog {
    static func file(_ root: JSONNode, locales: [String]) -> [UInt8] {
        let entries = StringEntry.entries(root).sorted { $0.key < $1.key }
        let strings: [(String, JSONWriter.Value)] = entries.map { entry in
            let format = PlatformFormat(entry, sourceLocale: locales.first)
            let write = { (text: String) -> JSONWriter.Value in
                .object([("stringUnit", .object([
                    ("state", .string("translated")),
                    ("value", .string(format.specifiers(text, count: "lld", object: "@", escape: { $0 }))),
                ]))])
            }
            let localizations: [(String, JSONWriter.Value)] = entry.texts.sorted { $0.locale < $1.locale }.map { text in
                guard let plural = text.plural else { return (text.locale, write(text.single?.text ?? "")) }
                let forms = plural.sorted { order($0.category) < order($1.category) }.map { ($0.category ?? "other", write($0.text)) }
                return (text.locale, .object([("variations", .object([("plural", .object(forms))]))]))
            }
            var members: [(String, JSONWriter.Value)] = []
            if let comment = entry.node["comment"]?.string { members.append(("comment", .string(comment))) }
            members.append(("extractionState", .string("manual")))
            members.append(("localizations", .object(localizations)))
            return (entry.key, .object(members))
        }
        return JSONWriter.encode(.object([
            ("sourceLanguage", .string(locales.first ?? "en")),
            ("strings", .object(strings)),
            ("version", .string("1.0")),
        ]))
    }

    static func order(_ category: String?) -> Int {
        category.flatMap(PluralCategory.init(rawValue:)).flatMap { PluralCategory.allCases.firstIndex(of: $0) } ?? PluralCategory.allCases.count
    }
}
