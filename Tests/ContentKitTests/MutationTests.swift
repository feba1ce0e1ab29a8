import ContentArt
import Foundation
import Testing
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck
@testable import ContentOutput

/// Lint ⇒ build, as a property: the sample pack mutated at random (files dropped, duplicated,
/// swapped; asset paths swapped between fields; pictures truncated and corrupted; values edited)
/// must, whenever it lints clean, also build. `MUTANTS=n` tries n mutants (CI: the default);
/// `MUTATION_SEED=s` starts from another seed.
@Suite struct MutationTests {
    static let environment = ProcessInfo.processInfo.environment
    static let mutantCount = environment["MUTANTS"].flatMap { Int($0) } ?? 36
    static let seed = environment["MUTATION_SEED"].flatMap { UInt64($0) } ?? 0x5EED_C0DE

    /// The sample pack, in memory.
    static let sample: MemoryPack = {
        var files: [String: [UInt8]] = [:]
        let base = TestPaths.content.standardizedFileURL.path + "/"
        let enumerator = FileManager.default.enumerator(at: TestPaths.content, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true,
                  let data = try? Data(contentsOf: url) else { continue }
            files[String(url.standardizedFileURL.path.dropFirst(base.count))] = [UInt8](data)
        }
        return MemoryPack(files: files)
    }()

    @Test func everyMutantThatLintsCleanBuilds() throws {
        var random = SeededRandom(seed: Self.seed)
        var clean = 0
        var failures: [String] = []
        var tally: [String: Int] = [:]
        var slowest = (seconds: 0.0, mutant: "")
        let clock = ContinuousClock()
        for index in 0..<Self.mutantCount {
            var pack = Self.sample
            var applied: [String] = []
            for _ in 0..<(1 + random.below(3)) {
                let mutation = Mutation.allCases[random.below(Mutation.allCases.count)]
                if let description = mutation.apply(to: &pack, &random) {
                    applied.append(description)
                    tally[mutation.rawValue, default: 0] += 1
                }
            }
            let started = clock.now
            defer {
                let elapsed = clock.now - started
                let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
                if seconds > slowest.seconds { slowest = (seconds, "mutant \(index): \(applied.joined(separator: "; "))") }
            }
            let checked = try ContentPipeline.check(pack, options: LintOptions(keepContent: true))
            guard checked.errorCount == 0 else { continue }
            clean += 1
            do {
                _ = try BundleBuilder.build(checked, cache: BundleFixture.sharedCache)
            } catch {
                failures.append("mutant \(index) (\(applied.joined(separator: "; "))): \(error)")
            }
        }
        print("mutation: \(Self.mutantCount) mutants from seed \(Self.seed), \(clean) lint clean, \(failures.count) of those failed to build; mutations \(tally.sorted { $0.key < $1.key }); slowest \(String(format: "%.1f", slowest.seconds)) s (\(slowest.mutant))")
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        // A property over no clean mutant would prove nothing.
        #expect(clean * 5 >= Self.mutantCount, "only \(clean) of \(Self.mutantCount) mutants linted clean")
    }
}

/// One random change to a pack; `apply` says what it did, or nil when it found nothing to change.
enum Mutation: String, CaseIterable {
    case dropFile, duplicateFile, swapFiles, swapAssetPaths, truncatePicture, corruptPicture, editNumber, editString, dropArrayElement

    func apply(to pack: inout MemoryPack, _ random: inout SeededRandom) -> String? {
        let paths = pack.files.keys.sorted()
        let pictures = paths.filter { $0.hasSuffix(".png") || $0.hasSuffix(".svg") }
        let documents = paths.filter { $0.hasSuffix(".json") }
        switch self {
        case .dropFile:
            let path = random.element(of: paths)
            pack.files[path] = nil
            return "dropped \(path)"
        case .duplicateFile:
            let path = random.element(of: paths)
            let copy = (path as NSString).deletingPathExtension + "-copy." + (path as NSString).pathExtension
            pack.files[copy] = pack.files[path]
            return "copied \(path) to \(copy)"
        case .swapFiles:
            let pool = random.below(2) == 0 ? pictures : documents
            let (a, b) = (random.element(of: pool), random.element(of: pool))
            (pack.files[a], pack.files[b]) = (pack.files[b], pack.files[a])
            return "swapped \(a) and \(b)"
        case .swapAssetPaths:
            return Self.swapAssetPaths(&pack, documents, &random)
        case .truncatePicture:
            let path = random.element(of: pictures)
            guard let bytes = pack.files[path], !bytes.isEmpty else { return nil }
            pack.files[path] = Array(bytes.prefix(random.below(bytes.count)))
            return "truncated \(path)"
        case .corruptPicture:
            let path = random.element(of: pictures)
            guard var bytes = pack.files[path], !bytes.isEmpty else { return nil }
            for _ in 0..<(1 + random.below(8)) { bytes[random.below(bytes.count)] = UInt8(truncatingIfNeeded: random.next()) }
            pack.files[path] = bytes
            return "corrupted \(path)"
        case .editNumber, .editString, .dropArrayElement:
            return edit(&pack, random.element(of: documents), &random)
        }
    }

    /// Replaces one value (or removes one array element) in a JSON file, by its byte range.
    private func edit(_ pack: inout MemoryPack, _ path: String, _ random: inout SeededRandom) -> String? {
        guard let bytes = pack.files[path], let root = JSONParser.parse(bytes, file: path).root else { return nil }
        var numbers: [Range<Int>] = [], strings: [Range<Int>] = [], elements: [(Range<Int>, Bool)] = []
        func walk(_ node: JSONNode) {
            switch node.value {
            case .number: numbers.append(node.range)
            case .string: strings.append(node.range)
            case .array(let items):
                for (offset, item) in items.enumerated() where items.count > 1 {
                    // why: an element and the comma after it (the last one: the comma before it)
                    let isLast = offset == items.count - 1
                    elements.append((isLast ? items[offset - 1].range.upperBound..<item.range.upperBound : item.range.lowerBound..<items[offset + 1].range.lowerBound, isLast))
                }
                items.forEach(walk)
            case .object(let object): object.members.forEach { walk($0.value) }
            default: break
            }
        }
        walk(root)
        var edited = bytes
        switch self {
        case .editNumber:
            guard !numbers.isEmpty else { return nil }
            let range = random.element(of: numbers)
            let value = ["0", "-1", "1", "2", "7", "100", "1.5", "99999", "-40"][random.below(9)]
            edited.replaceSubrange(range, with: Array(value.utf8))
            pack.files[path] = edited
            return "\(path) byte \(range.lowerBound): number → \(value)"
        case .editString:
            guard !strings.isEmpty else { return nil }
            let range = random.element(of: strings)
            let other = random.element(of: strings)
            let value = random.below(3) == 0 ? Array(#""""#.utf8) : Array(bytes[other])
            edited.replaceSubrange(range, with: value)
            pack.files[path] = edited
            return "\(path) byte \(range.lowerBound): string → \(String(decoding: value, as: UTF8.self).prefix(40))"
        default:
            guard !elements.isEmpty else { return nil }
            let (range, _) = random.element(of: elements)
            edited.removeSubrange(range)
            pack.files[path] = edited
            return "\(path) byte \(range.lowerBound): array element removed"
        }
    }

    /// Swaps two asset paths (strings naming a .png or .svg) between fields, in one file or two.
    private static func swapAssetPaths(_ pack: inout MemoryPack, _ documents: [String], _ random: inout SeededRandom) -> String? {
        func assetStrings(_ path: String) -> [Range<Int>] {
            guard let bytes = pack.files[path], let root = JSONParser.parse(bytes, file: path).root else { return [] }
            var found: [Range<Int>] = []
            func walk(_ node: JSONNode) {
                switch node.value {
                case .string(let text) where text.hasSuffix(".png") || text.hasSuffix(".svg"): found.append(node.range)
                case .array(let items): items.forEach(walk)
                case .object(let object): object.members.forEach { walk($0.value) }
                default: break
                }
            }
            walk(root)
            return found
        }
        let withAssets = documents.filter { !assetStrings($0).isEmpty }
        guard !withAssets.isEmpty else { return nil }
        let (fileA, fileB) = (random.element(of: withAssets), random.element(of: withAssets))
        let rangeA = random.element(of: assetStrings(fileA))
        let rangeB = random.element(of: assetStrings(fileB))
        guard let bytesA = pack.files[fileA], let bytesB = pack.files[fileB] else { return nil }
        // why: paths are relative to their file, so a path moved to another folder's file is
        // re-rooted at the pack to keep naming the same picture
        func packPath(_ range: Range<Int>, in file: String, _ bytes: [UInt8]) -> String {
            let text = String(decoding: bytes[(range.lowerBound + 1)..<(range.upperBound - 1)], as: UTF8.self)
            let folder = (file as NSString).deletingLastPathComponent
            return ((folder.isEmpty ? text : folder + "/" + text) as NSString).standardizingPath
        }
        func relative(_ packPath: String, to file: String) -> [UInt8] {
            let depth = file.split(separator: "/").count - 1
            return Array(("\"" + String(repeating: "../", count: depth) + packPath + "\"").utf8)
        }
        let pathA = packPath(rangeA, in: fileA, bytesA)
        let pathB = packPath(rangeB, in: fileB, bytesB)
        if fileA == fileB {
            guard rangeA != rangeB else { return nil }
            var bytes = bytesA
            let (first, second) = rangeA.lowerBound < rangeB.lowerBound ? ((rangeA, pathB), (rangeB, pathA)) : ((rangeB, pathA), (rangeA, pathB))
            bytes.replaceSubrange(second.0, with: relative(second.1, to: fileA))
            bytes.replaceSubrange(first.0, with: relative(first.1, to: fileA))
            pack.files[fileA] = bytes
        } else {
            var a = bytesA, b = bytesB
            a.replaceSubrange(rangeA, with: relative(pathB, to: fileA))
            b.replaceSubrange(rangeB, with: relative(pathA, to: fileB))
            pack.files[fileA] = a
            pack.files[fileB] = b
        }
        return "swapped asset \(pathA) (\(fileA)) and \(pathB) (\(fileB))"
    }
}

extension SeededRandom {
    /// A random element of a non-empty array.
    mutating func element<T>(of values: [T]) -> T { values[below(values.count)] }
}
