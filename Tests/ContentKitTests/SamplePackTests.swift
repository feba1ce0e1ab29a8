import Foundation
import Testing
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck
@testable import ContentOutput

/// The sample pack in `content/` is lint-clean and as complete as the issue asks.
@Suite struct SamplePackTests {
    static let pack = DiskPack(root: TestPaths.content, displayName: "content/")

    private func file(_ path: String) throws -> JSONNode {
        let bytes = try Self.pack.read(path, maxBytes: 1 << 24)
        return try #require(JSONParser.parse(bytes, file: path).root)
    }

    @Test func lintsClean() throws {
        let result = try ContentPipeline.check(Self.pack)
        #expect(result.diagnostics.map { "\($0.file): \($0.ruleID): \($0.message)" } == [])
        #expect(result.filesChecked >= 25)
    }

    @Test func riddlesAndSeries() throws {
        #expect(try file("riddles/riddles.json")["items"]?.array?.count ?? 0 >= 30)
        let series = try file("number-series/series.json")["items"]?.array ?? []
        #expect(series.count >= 30)
        let shown = series.map { ($0["terms"]?.array?.compactMap(\.integer) ?? [], $0["answer"]?.integer) }
        #expect(shown.contains { $0.0 == [2, 32, 332] && $0.1 == 3332 })
        #expect(shown.contains { $0.0 == [2, 3, 5, 8, 12] && $0.1 == 17 })
    }

    @Test func anagramListsInRussianAndEnglish() throws {
        for locale in ["ru", "en"] {
            let list = try file("anagrams/\(locale).json")
            #expect(list["locale"]?.string == locale)
            #expect(list["levels"]?.array?.count ?? 0 >= 3)
        }
    }

    @Test func jigsawForEveryPhotoAndMemoryForEveryCategory() throws {
        let files = try Self.pack.allFiles()
        let photos = files.filter { $0.hasPrefix("img/photos/") && $0.hasSuffix(".png") }
        #expect(photos.count == 5)
        let images = try files.filter { $0.hasPrefix("jigsaw/") }.compactMap { try file($0)["image"]?.string }
        for photo in photos { #expect(images.contains("../" + photo), "no jigsaw for \(photo)") }
        for category in ["animals", "fruits", "plants", "vehicles"] {
            let set = try file("memory/\(category).json")
            let grid = set["grid"]?.array?.compactMap(\.integer) ?? []
            #expect(Set(set["cards"]?.array?.compactMap(\.string) ?? []).count * 2 >= grid.reduce(1, *))
        }
    }

    @Test func gameTables() throws {
        let findPair = try file("games/find-pair.json")
        #expect(findPair["levels"]?.array?.count == 10 && findPair["gameLevels"]?.array?.count == 9)
        #expect(findPair["gameLevels"]?.array?.first?["grid"]?.array?.compactMap(\.integer) == [2, 3])
        #expect(findPair["gameLevels"]?.array?.last?["grid"]?.array?.compactMap(\.integer) == [8, 8])
        #expect(try file("games/anagram.json")["gameLevels"]?.array?.count == 19)
        #expect(try file("games/math-check.json")["gameLevels"]?.array?.count == 25)
        #expect(try file("games/math-check.json")["roundsBackOnMistake"]?.integer == 1)
        #expect(try file("games/anagram.json")["penalty"]?.number?.double == 0.3)
        #expect(try file("games/number-order.json")["levels"]?.array?.isEmpty == false)
        #expect(try file("games/math-check.json")["levels"]?.array?.isEmpty == false)
    }

    @Test func normsCoverChildhoodToOverSixty() throws {
        let bands = try file("iq-norms/matrices.json")["bands"]?.array ?? []
        let ages = bands.compactMap { $0["ages"]?.array?.compactMap(\.integer) }
        #expect((ages.first?.first ?? 99) <= 7)
        #expect((ages.last?.last ?? 0) > 60)
        for (a, b) in zip(ages, ages.dropFirst()) { #expect(a[1] + 1 == b[0], "age gap between \(a) and \(b)") }
    }
}
