import Foundation
import Testing
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck
@testable import ContentOutput

/// Every seed of the fuzzers and every crash they ever found (`Fuzz/Corpus/TARGET`,
/// `Fuzz/Crashes/TARGET`), replayed through the same entry points: a regression crashes this
/// test process, no fuzzer needed.
@Suite struct FuzzCorpusTests {
    static let folder = TestPaths.repository.appendingPathComponent("Fuzz")

    static func inputs(of target: String) -> [(String, [UInt8])] {
        ["Corpus", "Crashes"].flatMap { kind -> [(String, [UInt8])] in
            let url = folder.appendingPathComponent(kind).appendingPathComponent(target)
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
            return names.compactMap { name in
                (try? Data(contentsOf: url.appendingPathComponent(name))).map { ("\(kind)/\(target)/\(name)", [UInt8]($0)) }
            }
        }
    }

    /// The games pack the preview and tables fuzzers edit builds (else they would test nothing).
    @Test func theGamesFixtureBuilds() throws {
        let (_, built) = try #require(FuzzTargets.gamesFixture)
        #expect(built.files.keys.contains { $0.hasSuffix("rounds.json") })
        #expect(FuzzTargets.gamesPackFiles.contains { $0.kind == .games })
    }

    @Test(arguments: FuzzTargets.names)
    func everySeedAndCrashRunsThrough(_ target: String) throws {
        let run = try #require(FuzzTargets.all[target])
        let inputs = Self.inputs(of: target)
        #expect(!inputs.isEmpty, "no seeds for \(target) in Fuzz/Corpus/\(target)")
        for (_, bytes) in inputs { run(bytes) }
    }
}
