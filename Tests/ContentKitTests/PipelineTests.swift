import ContentArt
import ContentBundle
import Foundation
import Testing
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck
@testable import ContentOutput

/// The one check pipeline: lint ⇒ build, the configuration applied, every input read once.
@Suite struct PipelineTests {
    /// A pack with the example pack's files and these; `bytes` adds binary files.
    private func pack(_ texts: [String: String], bytes: [String: [UInt8]] = [:]) -> MemoryPack {
        var pack = ExamplePack.pack(with: ExamplePack.packJSON, at: "pack.json")
        for (path, text) in texts { pack.files[path] = Array(text.utf8) }
        for (path, data) in bytes { pack.files[path] = data }
        return pack
    }

    /// A PNG header claiming 100000 x 100000 pixels, valid up to its first IDAT.
    static let hugeHeaderPNG: [UInt8] = {
        var header = ExamplePack.discPNG
        // why: width and height are bytes 16-23 of the IHDR chunk; the CRC after them is not
        // checked before the size is refused
        let side: [UInt8] = [0x00, 0x01, 0x86, 0xA0]
        header.replaceSubrange(16..<20, with: side)
        header.replaceSubrange(20..<24, with: side)
        let crc = CRC32.checksum(Array(header[12..<29]))
        header.replaceSubrange(29..<33, with: [UInt8(crc >> 24), UInt8((crc >> 16) & 0xFF), UInt8((crc >> 8) & 0xFF), UInt8(crc & 0xFF)])
        return header
    }()

    struct UnbuildableCase: Sendable, CustomStringConvertible {
        let name: String
        let files: [String: String]
        let bytes: [String: [UInt8]]
        let rule: String
        /// The file and the text the finding must start at.
        let file: String
        let at: String
        var description: String { name }
    }

    /// Each of these linted clean before and then failed to build or built a broken bundle.
    static let unbuildable: [UnbuildableCase] = [
        UnbuildableCase(name: "svg as a jigsaw picture", files: ["jigsaw/cat.json": Examples.jigsaw(image: #""../img/cat.svg""#)], bytes: [:],
                        rule: "asset-type", file: "jigsaw/cat.json", at: #""../img/cat.svg""#),
        UnbuildableCase(name: "png as a dots drawing", files: ["cat-dots.json": Examples.dots(#""dots": 8"#).replacingOccurrences(of: "img/star.svg", with: "img/cat.png")],
                        bytes: [:], rule: "asset-type", file: "cat-dots.json", at: #""img/cat.png""#),
        UnbuildableCase(name: "text named .png on a slide", files: Examples.slides(for: "find-pair").mapValues { $0.replacingOccurrences(of: "cat.svg", with: "notes.png") },
                        bytes: ["img/notes.png": Array("just some notes".utf8)], rule: "asset-content", file: "slides/find-pair.json", at: #""../img/notes.png""#),
        UnbuildableCase(name: "text named .png as a pictured option",
                        files: ["iq/series.json": Examples.matrixSeries([#"""
                            {"id": "p-01", "difficulty": 1, "form": "pictured",
                             "panels": ["../img/cat.png", "../img/cat.png", "../img/cat.png", "../img/cat.png", "../img/cat.png", "../img/cat.png", "../img/cat.png", "../img/cat.png"],
                             "options": ["../img/cat.svg", "../img/notes.png", "../img/photo.png", "../img/o4.svg", "../img/o5.svg", "../img/o6.svg"], "answer": 0}
                            """#])],
                        bytes: ["img/notes.png": Array("just some notes".utf8)], rule: "asset-content", file: "iq/series.json", at: #""../img/notes.png""#),
        UnbuildableCase(name: "png header over the pixel limit", files: ["memory/pets.json": Examples.memory(cards: #""../img/cat.png", "../img/huge.png""#)],
                        bytes: ["img/huge.png": hugeHeaderPNG], rule: "asset-content", file: "memory/pets.json", at: #""../img/huge.png""#),
        UnbuildableCase(name: "truncated png", files: ["memory/pets.json": Examples.memory(cards: #""../img/cat.png", "../img/cut.png""#)],
                        bytes: ["img/cut.png": Array(ExamplePack.discPNG.prefix(ExamplePack.discPNG.count / 2))], rule: "asset-content",
                        file: "memory/pets.json", at: #""../img/cut.png""#),
        UnbuildableCase(name: "svg over the size limit", files: ["memory/pets.json": Examples.memory(cards: #""../img/cat.png", "../img/big.svg""#)],
                        bytes: ["img/big.svg": Array(("<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'>" + String(repeating: "<!-- padding -->", count: 600_000) + "</svg>").utf8)],
                        rule: "asset-content", file: "memory/pets.json", at: #""../img/big.svg""#),
    ]

    @Test(arguments: unbuildable)
    func whatTheBuildCannotUseIsALintFinding(_ example: UnbuildableCase) throws {
        let checked = try ContentPipeline.check(pack(example.files, bytes: example.bytes))
        let finding = try #require(checked.diagnostics.first { $0.ruleID == example.rule && $0.file == example.file },
                                   "\(checked.diagnostics.map { "\($0.file): \($0.message) [\($0.ruleID)]" })")
        let text = String(decoding: try #require(checked.sources[example.file]).bytes, as: UTF8.self)
        let offset = try #require(text.utf8.firstRange(of: example.at.utf8)).lowerBound
        #expect(finding.range.lowerBound == text.utf8.distance(from: text.utf8.startIndex, to: offset))
        #expect(checked.errorCount > 0)
        #expect(throws: BuildError.lintErrors(checked.errorCount)) { try BundleBuilder.build(checked) }
    }

    @Test func aRuleTurnedOffOrAnIgnoredFileNeverStopsABuild() throws {
        let broken = pack([
            "riddles/a.json": #"{"kind": "riddles", "items": [{"id": "a", "difficulty": 1, "text": {"en": "Two  spaces", "ru": "Два", "uk": "Два"}, "answers": {"en": ["x"], "ru": ["x"], "uk": ["x"]}}]}"#,
            "drafts/unfinished.json": #"{"kind": "riddles", "items": [{"id": "#,
        ])
        #expect(try ContentPipeline.check(broken).errorCount == 2)
        var options = LintOptions(configuration: LintConfiguration(severities: ["text-double-space": nil], ignore: ["drafts/**"]))
        options.keepContent = true
        let checked = try ContentPipeline.check(broken, options: options)
        #expect(checked.diagnostics.isEmpty, "\(checked.diagnostics.map(\.message))")
        #expect(!checked.files.contains { $0.path.hasPrefix("drafts/") }, "an ignored file is not content")
        let (contents, _) = try BundleBuilder.build(checked)
        #expect(contents.files[ContentKind.riddles.itemsFile] != nil)
    }

    /// Each input is read and parsed once per run, counted: a copy of the sample pack whose
    /// drawings each carry a comment of their own (so their bytes are this test's alone, whatever
    /// other tests parse meanwhile) is checked, built without a cache, drawn on a contact sheet
    /// and made into a preview; every file is read once through the pack, and the XML parser
    /// sees each drawing's bytes once.
    @Test func aRunReadsEachFileOnceAndParsesEachDrawingOnce() throws {
        let copy = try BundleFixture.copyOfSamplePack()
        let run = UUID().uuidString
        var drawings: Set<UInt64> = []
        for path in try DiskPack(root: copy, displayName: "content/").allFiles() where path.hasSuffix(".svg") {
            let url = copy.appendingPathComponent(path)
            let marked = try Data(contentsOf: url) + Data("\n<!-- \(run) \(path) -->\n".utf8)
            try marked.write(to: url)
            drawings.insert(XMLParseLog.hash(Array(marked)))
        }
        let disk = CountingPack(DiskPack(root: copy, displayName: "content/"))
        var checked: CheckedPack?
        let parses = try XMLParseLog.recording {
            let pack = try ContentPipeline.check(disk, options: LintOptions(dictionaries: nil, keepContent: true))
            #expect(pack.errorCount == 0)
            let contents = try BundleBuilder.build(pack).0
            _ = ContactSheet.tiles(of: contents)
            _ = try PreviewSite.files(pack, contents: contents)
            checked = pack
        }
        let reads = disk.reads
        let twice = reads.filter { $0.value > 1 }
        #expect(twice.isEmpty, "read more than once: \(twice)")
        let json = reads.keys.filter { $0.hasSuffix(".json") }.count
        #expect(json == (try disk.allFiles()).filter { $0.hasSuffix(".json") }.count, "every content file read")
        let parsedTwice = parses.filter { drawings.contains($0.key) && $0.value > 1 }
        #expect(parsedTwice.isEmpty, "\(parsedTwice.count) drawings parsed more than once")
        let referenced = Set((checked?.files ?? []).flatMap { file in
            file.assetReferences.compactMap { AssetReference.resolve($0.path, from: file.folder) }.filter { $0.hasSuffix(".svg") }
        })
        #expect(parses.keys.filter(drawings.contains).count == referenced.count, "every drawing the content names is parsed")
        #expect(checked?.assets.counts.svgParses == referenced.count)
        #expect(referenced.count > 300)
    }
}

/// A pack that counts how often each file is read.
final class CountingPack: PackFileSystem, @unchecked Sendable {
    private let inner: any PackFileSystem
    private let lock = NSLock()
    private var counted: [String: Int] = [:]

    init(_ inner: any PackFileSystem) { self.inner = inner }

    var reads: [String: Int] {
        lock.lock()
        defer { lock.unlock() }
        return counted
    }

    var rootName: String { inner.rootName }
    func allFiles() throws -> [String] { try inner.allFiles() }
    func inspect(_ path: String) -> PackEntry { inner.inspect(path) }
    func read(_ path: String, maxBytes: Int) throws -> [UInt8] {
        lock.lock()
        counted[path, default: 0] += 1
        lock.unlock()
        return try inner.read(path, maxBytes: maxBytes)
    }
}
