import ContentArt
import Foundation
import Testing
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck
@testable import ContentOutput

/// Labelled measurements of the memory cards' look-alike verdicts on picture sets outside the
/// repository; each runs only when its environment variable names its input (skipped otherwise),
/// and fails on every verdict that differs from its label. `MEMORY_PROBE_OUT`, when set, names a
/// folder the measurement rows are written to.
/// MEMORY_PROBE_PAIRS: lines "label<TAB>path<TAB>path", the label a verdict (`sameDrawing`,
/// `confusable`, `different`) → each pair's verdict is its label.
/// MEMORY_PROBE_COPIES: lines of SVG paths → every copy of each (`CardCopies`) is told from
/// nothing: its verdict is never `different`.
@Suite struct CardLikenessProbe {
    static func picture(_ path: String) -> AssetPicture? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        if path.hasSuffix(".png") { return (try? PNGCodec.decode(Array(data)).get()).map { .photo($0.image) } }
        return (try? SVGReader.read(Array(data)).get()).map { .drawing($0) }
    }

    static func lines(_ variable: String) -> [String]? {
        guard let path = ProcessInfo.processInfo.environment[variable], let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        return text.split(separator: "\n").map(String.init).filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }

    static func verdict(_ a: CardFigure, _ b: CardFigure) -> (CardLikeness?, String) {
        guard let x = a.look, let y = b.look else { return (nil, "blank") }
        let (verdict, r) = CardLikeness.judge(x, y)
        let row = String(format: "%@\tsil %.3f\toutline %.3f\ttypical %.1f\tmarked %.1f\tlargest %.1f\tagree %.2f\tinkgap %.3f\tinkiou %.3f\tchroma %.2f\t%@", "\(verdict)", r.silhouette, r.outline, r.typicalColourGap, r.markedColourGap, r.largestColourGap, r.colourAgreement, r.largestInkGap, r.inkOverlap, r.chromaticShare, r.mirrored ? "M" : "-")
        return (verdict, row)
    }

    /// Writes the rows where `MEMORY_PROBE_OUT` says (a file of our own name in that folder).
    static func keep(_ rows: [String], as name: String) throws {
        guard let folder = ProcessInfo.processInfo.environment["MEMORY_PROBE_OUT"] else { return }
        try FileOutput.replace(URL(fileURLWithPath: folder).appendingPathComponent(name), with: Array(rows.joined(separator: "\n").utf8) + [10])
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["MEMORY_PROBE_PAIRS"] != nil))
    func labelledPairs() throws {
        let lines = try #require(Self.lines("MEMORY_PROBE_PAIRS"))
        var figures: [String: CardFigure] = [:]
        func figure(_ path: String) -> CardFigure? {
            if let known = figures[path] { return known }
            let made = Self.picture(path).map(CardFigure.init)
            figures[path] = made
            return made
        }
        var rows: [String] = [], wrong: [String] = []
        for line in lines {
            let fields = line.split(separator: "\t").map(String.init)
            #expect(fields.count >= 3, "not label<TAB>path<TAB>path: \(line)")
            guard fields.count >= 3, let a = figure(fields[1]), let b = figure(fields[2]) else {
                Issue.record("unreadable: \(line)")
                continue
            }
            let (verdict, row) = Self.verdict(a, b)
            rows.append("\(fields[0])\t\(row)\t\(fields[1])\t\(fields[2])")
            if verdict.map({ "\($0)" }) != fields[0] { wrong.append("\(fields[0]) judged \(verdict.map { "\($0)" } ?? "blank"): \(fields[1]) \(fields[2])") }
        }
        try Self.keep(rows, as: "probe-pairs.tsv")
        #expect(wrong.isEmpty, "\(wrong.count) of \(lines.count) pairs judged against their label:\n\(wrong.joined(separator: "\n"))")
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["MEMORY_PROBE_COPIES"] != nil))
    func copiesAreNeverDifferent() throws {
        let lines = try #require(Self.lines("MEMORY_PROBE_COPIES"))
        var rows: [String] = [], missed: [String] = []
        for path in lines {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8), let original = Self.picture(path) else {
                Issue.record("unreadable: \(path)")
                continue
            }
            let base = CardFigure(original)
            for (name, copy) in CardCopies.all(of: text) {
                let (verdict, row) = Self.verdict(base, CardFigure(copy))
                rows.append("\(row)\t\(path)\t\(name)")
                if verdict == .different { missed.append("\(path) \(name)") }
            }
        }
        try Self.keep(rows, as: "probe-copies.tsv")
        #expect(missed.isEmpty, "copies judged different from their drawing:\n\(missed.joined(separator: "\n"))")
    }
}
