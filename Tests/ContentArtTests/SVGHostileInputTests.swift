import ContentArt
import Foundation
import Testing

/// Hostile drawings: each is one clear issue, in bounded time and memory, never a crash.
@Suite struct SVGHostileInputTests {
    // why: each case's bound is the issue it ends in (a limit named, an entity refused, a
    // reference stopped); the time each takes is Benchmarks/hostile's, not a test's
    private func read(_ text: String, limits: SVGLimits = SVGLimits()) -> Result<SVGDocument, ArtIssue> {
        SVGReader.read(Array(text.utf8), limits: limits)
    }

    private func failure(_ text: String, limits: SVGLimits = SVGLimits()) -> ArtIssue? {
        if case .failure(let issue) = read(text, limits: limits) { return issue }
        return nil
    }

    @Test func billionLaughs() {
        var entities = #"<!ENTITY lol "lol">"#
        for level in 1...9 {
            entities += "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level == 1 ? "" : String(level - 1));", count: 10) + "\">"
        }
        let issue = failure("<?xml version=\"1.0\"?><!DOCTYPE svg [\(entities)]><svg xmlns=\"http://www.w3.org/2000/svg\"><title>&lol9;</title></svg>")
        #expect(issue?.severity == .error)
        #expect(issue?.message.contains("entit") == true)
    }

    @Test func externalEntityIsNeverRead() {
        let text = #"<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg"><title>&xxe;</title></svg>"#
        let issue = failure(text)
        #expect(issue?.message.contains("external") == true)
        #expect(issue?.message.contains("root:") == false)
    }

    @Test func quadraticBlowup() {
        let big = String(repeating: "a", count: 50_000)
        let references = String(repeating: "&big;", count: 20_000)
        let issue = failure("<?xml version=\"1.0\"?><!DOCTYPE svg [<!ENTITY big \"\(big)\">]><svg xmlns=\"http://www.w3.org/2000/svg\"><title>\(references)</title></svg>")
        #expect(issue?.message.contains("limited to 1024") == true)
        // short entities referenced too often are stopped by the expansion limit instead
        let small = String(repeating: "b", count: 1_000)
        let many = String(repeating: "&small;", count: 30_000)
        let limit = failure("<?xml version=\"1.0\"?><!DOCTYPE svg [<!ENTITY small \"\(small)\">]><svg xmlns=\"http://www.w3.org/2000/svg\"><style>\(many)</style></svg>")
        #expect(limit?.message.contains("characters of text after entity expansion") == true)
    }

    @Test func deeplyNestedGroups() {
        let text = "<svg xmlns=\"http://www.w3.org/2000/svg\">" + String(repeating: "<g>", count: 100_000) + String(repeating: "</g>", count: 100_000) + "</svg>"
        let issue = failure(text)
        #expect(issue?.severity == .error)
        #expect(issue?.message.contains("depth") == true || issue?.message.contains("deeper") == true)
    }

    @Test func tenMillionSegmentsAreRefusedBySize() {
        let text = "<svg xmlns=\"http://www.w3.org/2000/svg\"><path d=\"M0 0" + String(repeating: "l1 1", count: 10_000_000) + "\"/></svg>"
        let issue = failure(text)
        #expect(issue?.message == "the SVG file is \(text.utf8.count) bytes, over the limit of 8388608")
    }

    @Test func segmentLimitWithinTheFileLimit() {
        let text = "<svg xmlns=\"http://www.w3.org/2000/svg\"><path d=\"M0 0" + String(repeating: " l1 1", count: 1_200_000) + "\"/></svg>"
        let issue = failure(text)
        #expect(issue?.message == "more than 1000000 path segments in the drawing")
        #expect(issue?.line == 1)
    }

    @Test func hugeWidth() {
        let issue = failure(#"<svg xmlns="http://www.w3.org/2000/svg" width="1e9" height="10"/>"#)
        #expect(issue?.message == "the drawing is 1000000000x10 pixels; each side must be above 0 and at most 1000000")
    }

    @Test func scriptIsAnErrorAndTheRestStillReads() throws {
        let result = read("""
            <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">
            <script>alert(1)</script>
            <rect width="10" height="10" fill="red"/>
            </svg>
            """)
        let document = try result.get()
        #expect(document.issues == [ArtIssue(.error, "<script> is not allowed in content pictures", line: 2)])
        #expect(document.hasErrors)
        #expect(document.root.children.count == 1)
    }

    @Test func notXMLAndWrongRoot() {
        #expect(failure("<svg")?.message.hasPrefix("not well-formed XML") == true)
        #expect(failure("")?.message.hasPrefix("not well-formed XML") == true)
        #expect(failure("<html/>")?.message == "the root element is <html>, not <svg>")
    }

    @Test func selfReferencingUseIsStopped() throws {
        let result = read("""
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10">
            <g id="a"><use xlink:href="#a"/><rect width="1" height="1"/></g>
            </svg>
            """)
        #expect(try result.get().issues.map(\.message) == ["<use> of \"#a\" refers to itself"])
    }

    @Test func exponentialUseIsStoppedByTheElementLimit() {
        var defs = "<rect id=\"u0\" width=\"1\" height=\"1\"/>"
        for level in 1...30 {
            defs += "<g id=\"u\(level)\"><use href=\"#u\(level - 1)\"/><use href=\"#u\(level - 1)\"/></g>"
        }
        let issue = failure("<svg xmlns=\"http://www.w3.org/2000/svg\"><defs>\(defs)</defs><use href=\"#u30\"/></svg>")
        #expect(issue?.message == "more than 100000 elements to draw (after expanding <use>)")
    }

    /// A dash pattern finer than the dasher's budget: the loop used to stall (a period that
    /// vanishes against the outline's length) and grow memory without end.
    @Test(arguments: ["1e-20", "0.0001", "0 1e-300", "1e-9 0"])
    func aDashPatternFinerThanAnyScreenIsDrawnSolid(_ pattern: String) throws {
        let text = ##"<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><path d="M 5 5 L 95 5 L 95 95 L 5 95 Z M 10 50 C 10 0 90 100 90 50" fill="none" stroke="#000" stroke-width="3" stroke-dasharray="\##(pattern)"/></svg>"##
        let document = try SVGReader.read(Array(text.utf8)).get()
        let image = SVGRenderer.render(document, width: 200, height: 200)
        #expect(image.width == 200)
        let lines = [Polyline(points: [Point(0, 0), Point(1e6, 0)], closed: false)]
        #expect(Dasher.dash(lines, pattern: [1e-20], offset: 0).count == 1, "solid: the line unchanged")
        #expect(Dasher.dash(lines, pattern: [100], offset: 0).count == 5000, "a coarse pattern still dashes")
    }

    /// Twenty nested translucent groups: at most two full-size layers are open at once.
    @Test func deeplyNestedOpacityStaysBounded() throws {
        let text = #"<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">"# + String(repeating: #"<g opacity="0.9">"#, count: 20)
            + #"<rect width="50" height="50" fill="red" opacity="0.5" stroke="blue"/>"# + String(repeating: "</g>", count: 20) + "</svg>"
        let document = try SVGReader.read(Array(text.utf8)).get()
        let image = SVGRenderer.render(document, width: 100, height: 100)
        // the red square shows through all twenty groups: 0.9^20 x 0.5 of its opacity
        let alpha = Int(image.pixels[(20 * 100 + 20) * 4 + 3])
        #expect(alpha > 0 && alpha < 40, "alpha \(alpha)")
    }
}
