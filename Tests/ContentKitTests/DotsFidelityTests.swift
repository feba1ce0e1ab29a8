import ContentArt
import Foundation
import Testing
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck
@testable import ContentOutput

/// How closely placed dots follow the outline, on every sample picture: the deviation (largest
/// distance between the dots' polygon and the outline, over the outline's size) of the
/// corners-first rule, of the exact optimum over the flattening's vertices and over all the
/// outline's points, and of the placer. The placer must be within 10 % of both optima.
@Suite struct DotsFidelityTests {
    struct Picture {
        let name: String
        let path: Path
        let count: Int
        let width: Double
        let closed: Bool
    }

    static func samplePictures() throws -> [Picture] {
        let folder = TestPaths.content.appendingPathComponent("dots")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted().compactMap { name in
            let json = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent(name))) as! [String: Any]
            guard let count = json["dots"] as? Int, let svg = json["svg"] as? String, let id = json["path"] as? String else { return nil }
            let text = try Data(contentsOf: folder.appendingPathComponent(svg))
            let document = try SVGReader.read([UInt8](text)).get()
            let path = try #require(document.path(withID: id))
            let line = try #require(path.flattened(tolerance: 0.25)?.first)
            let closed = line.closed || (line.points.first! - line.points.last!).length < 1e-6 * document.width
            return Picture(name: String(name.dropLast(5)), path: path, count: count, width: document.width, closed: closed)
        }
    }

    @Test func placerIsWithinTenPercentOfTheOptimum() throws {
        print("picture                         dots  corners-first  optimum(vertices)  optimum(points)  placer   time")
        for picture in try Self.samplePictures() {
            let outline = try #require(DotsOutline(picture.path, dots: picture.count, closed: picture.closed))
            let spacing = 0.04 * picture.width
            let simple = outline.deviation(ofDotsAt: CornersFirstPlacement.distances(picture.count, on: outline, spacing: spacing))
            let overVertices = try #require(DotsPlacer.optimum(outline, count: picture.count, spacing: spacing, allowed: { outline.isVertex[$0] })).error
            let overPoints = try #require(DotsPlacer.optimum(outline, count: picture.count, spacing: spacing)).error
            let clock = ContinuousClock()
            var placed: (points: [Point], fidelity: DotsPlacer.Fidelity)?
            let time = clock.measure { placed = DotsPlacer.place(picture.path, count: picture.count, closed: picture.closed, start: 0, width: picture.width) }
            let fidelity = try #require(placed).fidelity
            func percent(_ value: Double) -> String { String(format: "%6.2f %%", value * 100) }
            print("\(picture.name.padding(toLength: 32, withPad: " ", startingAt: 0))\(String(format: "%4d", picture.count))  \(percent(simple / outline.size))       \(percent(overVertices / outline.size))           \(percent(overPoints / outline.size))        \(percent(fidelity.deviation))  \(time)")
            #expect(fidelity.deviation <= 1.1 * overVertices / outline.size + 1e-9, "\(picture.name)")
            #expect(fidelity.deviation <= 1.1 * overPoints / outline.size + 1e-9, "\(picture.name)")
        }
    }
}
