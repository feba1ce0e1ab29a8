@testable import ContentArt
import Foundation
import Testing

/// Paths, transforms, flattening, arcs and the stroker.
@Suite struct GeometryTests {
    private func near(_ a: Point, _ b: Point, _ tolerance: Double = 1e-9) -> Bool { (a - b).length <= tolerance }

    @Test func invalidPathsCannotBeBuilt() {
        #expect(Path([.line(Point(1, 1))]) == nil)
        #expect(Path([.close]) == nil)
        #expect(Path([.move(Point(.nan, 0))]) == nil)
        #expect(Path([.move(.zero), .cubic(Point(1, 1), Point(.infinity, 0), Point(2, 2))]) == nil)
        #expect(Path([.move(.zero), .line(Point(1, 1)), .close]) != nil)
        #expect(Path([.move(.zero), .line(Point(1e308, 0))])?.transformed(by: .scale(10, 10)) == nil)
    }

    @Test func transformsComposeRightToLeft() throws {
        let t = AffineTransform.translation(10, 0).concatenating(.scale(2, 3))
        #expect(t.apply(Point(1, 1)) == Point(12, 3))
        #expect(near(AffineTransform.rotation(degrees: 90).apply(Point(1, 0)), Point(0, 1)))
        let inverse = try #require(t.inverted)
        #expect(near(inverse.apply(t.apply(Point(3, -7))), Point(3, -7)))
        #expect(AffineTransform.scale(0, 1).inverted == nil)
        #expect(abs(AffineTransform.scale(2, 5).maximumScale - 5) < 1e-12)
    }

    @Test func boundsFollowCurvesNotControlPoints() throws {
        let path = try #require(Path([.move(Point(0, 0)), .cubic(Point(0, 10), Point(10, 10), Point(10, 0))]))
        let box = try #require(path.bounds)
        #expect(abs(box.maxY - 7.5) < 1e-9)
        #expect(box.minX == 0 && box.maxX == 10 && box.minY == 0)
    }

    @Test func flatteningStaysWithinTolerance() throws {
        let circle = try #require(Path.ellipse(center: Point(50, 50), rx: 40, ry: 40))
        for tolerance in [1.0, 0.1, 0.01] {
            let lines = try #require(circle.flattened(tolerance: tolerance))
            #expect(lines.count == 1 && lines[0].closed)
            for (a, b) in zip(lines[0].points, lines[0].points.dropFirst()) {
                // the chord's midpoint is within tolerance of the circle (plus the cubic's own 0.03 % error)
                let middle = a.lerp(b, 0.5)
                #expect(abs((middle - Point(50, 50)).length - 40) <= tolerance + 40 * 0.0003)
            }
        }
        #expect(circle.flattened(tolerance: 1e-9, maximumSegments: 1000) == nil)
    }

    @Test func arcsReachTheirEndAndBulgeTheRightWay() throws {
        // a half circle from (0,0) to (20,0), radius 10: with y growing down, the sweep (clockwise
        // on screen) arc passes above, through (10,-10)
        let cubics = Arc.cubics(from: .zero, to: Point(20, 0), rx: 10, ry: 10, rotation: 0, largeArc: false, sweep: true)
        #expect(cubics.count == 2)
        #expect(near(cubics.last!.2, Point(20, 0)))
        #expect(near(cubics[0].2, Point(10, -10), 1e-9))
        // radii too small are scaled up; a zero radius is a straight line
        let scaled = Arc.cubics(from: .zero, to: Point(20, 0), rx: 1, ry: 1, rotation: 0, largeArc: false, sweep: false)
        #expect(near(scaled[0].2, Point(10, 10), 1e-9))
        #expect(Arc.cubics(from: .zero, to: Point(5, 5), rx: 0, ry: 3, rotation: 0, largeArc: true, sweep: true).count == 1)
        #expect(Arc.cubics(from: Point(1, 1), to: Point(1, 1), rx: 5, ry: 5, rotation: 0, largeArc: true, sweep: true).isEmpty)
    }

    @Test func strokeOutlinesCoverTheStroke() {
        let line = [Polyline(points: [Point(10, 10), Point(30, 10), Point(30, 30)], closed: false)]
        func covered(_ style: StrokeStyle, _ p: Point) -> Bool {
            let outline = Stroker.outline(line, style: style, tolerance: 0.01)
            let mask = Rasterizer.coverage(of: outline, fillRule: .nonZero, in: PixelRect(x: Int(p.x), y: Int(p.y), width: 1, height: 1))
            return mask.values[0] > 128
        }
        let miter = StrokeStyle(width: 4, join: .miter, cap: .butt)
        #expect(covered(miter, Point(20, 10)))        // on the line
        #expect(!covered(miter, Point(20, 13)))       // beyond half the width
        #expect(covered(miter, Point(31, 8)))         // the miter corner
        #expect(!covered(StrokeStyle(width: 4, join: .bevel), Point(31.5, 8.5)))
        #expect(!covered(miter, Point(7, 10)))        // butt cap ends at the point
        #expect(covered(StrokeStyle(width: 4, cap: .square), Point(8.5, 10)))
        #expect(covered(StrokeStyle(width: 4, cap: .round), Point(8.5, 10)))
        #expect(!covered(StrokeStyle(width: 4, cap: .round), Point(8.2, 8.2)))
        // every piece is wound the same way
        for piece in Stroker.outline(line, style: StrokeStyle(width: 4, join: .round, cap: .round), tolerance: 0.01) {
            #expect(Stroker.signedArea(piece.points) > 0)
        }
    }

    @Test func zeroLengthSubpathsShowTheirCaps() {
        let dot = [Polyline(points: [Point(5, 5)], closed: true)]
        #expect(Stroker.outline(dot, style: StrokeStyle(width: 2, cap: .butt), tolerance: 0.1).isEmpty)
        #expect(Stroker.outline(dot, style: StrokeStyle(width: 2, cap: .round), tolerance: 0.1).count == 1)
        #expect(Stroker.outline(dot, style: StrokeStyle(width: 2, cap: .square), tolerance: 0.1).count == 1)
    }
}

/// Dashes along polylines.
@Suite struct DasherTests {
    @Test func dashesFollowThePatternAndOffset() {
        let line = [Polyline(points: [Point(0, 0), Point(10, 0), Point(10, 10)], closed: false)]
        let dashes = Dasher.dash(line, pattern: [4, 2], offset: 0)
        #expect(dashes.count == 4)
        #expect(dashes[0].points == [Point(0, 0), Point(4, 0)])
        #expect(dashes[1].points == [Point(6, 0), Point(10, 0), Point(10, 0)])
        #expect(dashes[2].points.first == Point(10, 2) && dashes[2].points.last == Point(10, 6))
        let shifted = Dasher.dash(line, pattern: [4, 2], offset: 5)
        #expect(shifted[0].points.first == Point(1, 0))
        // odd patterns repeat; all-zero or negative patterns draw the line solid
        #expect(Dasher.dash(line, pattern: [3], offset: 0).count == 4)
        #expect(Dasher.dash(line, pattern: [0, 0], offset: 0) == line)
        #expect(Dasher.dash(line, pattern: [2, -1], offset: 0) == line)
    }

    @Test func closedSubpathsDashTheirClosingSide() {
        let square = [Polyline(points: [Point(0, 0), Point(4, 0), Point(4, 4), Point(0, 4)], closed: true)]
        let dashes = Dasher.dash(square, pattern: [16, 1], offset: 0)
        #expect(dashes.count == 1 && dashes[0].points.last == Point(0, 0))
    }
}
