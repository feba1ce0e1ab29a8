@testable import ContentBundle
import ContentArt
import Foundation
import Testing

/// The runtime reads the instructions, survey, onboarding slides and menus of the built sample
/// bundle, and every SVG cover an app shows has its PNG beside it.
@Suite struct ScreensSampleTests {
    static let locales = ["en", "ru", "uk"]

    private func bundle() throws -> ContentBundle { try ContentBundle.open(BundleFixture.sample.bundle) }

    /// The PNG the bundle holds for a picture: the one drawn beside an SVG, else the picture.
    private func png(_ bundle: ContentBundle, _ path: String) throws -> RGBAImage {
        let shown = path.hasSuffix(".svg") ? path + ".png" : path
        return try PNGCodec.decode(Array(bundle.data(at: shown))).get().image
    }

    @Test func theIQTestsInstructionsComeWithTheTimerPartFirst() throws {
        let bundle = try bundle()
        let instructions = try #require(try bundle.instructions(forIQTest: "matrices"))
        #expect(instructions.target?.test == "matrices")
        #expect(instructions.includes == ["timed-test"])
        let pages = instructions.pages(in: try bundle.instructions)
        #expect(pages.count == 4)
        #expect(pages.first?.text["en"]?.contains("timer") == true)
        for page in pages { #expect(Set(page.text.keys) == Set(Self.locales)) }
        #expect(instructions.button?["uk"] == "Почати тест")
        #expect(try bundle.instructions(forPuzzles: "number-series")?.pages.count == 1)
        #expect(try bundle.instructions(forGame: "no-such-game") == nil)
    }

    @Test func theFirstTestSurveyChecksAndRecordsAResponse() throws {
        let bundle = try bundle()
        let survey = try #require(try bundle.survey(for: "first-test-unfinished"))
        #expect(survey.questions.map(\.type) == [.multiple, .text])
        for question in survey.questions { #expect(Set(question.text.keys) == Set(Self.locales)) }
        #expect(survey.question("reasons")?.options?.last?.freeText?.maxLength == 200)
        let good = ["reasons": SurveyAnswer(choices: ["too-long", "other"], text: "Ніколи не встигаю"),
                    "comment": SurveyAnswer(text: "Спасибо!")]
        #expect(survey.check(good) == [])
        let record = try JSONSerialization.jsonObject(with: try survey.record(good)) as? [String: Any]
        #expect(record?["survey"] as? String == "first-test-feedback")
        #expect(try survey.record(good) == survey.record(good))
        #expect(survey.check(["reasons": SurveyAnswer(choices: ["bored"])]) == [.unknownOption(question: "reasons", option: "bored")])
        #expect(survey.check(["reasons": SurveyAnswer(choices: ["too-long", "too-hard", "no-time", "other"])])
                == [.tooManyChoices(question: "reasons", count: 4, limit: 3)])
        #expect(survey.check(["reasons": SurveyAnswer(choices: ["too-long"], text: "why")]) == [.textNotTaken(question: "reasons")])
        #expect(survey.check(["comment": SurveyAnswer(text: String(repeating: "я", count: 501))]) == [.textTooLong(question: "comment", limit: 500)])
        #expect(survey.check(["comment": SurveyAnswer(text: String(repeating: "я", count: 500))]) == [])
        #expect(survey.check(["age": SurveyAnswer(text: "9")]) == [.unknownQuestion("age")])
        #expect(throws: SurveyResponseProblem.self) { try survey.record(["reasons": SurveyAnswer(choices: ["too-long", "too-long"])]) }
    }

    @Test func onboardingSlidesBelongToAScreenAndHaveTheirPNGs() throws {
        let bundle = try bundle()
        let show = try #require(try bundle.slides(forScreen: "onboarding"))
        #expect(show.game == nil && show.id == "onboarding")
        #expect(show.slides.count == 2)
        #expect(show.slides.last?.action?["ru"] == "Начнём")
        for slide in show.slides { #expect(try png(bundle, slide.image).width == 512) }
        #expect(try bundle.slides.filter { $0.screen == nil }.allSatisfy { $0.game != nil })
    }

    @Test func theKidsMenusGroupFourThemesEach() throws {
        let bundle = try bundle()
        let jigsaws = try bundle.themed(Jigsaw.self)
        #expect(jigsaws.map(\.theme.id) == ["space", "stars", "animals", "food"])
        #expect(jigsaws.allSatisfy { !$0.items.isEmpty })
        #expect(jigsaws[0].items.map(\.id) == ["astronaut-9", "astronaut-36", "rocket-9", "rocket-36"])
        let dots = try bundle.themed(DotsPicture.self)
        #expect(dots.count == 4 && dots.allSatisfy { !$0.items.isEmpty })
        let sets = try bundle.themed(MemorySet.self)
        #expect(sets.map { $0.items.map(\.id) } == [["animals"], ["fruits"], ["plants"], ["vehicles"]])
        let menus = try bundle.menus
        #expect(menus.count == 3)
        for menu in menus {
            #expect(Set(menu.title.keys) == Set(Self.locales))
            #expect(try png(bundle, menu.cover).width == 512)
            for theme in menu.themes {
                #expect(Set(theme.title.keys) == Set(Self.locales))
                #expect(try png(bundle, theme.cover).width > 0)
            }
        }
        #expect(try bundle.menu(listing: Riddle.kind) == nil)
    }

    /// Game and memory-set covers, drawn as SVG, ship as PNG too (an iOS app shows no SVG).
    @Test func everyGameAndMemoryCoverHasItsPNG() throws {
        let bundle = try bundle()
        let covers = try bundle.games.compactMap(\.cover) + bundle.memorySets.compactMap(\.cover)
        #expect(covers.count == 9)
        for cover in covers {
            #expect(cover.hasSuffix(".svg"))
            let picture = try png(bundle, cover)
            #expect(max(picture.width, picture.height) == 512, "\(cover)")
        }
    }
}
