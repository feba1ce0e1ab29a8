import ContentArt
import Foundation
import Testing

/// `filter` of `feGaussianBlur` (Inkscape's blur) is drawn (issue 30: on Tux Paint's 248 SVG
/// stamps, 73 had a filter warning, 71 of them blurs only; drawn, 55 of 74 filtered stamps came
/// closer to rsvg-convert's rendering, 3 went a little further).
@Suite struct BlurFilterTests {
    @Test(arguments: ["heart", "eye", "clock"])
    func blurredStampsMatchTheirReference(_ name: String) throws {
        let text = String(decoding: try ArtFixtures.bytes("Blurred/\(name).svg"), as: UTF8.self)
        let document = try SVGReader.read(Array(text.utf8)).get()
        #expect(document.issues.isEmpty, "\(document.issues)")
        let reference = try PNGCodec.decode(try ArtFixtures.bytes("Blurred/\(name).png")).get().image
        let difference = ImageDifference(SVGRenderer.render(document, width: reference.width, height: reference.height), reference)
        #expect(difference.meanError < 2 && difference.farOff <= 0.01, "\(name): \(difference.meanError) \(difference.farOff)")
        // the blur left out is further off: measured 1.96 / 14.9 / 2.15 against 0.12 / 0.38 / 0.13
        let sharp = text.replacingOccurrences(of: #"filter="url\(#[A-Za-z0-9_-]+\)""#, with: "", options: .regularExpression)
            .replacingOccurrences(of: #"filter:url\(#[A-Za-z0-9_-]+\);?"#, with: "", options: .regularExpression)
        #expect(sharp != text)
        let unblurred = ImageDifference(SVGRenderer.render(try SVGReader.read(Array(sharp.utf8)).get(), width: reference.width, height: reference.height), reference)
        #expect(difference.meanError * 3 < unblurred.meanError, "\(name): blurred \(difference.meanError), sharp \(unblurred.meanError)")
    }

    @Test func aBlurSpreadsAnEdgeSymmetrically() throws {
        let (image, issues) = try DrawnSVG.draw("""
            <svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">
              <filter id="b" x="-1" y="-1" width="3" height="3"><feGaussianBlur stdDeviation="4"/></filter>
              <rect x="50" y="0" width="50" height="100" fill="black" filter="url(#b)"/>
            </svg>
            """)
        #expect(issues.isEmpty, "\(issues)")
        // half the edge's paint each side of it, fading out within three deviations
        #expect(abs(DrawnSVG.alpha(image, 49, 50) + DrawnSVG.alpha(image, 50, 50) - 255) <= 16)
        #expect(DrawnSVG.alpha(image, 36, 50) == 0 && DrawnSVG.alpha(image, 64, 50) == 255)
        #expect(DrawnSVG.alpha(image, 46, 50) > 0 && DrawnSVG.alpha(image, 54, 50) < 255)
    }

    @Test func chainedBlursAddUpAndTheRegionCutsThem() throws {
        // two blurs of 3 and 4 are one of 5; the region (the box, 10 % around) cuts the spill
        let chained = try SVGReader.read(Array("""
            <svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">
              <filter id="b"><feGaussianBlur stdDeviation="3" result="one"/><feGaussianBlur in="one" stdDeviation="4"/></filter>
              <rect x="30" y="30" width="40" height="40" fill="black" filter="url(#b)"/>
            </svg>
            """.utf8)).get()
        guard case .group(let group)? = chained.root.children.first, let blur = group.blur else {
            Issue.record("no blur group: \(chained.root.children)")
            return
        }
        #expect(abs(blur.deviationX - 5) < 1e-9 && abs(blur.deviationY - 5) < 1e-9 && blur.linearLight)
        #expect(blur.region == Rect(x: 26, y: 26, width: 48, height: 48))
        let image = SVGRenderer.render(chained, width: 100, height: 100)
        #expect(DrawnSVG.alpha(image, 24, 50) == 0 && DrawnSVG.alpha(image, 28, 50) > 0)
    }

    @Test(arguments: [
        #"<filter id="f"><feOffset dx="2" dy="2"/><feGaussianBlur stdDeviation="2"/></filter>"#,
        #"<filter id="f"><feGaussianBlur in="SourceAlpha" stdDeviation="2"/></filter>"#,
        #"<filter id="f" primitiveUnits="objectBoundingBox"><feGaussianBlur stdDeviation="0.1"/></filter>"#,
        #"<filter id="f"/>"#,
        #"<filter id="f"><feGaussianBlur stdDeviation="-3"/></filter>"#,
        #"<linearGradient id="f"/>"#,
    ])
    func aFilterTheRendererCannotDrawIsSaidAndDrawnSharp(_ definition: String) throws {
        let (image, issues) = try DrawnSVG.draw("""
            <svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">
              <defs>\(definition)</defs>
              <rect x="20" y="20" width="60" height="60" fill="black" filter="url(#f)"/>
            </svg>
            """)
        #expect(issues.count == 1 && issues.first?.message.contains("filter is not applied") == true, "\(issues)")
        #expect(DrawnSVG.alpha(image, 20, 50) == 255 && DrawnSVG.alpha(image, 19, 50) == 0)
    }

    /// A blur far wider than the picture costs no more than one the picture's size, and blurs
    /// share the limit of effects with clips.
    @Test func hugeBlursAndManyAreBounded() throws {
        let (huge, hugeIssues) = try DrawnSVG.draw("""
            <svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">
              <filter id="b"><feGaussianBlur stdDeviation="1000000"/></filter>
              <rect width="100" height="100" fill="black" filter="url(#b)"/>
            </svg>
            """)
        #expect(hugeIssues.isEmpty && DrawnSVG.alpha(huge, 50, 50) < 255)
        let count = 200
        let rects = (0..<count).map { #"<rect x="\#($0 % 100)" width="1" height="100" fill="black" filter="url(#b)"/>"# }.joined()
        let (_, issues) = try DrawnSVG.draw(#"<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><filter id="b"><feGaussianBlur stdDeviation="1"/></filter>\#(rects)</svg>"#)
        #expect(issues.filter { $0.message.contains("more than \(SVGLimits().effects) elements") }.count == count - SVGLimits().effects)
    }
}
