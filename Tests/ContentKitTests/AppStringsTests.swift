@testable import ContentBundle
import ContentBundleC
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck
@testable import ContentOutput

/// App texts (`strings`): CLDR's plural rules against CLDR's own samples, the runtime reading
/// the built sample bundle (ru and uk plural forms included), placeholders, the platform files
/// parsed back, and hostile texts.
@Suite struct AppStringsTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// Every sample number CLDR lists for a locale's category (`…` and ranges expanded).
    static func samples() throws -> [(locale: String, category: PluralCategory, number: String)] {
        let text = try String(contentsOf: fixtures.appendingPathComponent("cldr-plural-samples.txt"), encoding: .utf8)
        var samples: [(String, PluralCategory, String)] = []
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let words = line.split(separator: " ", maxSplits: 2)
            let category = try #require(PluralCategory(rawValue: String(words[1])))
            let list = words[2].replacingOccurrences(of: "@integer", with: ",").replacingOccurrences(of: "@decimal", with: ",")
            for item in list.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !item.isEmpty && item != "…" {
                for number in expand(item) { samples.append((String(words[0]), category, number)) }
            }
        }
        return samples
    }

    /// `2~17` → 2 … 17; `0.0~1.5` → 0.0, 0.1, … 1.5 (steps of the last digit).
    static func expand(_ item: String) -> [String] {
        let ends = item.components(separatedBy: "~")
        guard ends.count == 2 else { return [item] }
        let digits = ends[0].split(separator: ".").dropFirst().first?.count ?? 0
        let scale = Int(pow(10.0, Double(digits)))
        let low = Int(ends[0].replacingOccurrences(of: ".", with: ""))!, high = Int(ends[1].replacingOccurrences(of: ".", with: ""))!
        return (low...high).map { value in
            digits == 0 ? String(value) : "\(value / scale)." + String(String(value % scale).reversed()).padding(toLength: digits, withPad: "0", startingAt: 0).reversedString
        }
    }

    @Test func pluralRulesGiveEveryCLDRSampleItsCategory() throws {
        let samples = try Self.samples()
        #expect(samples.count > 1500)
        var wrong: [String] = []
        for sample in samples {
            let operands = try #require(PluralOperands(decimal: sample.number), "\(sample.number)")
            let got = PluralRules.category(of: operands, in: sample.locale)
            if got != sample.category { wrong.append("\(sample.locale) \(sample.number): \(got.rawValue), CLDR says \(sample.category.rawValue)") }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(20))")
        // every locale of the samples lists exactly the categories CLDR gives samples for
        let byLocale = Dictionary(grouping: samples, by: \.locale).mapValues { Set($0.map(\.category)) }
        for (locale, categories) in byLocale {
            #expect(Set(PluralRules.categories(for: locale) ?? []) == categories, "\(locale)")
        }
    }

    @Test func operandsFollowTR35() throws {
        let operands = try #require(PluralOperands(decimal: "1.50"))
        #expect((operands.integer, operands.fractionDigits, operands.fraction, operands.fractionTrimmed, operands.fractionDigitsTrimmed) == (1, 2, 50, 5, 1))
        #expect(PluralOperands(decimal: "1.2c3")?.integer == 1200)
        #expect(PluralOperands(decimal: "-21")?.integer == 21)
        for bad in ["", ".", "1.", ".5", "1e", "1c999", "abc", "1,5", "--1", String(repeating: "9", count: 19), "1." + String(repeating: "0", count: 19)] {
            #expect(PluralOperands(decimal: bad) == nil, "\(bad)")
        }
        #expect(PluralOperands(Int.min).integer == UInt64(Int.min.magnitude))
        #expect(PluralRules.category(of: 5, in: "xx") == .other)
        #expect(PluralRules.categories(for: "en-GB") == [.one, .other])
        #expect(PluralRules.categories(for: "pt-PT") == [.one, .many, .other])
        #expect(PluralRules.categories(for: "pt-BR") == [.one, .many, .other])
        #expect(PluralRules.category(of: 0, in: "pt-BR") == .one)
        #expect(PluralRules.category(of: 0, in: "pt-PT") == .other)
    }

    // MARK: - The runtime reads the built sample bundle

    @Test func runtimeReadsTheSampleBundlesTexts() throws {
        let bundle = try ContentBundle.open(BundleFixture.sample.bundle)
        let texts = try bundle.appStrings()
        #expect(try bundle.strings.count == texts.byKey.count)
        #expect(texts.text("well-done", locale: "ru") == "Молодец!")
        #expect(texts.text("well-done", locale: "en") == "Well done!")
        #expect(texts.text("next-time", locale: "en") == "You'll make it next time!")
        #expect(texts.text("play-again", locale: "ru") == "Сыграть заново")
        #expect(texts.text("exit", locale: "en") == "Exit")
        #expect(texts.text("games-played-label", locale: "ru", count: 7) == "Игр сыграно: 7")
        // the kids' texts ship in ru and en only: uk falls back to the table's first locale
        #expect(texts.text("well-done", locale: "uk") == "Молодец!")
        #expect(texts.text("well-done", locale: "en-GB") == "Well done!")
        #expect(texts.text("well-done", locale: "uk", fallbacks: ["en"]) == "Well done!")
        #expect(texts.text("no-such-key", locale: "en") == nil)
        #expect(texts.text("reminder-training", locale: "uk", values: ["name": "Оксана"]) == "Оксана, ваше щоденне тренування готове")
        #expect(texts.text("reminder-training", locale: "en") == "{name}, your daily training is ready")
        #expect(texts.text("games-played", locale: "en", count: 1) == "You played one game")
        #expect(texts.text("games-played", locale: "en", count: 3) == "You played 3 games")
    }

    static let counts = ["1", "2", "5", "11", "21", "22", "25", "111", "1.5"]

    @Test func russianAndUkrainianPluralFormsFromTheSampleBundle() throws {
        let texts = try ContentBundle.open(BundleFixture.sample.bundle).appStrings()
        let ru = Self.counts.map { texts.text("points-earned", locale: "ru", count: PluralOperands(decimal: $0)) }
        #expect(ru == ["1 очко", "2 очка", "5 очков", "11 очков", "21 очко", "22 очка", "25 очков", "111 очков", "1.5 очка"])
        let uk = Self.counts.map { texts.text("points-earned", locale: "uk", count: PluralOperands(decimal: $0)) }
        #expect(uk == ["1 бал", "2 бали", "5 балів", "11 балів", "21 бал", "22 бали", "25 балів", "111 балів", "1.5 бала"])
        let kids = Self.counts.map { texts.text("games-played", locale: "ru", count: PluralOperands(decimal: $0)) }
        #expect(kids == ["Ты сыграл 1 игру", "Ты сыграл 2 игры", "Ты сыграл 5 игр", "Ты сыграл 11 игр", "Ты сыграл 21 игру",
                         "Ты сыграл 22 игры", "Ты сыграл 25 игр", "Ты сыграл 111 игр", "Ты сыграл 1.5 игры"])
        let en = Self.counts.map { texts.text("points-earned", locale: "en", count: PluralOperands(decimal: $0)) }
        #expect(en == ["1 point", "2 points", "5 points", "11 points", "21 points", "22 points", "25 points", "111 points", "1.5 points"])
        // without a count a plural text takes "other"
        #expect(texts.text("points-earned", locale: "ru") == "{count} очка")
    }

    @Test func theCAPILooksTextsUpInTheSampleBundle() throws {
        var bundle: OpaquePointer?
        #expect(cbundle_open(BundleFixture.sample.bundle.path, nil, &bundle, nil) == 0)
        defer { cbundle_free(UnsafeMutableRawPointer(bundle)) }
        func text(_ key: String, _ locale: String, _ count: String?, _ values: String?) -> (Int32, String?) {
            var out: UnsafeMutablePointer<CChar>?
            var error: OpaquePointer?
            let code = cbundle_text(bundle, key, locale, count, values, &out, &error)
            defer { cbundle_free(out); cbundle_free(UnsafeMutableRawPointer(error)) }
            #expect((code == 0) == (error == nil))
            return (code, out.map { String(cString: $0) })
        }
        #expect(text("points-earned", "uk", "22", nil).1 == "22 бали")
        #expect(text("points-earned", "ru", "1.5", nil).1 == "1.5 очка")
        #expect(text("reminder-training", "ru", nil, #"{"name": "Аня"}"#).1 == "Аня, ваша ежедневная тренировка готова")
        #expect(text("no-such", "ru", nil, nil).0 == 2)
        #expect(text("points-earned", "ru", "1,5", nil).0 == 1)
        #expect(text("reminder-training", "ru", nil, #"{"name": 5}"#).0 == 1)
        #expect(text("reminder-training", "ru", nil, #"[1]"#).0 == 1)
    }

    // MARK: - Placeholders

    @Test func templatesParseAndFill() throws {
        let template = try TextTemplate("{{x}} {name} has {count}}} {count}")
        #expect(template.placeholders == ["name", "count"])
        #expect(template.filled(["name": "Ann", "count": "3"]) == "{x} Ann has 3} 3")
        #expect(template.literalText == "{x}  has } ")
        for (bad, at) in [("{", 0), ("}", 0), ("a{b", 1), ("{a{b}}", 0), ("{}", 0), ("{1a}", 0), ("{a b}", 0), ("x}y", 1), ("{" + String(repeating: "a", count: 65) + "}", 0)] {
            #expect(TextTemplate.syntaxError(in: bad)?.scalars.lowerBound == at, "\(bad)")
        }
        #expect(TextTemplate.syntaxError(in: "{" + String(repeating: "a", count: 64) + "}") == nil)
    }

    @Test func hostileTemplatesAreBounded() throws {
        let clock = ContinuousClock()
        let start = clock.now
        let opens = String(repeating: "{", count: 1_000_000)
        #expect(TextTemplate.syntaxError(in: opens) == nil) // a million braces: 500,000 escaped ones
        #expect(TextTemplate.syntaxError(in: opens + "{") != nil)
        let many = String(repeating: "{a}", count: 300_000)
        #expect(try TextTemplate(many).placeholders == ["a"])
        #expect(TextTemplate.placeholderRanges(in: many).count == 300_000)
        let unclosed = String(repeating: "{aaaaaaaa", count: 100_000)
        #expect(TextTemplate.syntaxError(in: unclosed) != nil)
        #expect(TextTemplate.placeholderRanges(in: unclosed).isEmpty)
        #expect(clock.now - start < .seconds(20))
    }
}

extension String {
    fileprivate var reversedString: String { String(reversed()) }
}
