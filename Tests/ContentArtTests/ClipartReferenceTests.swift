import ContentArt
import Foundation
import Testing

/// Every clip-art drawing that uses only the supported profile, rendered at its reference PNG's
/// size (made by rsvg-convert 2.54.7), matches it: mean absolute error per channel under 2 levels
/// (of 255) and at most 1 % of the pixels off by more than 32, compared premultiplied. The
/// drawings with text or pattern paint give exactly the expected diagnostics and draw the rest.
@Suite struct ClipartReferenceTests {
    static let expectedIssues: [String: [String]] = [
        "Clipart/vehicles/ambulans-romus-01.svg": ["line 76: warning: <text> is not drawn; convert the text to paths in the editor"],
        "Clipart/vehicles/fire-engine-romus-01.svg": ["line 76: warning: <text> is not drawn; convert the text to paths in the editor"],
        "Clipart/vehicles/big-truck-01.svg": ["line 132: warning: pattern paint is not supported; the area is painted with nothing"],
    ]

    @Test func everyDrawingIsCovered() {
        #expect(ArtFixtures.clipart.count == 44)
        #expect(Set(Self.expectedIssues.keys).isSubset(of: Set(ArtFixtures.clipart)))
    }

    @Test(arguments: ArtFixtures.clipart)
    func matchesReference(_ file: String) throws {
        let document = try SVGReader.read(try ArtFixtures.bytes(file)).get()
        let reference = try PNGCodec.decode(try ArtFixtures.bytes(String(file.dropLast(4)) + ".png")).get().image
        let image = SVGRenderer.render(document, width: reference.width, height: reference.height)
        let difference = ImageDifference(image, reference)
        if let folder = ProcessInfo.processInfo.environment["ART_DUMP"] {
            let name = file.split(separator: "/").last!.dropLast(4)
            try Data(try PNGCodec.encode(image).get()).write(to: URL(fileURLWithPath: "\(folder)/\(name).png"))
        }
        print("\(file): mean error \(String(format: "%.3f", difference.meanError)), far off \(String(format: "%.3f", difference.farOff * 100)) %, issues \(document.issues.map(\.description))")
        #expect(document.issues.map(\.description) == Self.expectedIssues[file] ?? [])
        if Self.expectedIssues[file] == nil {
            #expect(difference.meanError < 2, "\(file): mean error \(difference.meanError)")
            #expect(difference.farOff <= 0.01, "\(file): \(difference.farOff * 100) % of pixels off by more than 32")
        } else {
            // the rest of the drawing is there: most of the reference's pixels agree
            #expect(difference.meanError < 4 && difference.farOff < 0.03, "\(file): the rest of the drawing differs")
        }
    }
}
