@testable import ContentArt
import Testing

/// The micro-syntaxes of SVG attributes.
@Suite struct SVGSyntaxTests {
    @Test func pathDataGrammar() {
        // compact numbers, implicit commands after a move, relative commands, smooth curves, arcs with packed flags
        let parsed = SVGPathData.parse("M1.5.5-1-2l1,1 2 2h3v-1zm10 10c1 1 2 2 3 3s4 4 5 5q1 1 2 2t3 3a5 5 0 01 10 0", segmentLimit: 1000)
        #expect(parsed.error == nil)
        let elements = parsed.path.elements
        #expect(elements[0] == .move(Point(1.5, 0.5)))
        #expect(elements[1] == .line(Point(-1, -2)))
        #expect(elements[2] == .line(Point(0, -1)))
        #expect(elements[3] == .line(Point(2, 1)))
        #expect(elements[4] == .line(Point(5, 1)))
        #expect(elements[5] == .line(Point(5, 0)))
        #expect(elements[6] == .close)
        #expect(elements[7] == .move(Point(11.5, 10.5)))  // relative to the subpath start after z
        guard case .cubic(let p1, _, _) = elements[9] else { Issue.record("no smooth cubic"); return }
        #expect(p1 == Point(15.5, 14.5))                    // reflection of the previous second control point
        guard case .cubic(_, _, let end) = elements.last! else { Issue.record("no arc"); return }
        #expect(abs(end.x - 34.5) < 1e-9 && abs(end.y - 23.5) < 1e-9)
    }

    @Test func pathDataErrorsStopTheRest() {
        let parsed = SVGPathData.parse("M0 0 L10 10 L20 x L30 30", segmentLimit: 1000)
        #expect(parsed.path.elements.count == 2)
        #expect(parsed.error?.contains("missing numbers") == true)
        #expect(SVGPathData.parse("L1 1", segmentLimit: 10).error == "path data must start with a move command (M or m)")
        #expect(SVGPathData.parse("M0 0" + String(repeating: " l1 1", count: 20), segmentLimit: 10).error == "more than 10 path segments")
    }

    @Test func coloursInEveryForm() {
        #expect(SVGColor.parse("#f00") == Color(r: 1, g: 0, b: 0))
        #expect(SVGColor.parse("#FF000080")!.a == 128.0 / 255)
        #expect(SVGColor.parse("rgb(255, 0, 0)") == Color(r: 1, g: 0, b: 0))
        #expect(SVGColor.parse("rgb(100%,50%,0%)") == Color(r: 1, g: 0.5, b: 0))
        #expect(SVGColor.parse("rgba(0,0,255,0.5)") == Color(r: 0, g: 0, b: 1, a: 0.5))
        #expect(SVGColor.parse("hsl(120, 100%, 50%)") == Color(r: 0, g: 1, b: 0))
        #expect(SVGColor.parse("  RebeccaPurple ") == Color(r: 0x66 / 255.0, g: 0x33 / 255.0, b: 0x99 / 255.0))
        #expect(SVGColor.parse("transparent")?.a == 0)
        #expect(SVGColor.parse("#12") == nil)
        #expect(SVGColor.parse("blurple") == nil)
        #expect(SVGColor.named.count == 148)
    }

    @Test func transformLists() {
        #expect(SVGTransformList.parse("translate(10) scale(2)")?.apply(Point(1, 1)) == Point(12, 2))
        #expect(SVGTransformList.parse("matrix(1,0,0,1,5,6)")?.apply(.zero) == Point(5, 6))
        let rotated = SVGTransformList.parse("rotate(90 10 10)")!.apply(Point(20, 10))
        #expect(abs(rotated.x - 10) < 1e-9 && abs(rotated.y - 20) < 1e-9)
        #expect(SVGTransformList.parse("skewX(45)")!.apply(Point(0, 1)).x > 0.999)
        #expect(SVGTransformList.parse("scale(2,") == nil)
        #expect(SVGTransformList.parse("spin(3)") == nil)
    }

    @Test func lengthsAndAspectRatio() {
        #expect(SVGLength.parse("1in") == 96)
        #expect(SVGLength.parse("50%", percentOf: 200) == 100)
        #expect(SVGLength.parse("12pt") == 16)
        #expect(SVGLength.parse("1e999") == nil)
        let meet = SVGAspectRatio.parse("xMaxYMin meet").transform(from: Rect(x: 0, y: 0, width: 10, height: 10), toWidth: 40, height: 20)
        #expect(meet.apply(Point(10, 10)) == Point(40, 20))
        #expect(meet.apply(.zero) == Point(20, 0))
        let none = SVGAspectRatio.parse("none").transform(from: Rect(x: 0, y: 0, width: 10, height: 10), toWidth: 40, height: 20)
        #expect(none.apply(Point(10, 10)) == Point(40, 20) && none.apply(Point(5, 0)) == Point(20, 0))
    }

    @Test func styleSheetPrecedence() {
        var sheet = SVGStyleSheet()
        sheet.add(css: "/* Illustrator */ .st0{fill:#FF0000;} rect{fill:blue;stroke:red} #me{stroke:green} svg > g{fill:pink}")
        let element = XMLElement(name: "rect", isSVG: true, attributes: ["class": "st0", "id": "me", "fill": "yellow", "style": "stroke-width:3"], line: 1, children: [], text: "")
        let properties = sheet.properties(of: element)
        #expect(properties["fill"] == "#FF0000")   // class beats element and the presentation attribute
        #expect(properties["stroke"] == "green")   // id beats element
        #expect(properties["stroke-width"] == "3")
        #expect(sheet.skippedSelectors == ["svg > g"])
    }
}
