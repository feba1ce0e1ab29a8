import ContentBundle
import ContentCore

/// One app text of a strings file as the rules and the platform files read it: its key, its
/// texts by locale (one string, or plural forms) with their nodes.
struct StringEntry {
    /// One string of the entry: a locale's text or one of its plural forms.
    struct Form {
        let locale: String
        /// The CLDR category name, or nil for a locale's single text.
        let category: String?
        let text: String
        let node: JSONNode
        /// The form's key in the file (the locale's key for a single text).
        let keyRange: Range<Int>
    }

    /// One locale's text.
    struct LocaleText {
        let locale: String
        let node: JSONNode
        /// The member's key range (where a finding about the locale as a whole points).
        let keyRange: Range<Int>
        /// Nil for a single string; the forms (category, text, node) in file order.
        let plural: [Form]?
        let single: Form?

        var forms: [Form] { plural ?? single.map { [$0] } ?? [] }
    }

    let node: JSONNode
    let key: String
    let maxLength: Int?
    let countPlaceholder: String
    let texts: [LocaleText]

    /// Whether any locale gives plural forms.
    var isPlural: Bool { texts.contains { $0.plural != nil } }

    init?(_ node: JSONNode) {
        guard let key = node["key"]?.string, let text = node["text"]?.object else { return nil }
        self.node = node
        self.key = key
        maxLength = node["maxLength"]?.integer
        countPlaceholder = node["pluralBy"]?.string ?? "count"
        texts = text.members.compactMap { member in
            if let value = member.value.string {
                let form = Form(locale: member.key, category: nil, text: value, node: member.value, keyRange: member.keyRange)
                return LocaleText(locale: member.key, node: member.value, keyRange: member.keyRange, plural: nil, single: form)
            }
            guard let forms = member.value.object else { return nil }
            let plural = forms.members.compactMap { form in
                form.value.string.map { Form(locale: member.key, category: form.key, text: $0, node: form.value, keyRange: form.keyRange) }
            }
            return LocaleText(locale: member.key, node: member.value, keyRange: member.keyRange, plural: plural, single: nil)
        }
    }

    /// The entries of a strings file.
    static func entries(_ root: JSONNode) -> [StringEntry] {
        (root["items"]?.array ?? []).compactMap(StringEntry.init)
    }

    /// The locales a file's texts ship in: its own list, else the pack's.
    static func locales(_ root: JSONNode, pack: [String]) -> [String] {
        root["locales"]?.array?.compactMap(\.string) ?? pack
    }
}
