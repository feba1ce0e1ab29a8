@testable import ContentBundle
import Foundation
import Testing
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck

/// Hostile input on the instructions, survey and menu surfaces: huge lists, huge texts, deep JSON,
/// numbers that overflow, include cycles and chains. Each is a finding or a refusal in bounded
/// time, never a trap.
@Suite struct ScreensHostileTests {
    static let survey = Survey(
        id: "s", trigger: "t", title: ["en": "S"], intro: nil,
        questions: [
            Survey.Question(id: "one", type: .single, text: ["en": "?"], options: [
                Survey.Option(id: "a", text: ["en": "A"], freeText: nil),
                Survey.Option(id: "b", text: ["en": "B"], freeText: Survey.FreeText(maxLength: 10)),
            ], maxChoices: nil, maxLength: nil, required: nil),
            Survey.Question(id: "text", type: .text, text: ["en": "?"], options: nil, maxChoices: nil, maxLength: 20, required: nil),
        ])

    private func seconds(_ work: () throws -> Void) rethrows -> Double {
        let start = ContinuousClock.now
        try work()
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    // MARK: - The runtime

    @Test func aHugeResponseIsCheckedInBoundedTime() throws {
        let survey = Self.survey
        var problems: [SurveyResponseProblem] = []
        let time = seconds {
            problems = survey.check(["one": SurveyAnswer(choices: Array(repeating: "a", count: 1_000_000))])
        }
        #expect(problems == [.tooManyChoices(question: "one", count: 1_000_000, limit: 1)])
        #expect(time < 1)
        let longText = String(repeating: "ж", count: 5_000_000)
        #expect(survey.check(["text": SurveyAnswer(text: longText)]) == [.textTooLong(question: "text", limit: 20)])
        #expect(survey.check(["one": SurveyAnswer(choices: ["b"], text: longText)]) == [.textTooLong(question: "one", limit: 10)])
        // one character of 100,000 combining marks is one character
        let cluster = "e" + String(repeating: "\u{301}", count: 100_000)
        #expect(survey.check(["text": SurveyAnswer(text: cluster)]) == [])
        var unknown: [String: SurveyAnswer] = [:]
        for index in 0..<100_000 { unknown["q\(index)"] = SurveyAnswer(text: "x") }
        #expect(survey.check(unknown).count == Survey.problemLimit)
        #expect(survey.check([:]) == [])
        var required = survey
        required.questions[0].required = true
        #expect(required.check([:]) == [.unanswered(question: "one")])
        #expect(survey.check(["one": SurveyAnswer()]) == [.noChoice(question: "one")])
        #expect(survey.check(["text": SurveyAnswer(choices: ["a"])]) == [.choicesNotTaken(question: "text")])
        // a survey an app builds in code, with 100,000 options all chosen: linear, not quadratic
        let options = (0..<100_000).map { Survey.Option(id: "o\($0)", text: [:], freeText: nil) }
        var wide = survey
        wide.questions = [Survey.Question(id: "many", type: .multiple, text: [:], options: options, maxChoices: nil, maxLength: nil, required: nil)]
        var wideProblems: [SurveyResponseProblem] = [.noChoice(question: "")]
        let wideTime = seconds { wideProblems = wide.check(["many": SurveyAnswer(choices: options.map(\.id))]) }
        #expect(wideProblems == [])
        #expect(wideTime < 2)
    }

    @Test func surveysTheRuntimeCannotUseAreRefused() throws {
        var survey = Self.survey
        #expect(survey.problem() == nil)
        survey.questions[0].maxChoices = 2
        #expect(survey.problem() != nil)
        survey = Self.survey
        survey.questions[1].maxLength = Int.max
        #expect(survey.problem() != nil)
        survey = Self.survey
        survey.questions[0].options?[0].freeText = Survey.FreeText(maxLength: 5)
        #expect(survey.problem() != nil)
        survey = Self.survey
        survey.questions[0].options = Array(repeating: Survey.Option(id: "a", text: [:], freeText: nil), count: 100_000)
        #expect(survey.problem() != nil)
        survey = Self.survey
        survey.questions.append(survey.questions[0])
        #expect(survey.problem() != nil)
        // a number past Int in a bundle's survey is a decoding error, not a trap
        let items = #"{"kind": "survey", "items": [{"id": "s", "trigger": "t", "title": {}, "questions": [{"id": "q", "type": "text", "text": {}, "maxLength": 1e400}]}]}"#
        #expect(throws: BundleError.self) { _ = try Survey.decodeItems(from: [Survey.kind.itemsFile: Data(items.utf8)]) }
    }

    @Test func includeCyclesAndChainsShowEachPageOnceInBoundedTime() throws {
        func instructions(_ id: String, _ includes: [String]) -> Instructions {
            Instructions(id: id, target: nil, title: ["en": id], pages: [Instructions.Page(text: ["en": id], image: nil)], includes: includes, button: nil)
        }
        let cycle = [instructions("a", ["b"]), instructions("b", ["a"]), instructions("self", ["self", "self", "nowhere"])]
        #expect(cycle[0].pages(in: cycle).map { $0.text["en"] } == ["b", "a"])
        #expect(cycle[2].pages(in: cycle).map { $0.text["en"] } == ["self"])
        let chain = (0..<20_000).map { instructions("i\($0)", ["i\($0 + 1)"]) }
        var pages: [Instructions.Page] = []
        let time = seconds { pages = chain[0].pages(in: chain) }
        #expect(pages.count == Instructions.includeDepthLimit + 1)
        #expect(time < 2)
        let wide = (0..<5_000).map { instructions("w\($0)", (0..<8).map { "w\($0)" }) }
        #expect(wide[0].pages(in: wide).count <= wide.count)
        var twoTargets = instructions("x", [])
        twoTargets.target = Instructions.Target(game: "g", test: "t", puzzles: nil)
        #expect(twoTargets.problem() != nil)
    }

    @Test func menusWithThemesTheRuntimeCannotUseAreRefused() {
        let theme = Menu.Theme(id: "t", title: [:], cover: "assets/a.png", items: ["x"])
        #expect(Menu(id: "m", lists: "jigsaw", title: [:], cover: "assets/a.png", themes: [theme]).problem() == nil)
        #expect(Menu(id: "m", lists: "jigsaw", title: [:], cover: "assets/a.png", themes: []).problem() != nil)
        #expect(Menu(id: "m", lists: "jigsaw", title: [:], cover: "assets/a.png", themes: [theme, theme]).problem() != nil)
        var empty = theme
        empty.items = []
        #expect(Menu(id: "m", lists: "jigsaw", title: [:], cover: "assets/a.png", themes: [empty]).problem() != nil)
    }

    // MARK: - The linter

    private func findings(_ files: [String: String]) throws -> [Diagnostic] {
        var texts = files
        texts["pack.json"] = ExamplePack.packJSON
        var pack = MemoryPack(texts: texts)
        pack.files["img/cat.svg"] = Array(Examples.triangleSVG(size: 48).utf8)
        return try ContentPipeline.check(pack).diagnostics
    }

    private static func title(_ text: String) -> String { #"{"en": "\#(text)", "ru": "Тест", "uk": "Тест"}"# }

    @Test func aChainOfThousandsOfIncludesIsLintedWithoutRecursion() throws {
        var files: [String: String] = [:]
        let count = 3_000
        for index in 0..<count {
            let includes = index + 1 < count ? #", "includes": ["part-\#(index + 1)"]"# : #", "includes": ["part-0"]"#
            files["instructions/part-\(index).json"] = #"{"kind": "instructions", "id": "part-\#(index)", "title": \#(Self.title("Part")), "pages": [{"text": \#(Self.title("Page"))}]\#(includes)}"#
        }
        var found: [Diagnostic] = []
        let time = try seconds { found = try findings(files) }
        let cycles = found.filter { $0.ruleID == "instructions-includes" && $0.message.contains("cycle") }
        #expect(cycles.count == 1)
        #expect(cycles.first.map { $0.message.count < 200_000 } == true)
        #expect(found.allSatisfy { $0.ruleID == "instructions-includes" })
        #expect(time < 60)
        files["instructions/part-\(count - 1).json"] = #"{"kind": "instructions", "id": "part-\#(count - 1)", "title": \#(Self.title("Part")), "pages": [{"text": \#(Self.title("Page"))}]}"#
        let deep = try findings(files).filter { $0.ruleID == "instructions-includes" }
        #expect(deep.count == count - 1 - Instructions.includeDepthLimit)
        #expect(deep.allSatisfy { $0.message.contains("nest") })
    }

    @Test func hugeListsDeepJSONAndOverflowingNumbersAreFindings() throws {
        let option = #"{"id": "o", "text": {"en": "O", "ru": "О", "uk": "О"}}"#
        let huge = Array(repeating: option, count: 20_000).joined(separator: ", ")
        let question = #"{"id": "q", "type": "multiple", "text": \#(Self.title("Q")), "options": [\#(huge)]}"#
        var found = try findings(["surveys/huge.json": Examples.survey(question)])
        #expect(found.contains { $0.ruleID == "schema" })
        #expect(found.count < 100)
        let overflow = #"{"id": "q", "type": "text", "text": \#(Self.title("Q")), "maxLength": 1e400}"#
        found = try findings(["surveys/overflow.json": Examples.survey(overflow)])
        #expect(!found.isEmpty && found.allSatisfy { $0.severity == .error })
        let deep = String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000)
        found = try findings(["surveys/deep.json": Examples.survey(#"{"id": "q", "type": "text", "text": \#(Self.title("Q")), "maxLength": \#(deep)}"#)])
        #expect(found.contains { $0.ruleID == "json-limits" })
        let items = Array(repeating: #""x""#, count: 50_000).joined(separator: ", ")
        found = try findings(["menus/huge.json": Examples.menu(themes: [items])])
        #expect(found.contains { $0.ruleID == "schema" })
        #expect(found.count < 100)
        let both = #"{"kind": "instructions", "id": "both", "for": {"game": "a", "iqTest": "b"}, "title": \#(Self.title("T")), "pages": [{"text": \#(Self.title("P"))}]}"#
        #expect(try findings(["instructions/both.json": both]).contains { $0.ruleID == "schema" })
    }
}
