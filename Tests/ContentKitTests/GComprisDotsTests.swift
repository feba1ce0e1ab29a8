import ContentArt
import ContentBundle
import Foundation
import Testing
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck
@testable import ContentOutput

/// Real hand-placed pictures: GCompris's connect-the-dots activities, made into a pack by
/// `Scripts/gcompris-dots` (the Debian package is not in the repository, so this runs only when
/// `GCOMPRIS_DOTS_PACK` names the pack). Prints the findings per rule and the lint time. Every
/// finding on the 30 one-stroke pictures of gcompris-qt-data 3.1 was looked at by hand and is
/// true; the false ones found before (a number with "no free place" on pictures with room for
/// every number, a figure 9 as an error) must not come back. With `DOTS_PREVIEW_DIR` set, writes
/// each picture's dots and numbers at 1024 pixels there.
@Suite struct GComprisDotsTests {
    static let pack = ProcessInfo.processInfo.environment["GCOMPRIS_DOTS_PACK"]

    @Test(.enabled(if: pack != nil)) func lintFindsOnlyTrueProblems() throws {
        let root = URL(fileURLWithPath: try #require(Self.pack))
        let clock = ContinuousClock()
        var checked: CheckedPack?
        let elapsed = try clock.measure { checked = try ContentPipeline.check(DiskPack(root: root, displayName: "gcompris/")) }
        let pack = try #require(checked)
        let pictures = pack.files(of: .dots).count
        var perRule: [String: Int] = [:]
        for finding in pack.diagnostics { perRule["\(finding.ruleID) \(finding.severity)", default: 0] += 1 }
        print("GCompris dots: \(pictures) pictures, lint \(elapsed), findings per rule: \(perRule.sorted { $0.key < $1.key })")
        for finding in pack.diagnostics.sorted(by: { ($0.file, $0.message) < ($1.file, $1.message) }) {
            print("  \(finding.file): \(finding.severity): \(finding.message)")
        }
        #expect(!pack.diagnostics.contains { $0.message.hasPrefix("no place") })
        #expect(!pack.diagnostics.contains { $0.message.contains("comes back") && $0.severity == .error })
        if let folder = ProcessInfo.processInfo.environment["DOTS_PREVIEW_DIR"] {
            for file in pack.files(of: .dots) { try Self.preview(file, pack, into: URL(fileURLWithPath: folder)) }
        }
    }

    /// The picture's line, dots and numbers, 1024 pixels wide.
    static func preview(_ picture: ContentFile, _ pack: CheckedPack, into folder: URL) throws {
        guard let root = picture.root, let svg = root["svg"]?.string, let element = root["path"]?.string,
              let resolved = AssetReference.resolve(svg, from: picture.folder), let document = try? pack.assets.svg(resolved).get(),
              case .success(let layout) = DotsLayout.layout(document, element: element, count: root["dots"]?.integer, start: 0) else { return }
        let side = 1024
        let height = Int((Double(side) * layout.height / layout.width).rounded())
        var canvas = Canvas(width: side, height: height)
        canvas.clear(to: Color(r: 1, g: 1, b: 1))
        canvas.draw(SVGRenderer.render(document, width: side, height: height), x: 0, y: 0)
        let file = try #require(DotsOutput.layoutFile(layout, id: "preview"))
        if let overlay = DotsPreview.image(file, width: side, height: height) { canvas.draw(overlay, x: 0, y: 0) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let name = (picture.path as NSString).lastPathComponent.replacingOccurrences(of: ".json", with: ".png")
        try Data(try PNGCodec.encode(canvas.image).get()).write(to: folder.appendingPathComponent(name))
    }
}
