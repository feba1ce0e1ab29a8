@testable import ContentBundle
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck
@testable import ContentOutput

/// The platform files of app texts: written deterministically, parsed back (the String Catalog as
/// JSON, Android's resources with an XML parser) and unescaped to the texts the pack holds.
@Suite struct AppStringsBuildTests {
    /// Texts with every character the platforms escape.
    static let tricky = #"""
        {"kind": "strings", "table": "tricky-texts", "locales": ["en", "ru"], "items": [
          {"key": "quote", "comment": "Has -- dashes & <tags> -", "text": {"en": "It's \"quoted\" & <b>bold</b> 100% \\ back", "ru": "Это «цитата» & <b> 100%"}},
          {"key": "at", "text": {"en": "@home? yes", "ru": "?вопрос @дом"}},
          {"key": "lines", "text": {"en": "one\ntwo\tthree", "ru": "раз\nдва"}},
          {"key": "named", "text": {"en": "{name} has {count} of {total}: 50%", "ru": "{total} всего, у {name} {count}: 50%"}},
          {"key": "counted", "pluralBy": "n", "text": {"en": {"one": "{n} file of {who}", "other": "{n} files of {who}"},
            "ru": {"one": "{n} файл {who}", "few": "{n} файла {who}", "many": "{n} файлов {who}", "other": "{n} файла {who}"}}}
        ]}
        """#

    static func built() throws -> [String: [UInt8]] {
        let pack = MemoryPack(texts: ["pack.json": ExamplePack.packJSON, "strings.json": tricky])
        #expect(try ContentPipeline.check(pack).diagnostics.map(\.message) == [])
        return try BundleBuilder.build(pack, cache: nil).0.files
    }

    @Test func platformFilesAreDeterministicAndComplete() throws {
        let first = try Self.built(), second = try Self.built()
        let paths = first.keys.filter { $0.hasPrefix("strings/") }.sorted()
        #expect(paths == ["strings/android/values-en/tricky_texts.xml", "strings/android/values-ru/tricky_texts.xml",
                          "strings/android/values/tricky_texts.xml", "strings/tricky-texts.xcstrings"])
        for path in paths { #expect(first[path] == second[path], "\(path)") }
        #expect(first["strings/android/values/tricky_texts.xml"] == first["strings/android/values-en/tricky_texts.xml"])
    }

    @Test func stringCatalogParsesBack() throws {
        let files = try Self.built()
        let bytes = try #require(files["strings/tricky-texts.xcstrings"])
        let json = try #require(JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        #expect(json["sourceLanguage"] as? String == "en")
        #expect(json["version"] as? String == "1.0")
        let strings = try #require(json["strings"] as? [String: [String: Any]])
        func value(_ key: String, _ locale: String, _ category: String? = nil) -> String? {
            let localization = (strings[key]?["localizations"] as? [String: Any])?[locale] as? [String: Any]
            let unit = category.map { ((localization?["variations"] as? [String: Any])?["plural"] as? [String: Any])?[$0] as? [String: Any] } ?? localization
            return (unit?["stringUnit"] as? [String: Any])?["value"] as? String
        }
        #expect(value("quote", "en") == #"It's "quoted" & <b>bold</b> 100% \ back"#)
        #expect(value("named", "en") == "%1$@ has %2$lld of %3$@: 50%%")
        #expect(value("named", "ru") == "%3$@ всего, у %1$@ %2$lld: 50%%")
        #expect(value("counted", "ru", "few") == "%1$lld файла %2$@")
        #expect(value("counted", "en", "one") == "%1$lld file of %2$@")
        #expect(strings["quote"]?["comment"] as? String == "Has -- dashes & <tags> -")
    }

    /// Android's resources read back: `(name, quantity?) → text` with Android's escapes undone.
    final class ResourceReader: NSObject, XMLParserDelegate {
        var texts: [String: String] = [:]
        var comments: [String] = []
        private var name = "", quantity: String?, text: String?
        var formattedFalse: Set<String> = []

        func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            if element == "string" || element == "plurals" { name = attributes["name"] ?? "" }
            if attributes["formatted"] == "false" { formattedFalse.insert(name) }
            if element == "string" || element == "item" { quantity = attributes["quantity"]; text = "" }
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) { text? += string }
        func parser(_ parser: XMLParser, foundComment comment: String) { comments.append(comment) }
        func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
            guard element == "string" || element == "item", let raw = text else { return }
            texts[name + (quantity.map { "/" + $0 } ?? "")] = Self.unescape(raw)
            text = nil
        }

        static func unescape(_ raw: String) -> String {
            var out = "", escaped = false
            var scalars = raw.unicodeScalars.makeIterator()
            while let scalar = scalars.next() {
                if escaped {
                    switch scalar {
                    case "n": out += "\n"
                    case "t": out += "\t"
                    case "u": out.unicodeScalars.append(Unicode.Scalar(UInt32(String((0..<4).compactMap { _ in scalars.next().map(Character.init) }), radix: 16)!)!)
                    default: out.unicodeScalars.append(scalar)
                    }
                    escaped = false
                } else if scalar == "\\" {
                    escaped = true
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
            return out
        }
    }

    static func android(_ files: [String: [UInt8]], _ path: String) throws -> ResourceReader {
        let bytes = try #require(files[path])
        let parser = XMLParser(data: Data(bytes))
        let reader = ResourceReader()
        parser.delegate = reader
        #expect(parser.parse(), "\(path): \(String(describing: parser.parserError))")
        return reader
    }

    @Test func androidResourcesParseBackToTheTexts() throws {
        let files = try Self.built()
        let en = try Self.android(files, "strings/android/values-en/tricky_texts.xml")
        #expect(en.texts["quote"] == #"It's "quoted" & <b>bold</b> 100% \ back"#)
        #expect(en.formattedFalse.contains("quote"))
        #expect(en.texts["at"] == "@home? yes")
        #expect(en.texts["lines"] == "one\ntwo\tthree")
        #expect(en.texts["named"] == "%1$s has %2$d of %3$s: 50%%")
        #expect(en.texts["counted/one"] == "%1$d file of %2$s")
        #expect(en.comments.first == " Has - - dashes & <tags> -  ")
        let ru = try Self.android(files, "strings/android/values-ru/tricky_texts.xml")
        #expect(ru.texts["at"] == "?вопрос @дом")
        #expect(ru.texts["named"] == "%3$s всего, у %1$s %2$d: 50%%")
        #expect(["one", "few", "many", "other"].allSatisfy { ru.texts["counted/" + $0] != nil })
        // the raw file escapes a leading @ and ?, quotes, and never holds a bare < or &
        let rawBytes = try #require(files["strings/android/values-ru/tricky_texts.xml"])
        let raw = String(decoding: rawBytes, as: UTF8.self)
        #expect(raw.contains(#">\?вопрос @дом<"#))
        #expect(raw.contains("&amp; &lt;b&gt;"))
    }

    @Test func androidEscapesEveryCharacterXMLCannotHold() {
        #expect(AndroidStrings.escape("a\u{1}b\u{FFFE}") == #"a\u0001b\uFFFE"#)
        #expect(AndroidStrings.escape("@a@") == #"\@a@"#)
        #expect(AndroidStrings.commentText("a---b-") == "a- - -b- ")
        #expect(!AndroidStrings.commentText("----").contains("--"))
        #expect(AndroidStrings.folder("pt-BR") == "values-pt-rBR")
    }
}
