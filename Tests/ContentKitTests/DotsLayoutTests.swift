import ContentArt
import ContentBundle
import Foundation
import Testing
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck
@testable import ContentOutput

/// Dot placement: corners first, then by length; numbering from the start; labels clear of
/// dots, lines and each other; and the sample pack's pictures in the bundle.
@Suite struct DotsLayoutTests {
    private func star() throws -> SVGDocument { try SVGReader.read(Array(Examples.starSVG.utf8)).get() }

    @Test func cornersComeFirst() throws {
        // the star's ten vertices are its only corners: ten dots sit exactly on them
        let layout = try DotsLayout.layout(try star(), element: "outline", count: 10, start: 0).get()
        let vertices = [Point(100, 20), Point(124, 76), Point(184, 80), Point(138, 120), Point(152, 180),
                        Point(100, 148), Point(48, 180), Point(62, 120), Point(16, 80), Point(76, 76)]
        #expect(layout.closed)
        #expect(layout.dots.allSatisfy { dot in vertices.contains { ($0 - dot.point).length < 1e-6 } })
        #expect((layout.dots[0].point - Point(100, 20)).length < 1e-6)  // numbering starts at the start
        // twenty dots: the ten corners and one in the middle of each side
        let twenty = try DotsLayout.layout(try star(), element: "outline", count: 20, start: 0).get()
        #expect(twenty.dots.count == 20)
        #expect(vertices.allSatisfy { vertex in twenty.dots.contains { ($0.point - vertex).length < 1e-6 } })
    }

    @Test func handPlacedDotsAreTheVertices() throws {
        let layout = try DotsLayout.layout(try star(), element: "outline", count: nil, start: 0).get()
        #expect(layout.dots.count == 10)
    }

    @Test func labelsAvoidDotsLinesAndEachOther() throws {
        let layout = try DotsLayout.layout(try star(), element: "outline", count: 20, start: 0).get()
        let width = layout.width
        let labels = layout.dots.compactMap(\.label)
        #expect(labels.count == 20)
        for label in labels {
            #expect(layout.dots.allSatisfy { ($0.point - label).length > DotsLayout.dotRadius * width })
        }
    }

    @Test func missingElementAndSeveralLines() throws {
        #expect(DotsLayout.layout(try star(), element: "nothing", count: 5, start: 0) == .failure(.noElement("nothing")))
        let two = try SVGReader.read(Array("<svg xmlns='http://www.w3.org/2000/svg' width='100' height='100'><path id='o' d='M10 10 L90 10 M10 90 L90 90' stroke='#000'/></svg>".utf8)).get()
        #expect(DotsLayout.layout(two, element: "o", count: 5, start: 0) == .failure(.subpaths("o", 2)))
    }

    @Test func outlinesOutsideThePictureAreFound() throws {
        let svg = "<svg xmlns='http://www.w3.org/2000/svg' width='100' height='100'><polygon id='o' points='10,10 120,10 120,90 10,90' fill='none' stroke='#000'/></svg>"
        let layout = try DotsLayout.layout(try SVGReader.read(Array(svg.utf8)).get(), element: "o", count: 4, start: 0).get()
        #expect(DotsLayoutRule().problems(layout).contains { $0.1.hasPrefix("the outline runs outside the picture") })
    }

    @Test func samplePicturesInTheBundle() throws {
        let url = BundleFixture.sample.bundle
        let bundle = try ContentBundle.open(url)
        #expect(try bundle.dots.count >= 6)
        for picture in try bundle.dots {
            let layout = try bundle.layout(of: picture)
            #expect(layout.dots.count == picture.dots)
            #expect(layout.dots.allSatisfy { $0.label != nil && (0...1).contains($0.x) && (0...1).contains($0.y) })
            for image in [picture.outlineImage, picture.revealImage] {
                let png = try PNGCodec.decode([UInt8](try #require(image.flatMap { (try? bundle.data(at: $0)) }))).get().image
                #expect(max(png.width, png.height) == 512)
            }
        }
    }
}

extension DotsLayout: Equatable {
    public static func == (a: DotsLayout, b: DotsLayout) -> Bool { a.dots.map(\.point) == b.dots.map(\.point) }
}

/// The v2 rules: a figure 9 is a warning, numbers find a place whenever one exists, and hostile
/// paths end in a diagnostic in bounded time.
@Suite struct DotsLayoutV2Tests {
    private func layout(_ points: String, count: Int? = nil) throws -> DotsLayout {
        try DotsLayout.layout(try SVGReader.read(Array(Examples.dotsSVG(points).utf8)).get(), element: "outline", count: count, start: 0).get()
    }

    @Test func aFigureNineIsAWarning() throws {
        let found = DotsLayoutRule().problems(try layout("100,100 60,60 100,20 140,60 100,100 100,180"))
        #expect(found.map(\.0) == [.warning])
        #expect(found.first?.1.contains("comes back to dot 1 at dot 5") == true)
        // the same point twice in a row is still an error
        let twice = DotsLayoutRule().problems(try layout("100,100 60,60 60,60 100,20"))
        #expect(twice.contains { $0.0 == .error && $0.1 == "dots 2 and 3 are the same point" })
    }

    @Test func everyNumberGetsAPlaceClearOfDotsAndNumbers() throws {
        // a circle of 60 hand-placed dots, 5.2 % of the width apart: every number has a place
        let points = (0..<60).map { index -> String in
            let angle = Double(index) * 2 * Double.pi / 60
            return "\(100 + 50 * cos(angle)),\(100 + 50 * sin(angle))"
        }.joined(separator: " ")
        let circle = try layout(points)
        #expect(circle.dots.allSatisfy { $0.label != nil && !$0.labelTouchesLine })
        let height = DotsLayout.labelHeight * circle.width
        let boxes = circle.dots.enumerated().map { index, dot in
            Rect(minX: dot.label!.x - Double(String(index + 1).count) * 0.3 * height, minY: dot.label!.y - height / 2,
                 maxX: dot.label!.x + Double(String(index + 1).count) * 0.3 * height, maxY: dot.label!.y + height / 2)
        }
        for (index, box) in boxes.enumerated() {
            #expect(circle.dots.allSatisfy { LabelGeometry.distance(box, $0.point) >= DotsLayout.dotRadius * circle.width })
            #expect(boxes.indices.allSatisfy { $0 == index || !LabelGeometry.overlap(boxes[$0], box) })
        }
    }

    /// Hostile paths end with a result, their work bounded by counting what it runs over (the
    /// timings are Benchmarks/hostile's): 2000 hand-placed points (the schema's most) checked
    /// pairwise through a grid, huge coordinates refused or laid out, and an intricate outline
    /// simplified to at most `maximumPoints` points before the search (itself held to
    /// `stepBudget` steps) places 150 dots on it.
    @Test func hostilePathsEndWithBoundedWork() throws {
        let same = Array(repeating: "100,100", count: 2000).joined(separator: " ")
        let zigzag = (0..<2000).map { "\(20 + Double($0 % 100) * 1.6),\(20 + Double($0 / 100) * 8 + Double($0 % 2))" }.joined(separator: " ")
        for points in [same, zigzag] {
            let layout = try layout(points)
            #expect(layout.dots.count <= DotsLayout.maxHandPlacedDots)
            _ = DotsLayoutRule().problems(layout)
        }
        // huge coordinates: a diagnostic or a layout, never a crash
        let huge = "<svg xmlns='http://www.w3.org/2000/svg' width='200' height='200'><polygon id='outline' points='1e300,1e300 -1e300,1e300 0,-1e300'/></svg>"
        let document = try SVGReader.read(Array(huge.utf8)).get()
        for count in [nil, 150] as [Int?] {
            if case .success(let layout) = DotsLayout.layout(document, element: "outline", count: count, start: 0) {
                #expect(layout.dots.count <= DotsLayout.maxHandPlacedDots)
            }
        }
        let wiggle = (0..<2000).map { "\(100 + (60 + 20 * Double($0 % 2)) * cos(Double($0) * 0.00314)),\(100 + (60 + 20 * Double($0 % 2)) * sin(Double($0) * 0.00314))" }.joined(separator: " ")
        let intricate = try SVGReader.read(Array(Examples.dotsSVG(wiggle).utf8)).get()
        let path = try #require(intricate.path(withID: "outline"))
        let outline = try #require(DotsOutline(path, dots: 150, closed: true))
        #expect(outline.count <= DotsOutline.maximumPoints)
        #expect(try DotsLayout.layout(intricate, element: "outline", count: 150, start: 0).get().dots.count == 150)
    }

    @Test func placedDotsFollowACircleAsTheoryAllows() throws {
        // 12 dots on a circle of radius 50: the best polygon is regular, sagitta r(1 - cos 15°)
        let circle = "<svg xmlns='http://www.w3.org/2000/svg' width='200' height='200'><circle id='outline' cx='100' cy='100' r='50'/></svg>"
        let layout = try DotsLayout.layout(try SVGReader.read(Array(circle.utf8)).get(), element: "outline", count: 12, start: 0).get()
        let sagitta = 50 * (1 - cos(Double.pi / 12)) / 100
        let fidelity = try #require(layout.fidelity)
        // the candidates are the flattening's vertices, not every point of the circle: within 20 %
        #expect(fidelity.optimum >= sagitta - 1e-9 && fidelity.optimum < sagitta * 1.2)
        #expect(fidelity.deviation <= fidelity.optimum * 1.1)
    }
}
