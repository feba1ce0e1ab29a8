@testable import ContentBundle
import Foundation
import Testing
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck

/// Hostile strings files and items: each a finding or a refusal, in bounded time, never a trap.
@Suite struct AppStringsHostileTests {
    static func lint(_ text: String) throws -> [Diagnostic] {
        try ContentPipeline.check(MemoryPack(texts: ["pack.json": ExamplePack.packJSON, "strings.json": text])).diagnostics
    }

    static func entry(_ key: String, _ en: String, _ ru: String, _ uk: String) -> String {
        #"{"key": "\#(key)", "text": {"en": \#(en), "ru": \#(ru), "uk": \#(uk)}}"#
    }

    static func timed<T>(_ limit: Duration, _ work: () throws -> T) rethrows -> T {
        let clock = ContinuousClock()
        let start = clock.now
        let result = try work()
        #expect(clock.now - start < limit)
        return result
    }

    @Test func a100kEntryFileIsASchemaFinding() throws {
        let entries = (0..<100_000).map { Self.entry("k\($0)", #""Hi {name}""#, #""Привет {name}""#, #""Привіт {name}""#) }
        let found = try Self.timed(.seconds(120)) { try Self.lint(Examples.strings(entries.joined(separator: ",\n"))) }
        #expect(found.contains { $0.ruleID == "schema" && $0.message.contains("10000") })
    }

    @Test func tenThousandEntriesAreLintedInBoundedTime() throws {
        let entries = (0..<10_000).map { index in
            Self.entry("k\(index)", #"{"one": "{count} game of {name}", "other": "{count} games of {name}"}"#,
                       #"{"one": "{count} игра {name}", "few": "{count} игры {name}", "many": "{count} игр {nme}", "other": "{count} игры {name}"}"#,
                       #""{count} ігор {name}""#)
        }
        let found = try Self.timed(.seconds(120)) { try Self.lint(Examples.strings(entries.joined(separator: ",\n"))) }
        #expect(found.filter { $0.ruleID == "strings-placeholders" }.count == 10_000)
        #expect(found.filter { $0.ruleID == "strings-plural-forms" }.count == 10_000)
    }

    @Test func hugePluralMapsAndDeepJSONAreFindings() throws {
        let forms = (0..<5_000).map { #""f\#($0)": "x""# }.joined(separator: ", ")
        let wide = try Self.lint(Examples.strings(Self.entry("wide", "{\(forms)}", #""a""#, #""a""#)))
        #expect(wide.contains { $0.ruleID == "schema" })
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let nested = try Self.lint(Examples.strings(Self.entry("deep", deep, #""a""#, #""a""#)))
        #expect(nested.contains { $0.ruleID.hasPrefix("json-") })
    }

    @Test func enormousAndBrokenPlaceholdersAreSyntaxFindings() throws {
        let long = "{" + String(repeating: "a", count: 3_990) + "}"
        let cases = [#""\#(long)""#, #""{name""#, #""name}""#, #""{na{me}}""#, #""{}""#, #""{{{""#, #""{1}""#]
        for text in cases {
            let found = try Self.timed(.seconds(10)) { try Self.lint(Examples.strings(Self.entry("broken", text, #""a""#, #""a""#))) }
            #expect(found.contains { $0.ruleID == "strings-placeholder-syntax" }, "\(text.prefix(20))")
        }
        // 500 distinct placeholders, each renamed in a translation: linear, no hint search
        let names = (0..<500).map { "{p\($0)}" }.joined(separator: " ")
        let renamed = (0..<500).map { "{q\($0)}" }.joined(separator: " ")
        let found = try Self.timed(.seconds(30)) {
            try Self.lint(Examples.strings(Self.entry("many", "\"\(names)\"", "\"\(renamed)\"", "\"\(names)\"")))
        }
        #expect(found.filter { $0.ruleID == "strings-placeholders" }.count == 501)
    }

    /// A file's own locales replace the pack's for its texts and must be among the pack's.
    @Test func aFilesOwnLocalesAreChecked() throws {
        let own = try Self.lint(Examples.strings(#"{"key": "exit", "text": {"ru": "Выйти", "en": "Exit"}}"#, locales: #"["ru", "en"]"#))
        #expect(own.isEmpty, "\(own.map(\.message))")
        let found = try Self.lint(Examples.strings(#"{"key": "exit", "text": {"ru": "Выйти", "uk": "Вийти"}}"#, locales: #"["ru", "en", "de"]"#))
        #expect(Set(found.map(\.ruleID)) == ["locale-missing", "locale-unlisted"])
        #expect(found.contains { $0.message.contains("\"de\" is not one of the pack's locales") })
        #expect(found.contains { $0.message.contains("\"uk\" is not one of this file's locales (ru, en)") })
        #expect(found.contains { $0.message.contains("missing \"en\", \"de\" texts (this file's locales are ru, en, de)") })
    }

    @Test func theRuntimeRefusesWhatTheBuilderNeverWrites() throws {
        func item(_ text: String) throws -> AppString {
            try JSONDecoder().decode(AppString.self, from: Data(#"{"key": "k", "table": "t", "locales": ["en"], "text": {"en": \#(text)}}"#.utf8))
        }
        #expect(try item(#"{"one": "a", "lots": "b"}"#).problem() != nil)
        #expect(try item(#"{}"#).problem() != nil)
        #expect(try item(#""a {b""#).problem() != nil)
        #expect(try item(#"{"one": "{n} a", "other": "{n} b"}"#).problem() == nil)
        // a count no operands can hold takes "other"; an unknown locale too
        let texts = AppStrings([try item(#"{"one": "one", "other": "many"}"#)])
        #expect(texts.text("k", locale: "en", count: PluralOperands(decimal: String(repeating: "9", count: 40))) == "many")
        #expect(texts.text("k", locale: "en", count: 1) == "one")
        #expect(texts.text("k", locale: "zz", count: 1) == "one") // zz falls back to en, whose rule gives one
    }
}
