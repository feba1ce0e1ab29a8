import Testing
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck
@testable import ContentOutput

@Suite struct ConfigurationTests {
    @Test func globs() {
        #expect(Glob.matches("drafts/**", "drafts/a/b.json"))
        #expect(Glob.matches("**/old-*.json", "riddles/old-1.json"))
        #expect(Glob.matches("**/old-*.json", "old-1.json"))
        #expect(Glob.matches("*.json", "pack.json"))
        #expect(!Glob.matches("*.json", "riddles/a.json"))
        #expect(Glob.matches("riddles/?.json", "riddles/a.json"))
        #expect(!Glob.matches("riddles/?.json", "riddles/ab.json"))
    }

    @Test func parsesSeveritiesAndIgnores() {
        let text = #"{"rules": {"locale-unlisted": "error", "text-double-space": "off"}, "ignore": ["drafts/**"]}"#
        let (configuration, problems) = LintConfiguration.parse(Array(text.utf8), file: "c.json")
        #expect(problems.isEmpty)
        #expect(configuration.severities["locale-unlisted"] == .some(.error))
        #expect(!configuration.isEnabled("text-double-space"))
        #expect(configuration.isIgnored("drafts/x.json"))
    }

    @Test func reportsUnknownRulesAndSeverities() {
        let text = #"{"rules": {"local-missing": "off", "schema": "fatal"}, "colour": true}"#
        let (_, problems) = LintConfiguration.parse(Array(text.utf8), file: "c.json")
        #expect(problems.map(\.message) == [
            #"unknown rule "local-missing"; did you mean "locale-missing"? (content-lint --list-rules lists them)"#,
            #"severity must be "off", "info", "warning" or "error", found "fatal""#,
            #"unknown setting "colour"; a configuration has "rules", "ignore" and "accept""#,
        ])
    }

    @Test func overridesApplyToFindings() throws {
        var pack = MemoryPack(texts: ["pack.json": ExamplePack.packJSON])
        pack.files["drafts/bad.json"] = Array("{".utf8)
        pack.files["a.json"] = Array(Examples.riddle(text: #"{"en": "Who  says?", "ru": "Кто?", "uk": "Хто?"}"#).utf8)
        let configuration = LintConfiguration(severities: ["text-double-space": .warning], ignore: ["drafts/**"])
        let result = try ContentPipeline.check(pack, options: LintOptions(configuration: configuration))
        #expect(result.diagnostics.map(\.ruleID) == ["text-double-space"])
        #expect(result.diagnostics.first?.severity == .warning)
    }
}
