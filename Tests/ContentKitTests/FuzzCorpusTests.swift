import Foundation
import Testing
@testable import ContentKit

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

    @Test(arguments: FuzzTargets.names)
    func everySeedAndCrashRunsThrough(_ target: String) throws {
        let run = try #require(FuzzTargets.all[target])
        let inputs = Self.inputs(of: target)
        #expect(!inputs.isEmpty, "no seeds for \(target) in Fuzz/Corpus/\(target)")
        for (_, bytes) in inputs { run(bytes) }
    }
}
