import Foundation
import ContentBundle
import ContentCore

/// A strings file as Android string resources, one file per locale
/// (`values-<locale>/<table>.xml`; `values/` holds the file's first locale, the app's default):
/// `<string>` for single texts, `<plurals>` with an `<item quantity>` per CLDR category. The
/// resource name is the key with `_` for `-`. Placeholders as `PlatformFormat` says (`%1$d`,
/// `%2$s`); a text that is no format string but holds `%` is marked `formatted="false"`.
enum AndroidStrings {
    /// The folder of a locale: `values-ru`, `values-pt-rBR` for a region.
    static func folder(_ locale: String) -> String {
        let parts = locale.split(separator: "-")
        return parts.count == 2 ? "values-\(parts[0])-r\(parts[1])" : "values-\(locale)"
    }

    /// The resource name of a key or table.
    static func name(_ id: String) -> String { id.replacingOccurrences(of: "-", with: "_") }

    static func file(_ root: JSONNode, locale: String, sourceLocale: String?) -> [UInt8] {
        var out = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n"
        for entry in StringEntry.entries(root) {
            guard let text = entry.texts.first(where: { $0.locale == locale }) else { continue }
            let format = PlatformFormat(entry, sourceLocale: sourceLocale)
            if let comment = entry.node["comment"]?.string { out += "    <!-- \(commentText(comment)) -->\n" }
            let value = { (text: String) in format.specifiers(text, count: "d", object: "s", escape: escape) }
            if let plural = text.plural {
                out += "    <plurals name=\"\(name(entry.key))\">\n"
                for form in plural.sorted(by: { AppleStringCatalog.order($0.category) < AppleStringCatalog.order($1.category) }) {
                    out += "        <item quantity=\"\(form.category ?? "other")\">\(value(form.text))</item>\n"
                }
                out += "    </plurals>\n"
            } else if let single = text.single {
                let unformatted = !format.isFormat && single.text.contains("%")
                out += "    <string name=\"\(name(entry.key))\"\(unformatted ? " formatted=\"false\"" : "")>\(value(single.text))</string>\n"
            }
        }
        return Array((out + "</resources>\n").utf8)
    }

    /// A text in Android's resource syntax: XML's `&` and `<` (and `>`) as entities; the
    /// backslash, both quotes, a leading `@` or `?`, line breaks and tabs as backslash escapes;
    /// control characters XML cannot hold as `\uXXXX`.
    static func escape(_ text: String) -> String {
        var out = ""
        for (index, scalar) in text.unicodeScalars.enumerated() {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\\": out += "\\\\"
            case "'": out += "\\'"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "@" where index == 0, "?" where index == 0: out += "\\" + String(scalar)
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    out += "\\u" + String(scalar.value, radix: 16, uppercase: true).leftPadded(4)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// A translator's note inside `<!-- -->`: no `--`, no `-` at the end, no control character.
    static func commentText(_ comment: String) -> String {
        var text = String(String.UnicodeScalarView(comment.unicodeScalars.map { $0.value < 0x20 || $0.value == 0xFFFE || $0.value == 0xFFFF ? " " : $0 }))
        while text.contains("--") { text = text.replacingOccurrences(of: "--", with: "- -") }
        if text.hasSuffix("-") { text += " " }
        return text
    }
}
