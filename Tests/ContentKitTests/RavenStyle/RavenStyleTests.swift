import Foundation
import Testing
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck
@testable import ContentOutput

/// The matrix checks against a RAVEN-style generator with I-RAVEN answer sets: generated items
/// (every layout, every rule on every attribute group, shapes that differ inside a panel) lint
/// clean, and defects injected into them are all caught.
@Suite struct RavenStyleTests {
    // why: 60 items per layout (420 in all) exercise every rule on every attribute group many
    // times over and lint in a few seconds
    static let itemsPerLayout = 60
    // why: any fixed seed; the items are the same on every run and machine
    static let seed: UInt64 = 0x5241_5645_4E32
    /// The digest of the generated items; a change to the generator changes it on purpose.
    static let expectedDigest: UInt64 = 0xD3A0_CEB4_6994_3C42

    /// The generated items, layout by layout.
    static let items: [RavenItem] = {
        var generator = RavenGenerator(seed: seed)
        return generate(&generator, layouts: RavenGenerator.layouts.map(\.name), prefix: "g")
    }()

    /// Items of each layout in turn, their keys spread evenly over the option positions (each
    /// eight items take the eight positions in a shuffled order).
    static func generate(_ generator: inout RavenGenerator, layouts: [String], prefix: String) -> [RavenItem] {
        var items: [RavenItem] = []
        for layout in layouts {
            var positions: [Int] = []
            for index in 0..<itemsPerLayout {
                if positions.isEmpty { positions = Array(0..<8).shuffled(using: &generator.rules.random) }
                items.append(generator.item(id: "\(prefix)-\(layout)-\(index + 1)", layout: layout, answer: positions.removeLast()))
            }
        }
        return items
    }

    /// A pack of series files, each holding up to 20 items (the schema allows 24).
    static func pack(_ items: [RavenItem]) -> MemoryPack {
        var texts = ["pack.json": ExamplePack.packJSON]
        // why: 20 items a file stays under the schema's 24 and keeps each series' key positions balanced
        for start in stride(from: 0, to: items.count, by: 20) {
            let id = "generated-\(start / 20 + 1)"
            texts["matrix/\(id).json"] = RavenJSON.series(id: id, Array(items[start..<min(items.count, start + 20)]))
        }
        if let folder = ProcessInfo.processInfo.environment["MATRIX_GENERATOR_OUT"] {
            for (path, text) in texts {
                let url = URL(fileURLWithPath: folder).appendingPathComponent(path)
                try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try? text.write(to: url, atomically: true, encoding: .utf8)
            }
        }
        return MemoryPack(texts: texts)
    }

    /// The item id a matrix finding names.
    static func itemID(_ diagnostic: Diagnostic) -> String? {
        guard let start = diagnostic.message.range(of: "item \""), let end = diagnostic.message[start.upperBound...].firstIndex(of: "\"") else { return nil }
        return String(diagnostic.message[start.upperBound..<end])
    }

    /// FNV-1a over the generated series: the same on every run and machine.
    static func digest(_ items: [RavenItem]) -> UInt64 {
        // why: FNV-1a's 64-bit offset basis and prime
        RavenJSON.series(id: "digest", items).utf8.reduce(0xCBF2_9CE4_8422_2325 as UInt64) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
    }

    @Test func theItemsAreTheSameOnEveryRun() {
        let digest = Self.digest(Self.items)
        print("RAVEN-style: digest \(String(digest, radix: 16))")
        #expect(digest == Self.expectedDigest, "the generated items changed: \(String(digest, radix: 16))")
    }

    @Test func everyLayoutRuleAndAttributeGroupIsGenerated() {
        var seen = Set<String>()
        var mixedItems = 0
        for item in Self.items {
            for component in item.components {
                for (attribute, rule) in component.rules { seen.insert("\(attribute.rawValue) \(rule.family)") }
                for attribute in component.mixed { seen.insert("\(attribute.rawValue) mixed") }
            }
            if item.components.contains(where: { !$0.mixed.isEmpty }) { mixedItems += 1 }
        }
        let families = ["constant", "progression", "arithmetic", "distribute-three"]
        for attribute in RavenAttribute.allCases {
            for family in families where !(attribute == .type && family == "arithmetic") {
                #expect(seen.contains("\(attribute.rawValue) \(family)"), "no \(attribute.rawValue) \(family) generated")
            }
            if attribute.isLook { #expect(seen.contains("\(attribute.rawValue) mixed"), "no item mixes \(attribute.rawValue)") }
        }
        #expect(Set(Self.items.map(\.layout)).count == 7)
        print("RAVEN-style: \(Self.items.count) items, \(Self.itemsPerLayout) per layout; \(mixedItems) with shapes that differ inside a panel")
        // why: three of the seven layouts have a component of several slots, and about half of
        // those carry their shapes; an eighth of all items mixing shows the generator does mix
        #expect(mixedItems >= Self.items.count / 8)
    }

    @Test func generatedItemsLintClean() throws {
        let started = Date()
        let result = try ContentPipeline.check(Self.pack(Self.items))
        let seconds = Date().timeIntervalSince(started)
        let matrix = result.diagnostics.filter { $0.ruleID.hasPrefix("matrix-") }
        for finding in matrix.prefix(20) { print("false alarm? [\(finding.ruleID)] \(finding.message)") }
        print("RAVEN-style: \(Self.items.count) items linted in \(String(format: "%.2f", seconds)) s: \(matrix.count) matrix findings, \(result.diagnostics.count) in all")
        #expect(matrix.isEmpty)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.prefix(5).map(\.message))")
    }

    @Test func redrawnShapesThatDifferGetTheWarningAndNothingElse() throws {
        var generator = RavenGenerator(seed: Self.seed + 1, redrawnLooksDiffer: true)
        let layouts = RavenGenerator.layouts.filter { $0.rings.contains { $0 > 1 } }.map(\.name)
        let items = Self.generate(&generator, layouts: layouts, prefix: "r")
        // the constant looks that shapes of one shown panel differ in, under a redrawing rule
        let free = items.reduce(0) { total, item in
            total + item.components.indices.reduce(0) { sum, index in
                let component = item.components[index]
                guard !component.carries else { return sum }
                return sum + component.mixed.filter { attribute in
                    item.panels.prefix(8).contains { RavenItem.value(attribute, $0[index]) == nil }
                }.count
            }
        }
        let result = try ContentPipeline.check(Self.pack(items))
        let warnings = result.diagnostics.filter { $0.ruleID == "matrix-rule-constrains-nothing" }
        print("RAVEN-style, redrawn shapes: \(items.count) items, \(free) free constant looks, \(warnings.count) warnings, \(result.diagnostics.count - warnings.count) other findings")
        #expect(free > 0)
        #expect(warnings.count == free)
        #expect(result.diagnostics.count == warnings.count, "\(result.diagnostics.filter { $0.ruleID != "matrix-rule-constrains-nothing" }.prefix(5).map(\.message))")
    }

    @Test(arguments: RavenDefect.allCases)
    func injectedDefectsAreCaught(_ defect: RavenDefect) throws {
        var random = RavenRandom(seed: Self.seed ^ UInt64(defect.rawValue.count))
        let broken = Self.items.compactMap { defect.inject(into: $0, random: &random) }
        let result = try ContentPipeline.check(Self.pack(broken))
        let expected = defect.expected
        let caught = Set(result.diagnostics.filter { $0.ruleID == expected.rule && $0.message.contains(expected.words) }.compactMap(Self.itemID))
        let flagged = Set(result.diagnostics.filter { $0.severity == .error }.compactMap(Self.itemID))
        print("RAVEN-style, \(defect.rawValue): \(broken.count) injected, \(caught.count) caught by \(expected.rule), \(flagged.count) with any error")
        #expect(caught.count == broken.count, "missed: \(Set(broken.map(\.id)).subtracting(caught).sorted().prefix(10))")
    }
}
