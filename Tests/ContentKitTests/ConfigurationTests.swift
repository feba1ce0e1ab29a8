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
            #"unknown setting "colour"; a configuration has "rules", "ignore", "accept" and "remoteCache""#,
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
    @Test func acceptEntriesAreCheckedAndBounded() {
        func problems(_ text: String) -> [String] { LintConfiguration.parse(Array(text.utf8), file: "c.json").1.map(\.message) }
        #expect(problems(#"{"accept": [{"rule": "text-double-space", "file": "riddles.json", "reason": "a joke"}]}"#).isEmpty)
        #expect(problems(#"{"accept": [{"rule": "text-double-space", "file": "riddles.json"}]}"#).first?.contains("says why") == true)
        #expect(problems(#"{"accept": [{"rule": "text-double-space", "file": "../outside.json", "reason": "x"}]}"#).first?.contains("inside the pack") == true)
        #expect(problems(#"{"accept": [{"rule": "id-unique", "file": "riddles.json", "reason": "x"}]}"#).first?.contains("cannot be accepted") == true)
        #expect(problems(#"{"accept": [{"rule": "text-double-space", "file": "r.json", "item": "a", "pointer": "/items/0", "reason": "x"}]}"#).first?.contains("not both") == true)
        let many = "{\"accept\": [" + Array(repeating: #"{"rule": "text-double-space", "file": "r.json", "reason": "x"}"#, count: Acceptance.maximumEntries + 1).joined(separator: ",") + "]}"
        #expect(problems(many).first?.contains("baseline") == true)
    }

    @Test func aBaselineThatIsNotOneIsSaidNotTrusted() {
        func problems(_ text: String) -> [String] { Baseline.read(Array(text.utf8), file: "b.json").1.map(\.message) }
        #expect(problems(#"{"version": 1, "findings": [{"rule": "r", "file": "f", "message": "m", "count": 1000000000000}]}"#).first?.contains("count") == true)
        #expect(problems(#"{"version": 1, "findings": [["r", "f", "m"]]}"#).first?.contains("\"rule\"") == true)
        #expect(!problems(String(repeating: "[", count: 100_000)).isEmpty)
        let recorded = Baseline([Diagnostic(ruleID: "r", severity: .warning, message: "m", file: "f", range: 0..<1)])
        #expect(Baseline.read(recorded.bytes, file: "b.json").0 == recorded)
    }
}
