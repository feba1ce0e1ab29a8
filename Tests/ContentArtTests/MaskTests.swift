import Foundation
import Testing
@testable import ContentArt

/// `mask` is drawn (issue 30: a mask was a warning by its presence): its content's luminance
/// times its alpha is how much of the masked picture shows. A mask the builder cannot draw (a
/// raster image inside, as Illustrator's opacity masks hold) leaves the picture unmasked, with
/// a warning.
@Suite struct MaskTests {
    @Test func aMaskedDrawingMatchesRsvgConvert() throws {
        let document = try SVGReader.read(try ArtFixtures.bytes("Masked/badge.svg")).get()
        #expect(document.issues.isEmpty, "\(document.issues)")
        let reference = try PNGCodec.decode(try ArtFixtures.bytes("Masked/badge.png")).get().image
        let image = SVGRenderer.render(document, width: reference.width, height: reference.height)
        let difference = ImageDifference(image, reference)
        // unmasked, the same drawing is far from the reference
        let text = String(decoding: try ArtFixtures.bytes("Masked/badge.svg"), as: UTF8.self)
        let unmasked = try SVGReader.read(Array(text.replacingOccurrences(of: #" mask="url\(#[a-z]+\)""#, with: "", options: .regularExpression).utf8)).get()
        let before = ImageDifference(SVGRenderer.render(unmasked, width: reference.width, height: reference.height), reference)
        #expect(difference.meanError < 2 && difference.farOff <= 0.01, "masked \(difference.meanError) \(difference.farOff)")
        #expect(difference.meanError < 0.2 * before.meanError, "masked \(difference.meanError), unmasked \(before.meanError)")
    }

    @Test func whiteShowsBlackHidesGreyHalves() throws {
        let (image, issues) = try DrawnSVG.draw("""
            <svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">
              <mask id="m" maskUnits="userSpaceOnUse" x="0" y="0" width="100" height="100">
                <rect width="50" height="100" fill="white"/>
                <rect x="50" width="50" height="50" fill="#808080"/>
              </mask>
              <rect width="100" height="100" fill="red" mask="url(#m)"/>
            </svg>
            """)
        #expect(issues.isEmpty, "\(issues)")
        #expect(DrawnSVG.alpha(image, 25, 50) == 255)
        #expect((120...136).contains(DrawnSVG.alpha(image, 75, 25)), "\(DrawnSVG.alpha(image, 75, 25))")
        #expect(DrawnSVG.alpha(image, 75, 75) == 0)
    }

    @Test func aMaskTheBuilderCannotDrawLeavesThePictureUnmaskedWithAWarning() throws {
        for content in [#"<image width="100" height="100" href="data:image/png;base64,AAAA"/>"#,
                        #"<text x="10" y="50">mask</text>"#,
                        #"<g filter="url(#shadow)"><rect width="100" height="100" fill="white"/></g>"#] {
            let (image, issues) = try DrawnSVG.draw("""
                <svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">
                  <filter id="shadow"><feOffset dx="2" dy="2"/></filter>
                  <mask id="m">\(content)</mask>
                  <rect width="100" height="100" fill="red" mask="url(#m)"/>
                </svg>
                """)
            #expect(issues.map(\.message) == [##"mask "#m" is not applied: its content holds what the builder does not draw (an image, text or a filter); the content is drawn unmasked"##])
            #expect(DrawnSVG.alpha(image, 50, 50) == 255)
        }
    }

    @Test func masksThatNeverEndOrAreNotMasksAreSaid() throws {
        let cases = [
            // a mask whose content is masked by itself, and two masking each other
            #"<mask id="m"><rect width="100" height="100" fill="white" mask="url(#m)"/></mask>"#,
            #"<mask id="m"><rect width="100" height="100" fill="white" mask="url(#n)"/></mask><mask id="n"><rect width="100" height="100" fill="white" mask="url(#m)"/></mask>"#,
            #"<linearGradient id="m"/>"#,
            #"<mask id="m" maskContentUnits="objectBoundingBox"><rect width="1" height="1" fill="white"/></mask>"#,
            #"<mask id="m" style="mask-type:alpha"><rect width="100" height="100" fill="black"/></mask>"#,
        ]
        for definition in cases {
            let (image, issues) = try DrawnSVG.draw("""
                <svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">\(definition)
                  <rect width="100" height="100" fill="red" mask="url(#m)"/>
                </svg>
                """)
            #expect(issues.contains { $0.message.contains("is not applied") }, "\(definition): \(issues)")
            #expect(DrawnSVG.alpha(image, 50, 50) > 0, "\(definition)")
        }
    }

    @Test func anIdentityColourMatrixChangesNothingAndIsNotSaid() throws {
        let (_, issues) = try DrawnSVG.draw("""
            <svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">
              <filter id="f" filterUnits="userSpaceOnUse" x="0" y="0" width="100" height="100">
                <feColorMatrix values="1 0 0 0 0 0 1 0 0 0 0 0 1 0 0 0 0 0 1 0"/>
              </filter>
              <filter id="g"><feColorMatrix values="0 0 0 0 1 0 1 0 0 0 0 0 1 0 0 0 0 0 1 0"/></filter>
              <rect width="50" height="100" fill="red" filter="url(#f)"/>
              <rect x="50" width="50" height="100" fill="red" filter="url(#g)"/>
            </svg>
            """)
        // only the colour matrix that changes red is said
        #expect(issues.count == 1 && issues[0].line == 7, "\(issues)")
    }

    /// Every element masked, each mask as large as the picture: 64 are drawn, the rest said.
    @Test func masksOnEveryElementStayWithinTheEffectLimit() throws {
        let rects = (0..<500).map { #"<rect x="\#($0 % 100)" y="\#($0 / 5)" width="3" height="3" fill="red" mask="url(#m)"/>"# }.joined()
        let clock = ContinuousClock()
        var drawn: (image: RGBAImage, issues: [ArtIssue])?
        let elapsed = try clock.measure {
            drawn = try DrawnSVG.draw(#"<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><mask id="m"><rect width="100" height="100" fill="white"/></mask>\#(rects)</svg>"#, side: 512)
        }
        #expect(drawn?.issues.contains { $0.message.contains("on more than 64 elements") } == true)
        // a bound, not a timing: each of the 64 masks draws two canvases of 512 x 512
        #expect(elapsed < .seconds(60))
    }
}
