import ContentArt
import ContentBundle
import Foundation
import Testing
@testable import ContentKit

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
        let (url, _, _) = try BundleFixture.build(TestPaths.content, into: BundleFixture.temporaryFolder("dots"))
        let bundle = try ContentBundle.open(url)
        #expect(bundle.dots.count >= 6)
        for picture in bundle.dots {
            let layout = try bundle.layout(of: picture)
            #expect(layout.dots.count == picture.dots)
            #expect(layout.dots.allSatisfy { $0.label != nil && (0...1).contains($0.x) && (0...1).contains($0.y) })
            for image in [picture.outlineImage, picture.revealImage] {
                let png = try PNGCodec.decode([UInt8](try #require(image.flatMap { bundle.data(at: $0) }))).get().image
                #expect(max(png.width, png.height) == 512)
            }
        }
    }
}

extension DotsLayout: Equatable {
    public static func == (a: DotsLayout, b: DotsLayout) -> Bool { a.dots.map(\.point) == b.dots.map(\.point) }
}
