import ContentBundle
import Foundation
import Testing
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck
@testable import ContentOutput

/// `content-build preview`'s site and its writer (the browser test plays it:
/// Tests/Browser/preview_test.py through Scripts/test-preview).
@Suite struct PreviewSiteTests {
    /// The sample pack checked and built once for the process.
    static var sample: (checked: CheckedPack, contents: BundleContents) { (BundleFixture.sample.checked, BundleFixture.sample.contents) }

    /// `window.PACK` of a site, parsed.
    static func pack(_ files: [String: [UInt8]]) throws -> [String: Any] {
        let text = String(decoding: try #require(files["data.js"]), as: UTF8.self)
        #expect(text.hasPrefix("window.PACK = ") && text.hasSuffix(";\n"))
        let json = text.dropFirst("window.PACK = ".count).dropLast(2)
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    @Test func theSampleSiteHoldsEveryItemAndPicture() throws {
        let (checked, contents) = Self.sample
        let files = try PreviewSite.files(checked, contents: contents)
        let pack = try Self.pack(files)
        let bundle = try #require(pack["bundle"] as? [String: Any])
        let jsonFiles = contents.files.keys.filter { $0.hasSuffix(".json") }
        #expect(Set(bundle.keys) == Set(jsonFiles + [BundleFormat.manifestFile]))
        for path in jsonFiles where path.hasPrefix("items/") {
            let built = try #require(try JSONSerialization.jsonObject(with: Data(contents.files[path]!)) as? [String: Any])
            let shown = try #require(bundle[path] as? [String: Any])
            #expect((shown["items"] as? [Any])?.count == (built["items"] as? [Any])?.count, "\(path)")
            #expect(NSDictionary(dictionary: shown).isEqual(to: built), "\(path) differs in data.js")
        }
        for (path, bytes) in contents.files where !path.hasSuffix(".json") {
            #expect(files["bundle/" + path] == bytes, "\(path) is not copied")
        }
        #expect((pack["pack"] as? [String: Any])?["built"] as? Bool == true)
        for kind in PreviewSite.pageKinds(checked) { #expect(files["\(kind).html"] != nil) }
        #expect(PreviewSite.pageKinds(checked).count >= 15 && files["index.html"] != nil)
    }

    /// A plan's deposits in the preview are the runtime's schedule with the defaults (not a
    /// float re-computation in the page), and every kind with a renderer has one in app.js.
    @Test func plansShowTheRuntimesSchedule() throws {
        let (checked, contents) = Self.sample
        let files = try PreviewSite.files(checked, contents: contents)
        let computed = try #require(try Self.pack(files)["computed"] as? [String: Any])
        let shown = try #require(computed["plans"] as? [String: [String: Any]])
        let plans = try JSONDecoder().decode(ItemsFile<Plan>.self, from: Data(try #require(contents.files[Plan.kind.itemsFile]))).items
        #expect(!plans.isEmpty && Set(shown.keys) == Set(plans.map(\.id)))
        for plan in plans {
            let schedule = try PlanSchedule(plan.defaults, start: Date(timeIntervalSince1970: 0))
            #expect(shown[plan.id]?["amounts"] as? [Int] == schedule.deposits.map(\.amount), "\(plan.id)")
            #expect(shown[plan.id]?["goal"] as? Int == schedule.goal)
            #expect(schedule.total == schedule.goal)
        }
        let script = String(decoding: try #require(files["app.js"]), as: UTF8.self)
        #expect(!script.contains("function evaluate("))
        for spec in KindRegistry.all where spec.previewScript != nil {
            #expect(script.contains(spec.previewScript!), "\(spec.kind)")
        }
    }

    @Test func nothingIsFetchedFromTheNetwork() throws {
        let (checked, contents) = Self.sample
        let files = try PreviewSite.files(checked, contents: contents)
        // the pictures are the pack's own (an SVG names its XML namespaces; <img> fetches nothing)
        for (path, bytes) in files where !path.hasPrefix("bundle/") {
            // why: the SVG namespace is a name the script gives elements, never fetched
            let text = String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "'http://www.w3.org/2000/svg'", with: "")
            #expect(!text.contains("http://") && !text.contains("https://") && !text.contains("//cdn"), "\(path) names a URL")
        }
        let pages = files.filter { $0.key.hasSuffix(".html") }
        for (path, bytes) in pages {
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(text.contains(#"<script src="data.js"></script>"#) && text.contains(#"<script src="app.js"></script>"#), "\(path)")
        }
    }

    @Test func aFindingIsShownOnItsItem() throws {
        let riddles = #"""
            {"kind": "riddles", "items": [
              {"id": "clock", "difficulty": 2, "text": {"en": "What has hands but no arms?", "ru": "У чего есть стрелки, но нет рук?", "uk": "Що має стрілки, але не має рук?", "de": "Was hat Zeiger?"},
               "answers": {"en": ["a clock"], "ru": ["часы"], "uk": ["годинник"], "de": ["Uhr"]}}]}
            """#
        var texts = ["pack.json": ExamplePack.packJSON, "riddles/riddles.json": riddles]
        var checked = try ContentPipeline.check(MemoryPack(texts: texts), options: LintOptions(keepContent: true))
        #expect(checked.errorCount == 0 && checked.warningCount > 0)
        let built = try BundleBuilder.build(checked).0
        var findings = try #require(try Self.pack(try PreviewSite.files(checked, contents: built))["findings"] as? [[String: Any]])
        #expect(!findings.isEmpty && findings.allSatisfy { $0["item"] as? String == "clock" && $0["rule"] as? String == "locale-unlisted" })
        #expect(findings.first?["line"] as? Int == 2)

        // an error: nothing builds, the site still shows the finding
        texts["riddles/riddles.json"] = riddles.replacingOccurrences(of: #""difficulty": 2"#, with: #""difficulty": 12"#)
        checked = try ContentPipeline.check(MemoryPack(texts: texts), options: LintOptions(keepContent: true))
        #expect(checked.errorCount > 0)
        let pack = try Self.pack(try PreviewSite.files(checked, contents: nil))
        findings = try #require(pack["findings"] as? [[String: Any]])
        #expect(findings.contains { $0["severity"] as? String == "error" && $0["item"] as? String == "clock" })
        #expect((pack["pack"] as? [String: Any])?["built"] as? Bool == false)
        #expect((pack["bundle"] as? [String: Any])?.isEmpty == true)
    }

    @Test func theWriterReplacesAPreviewInOneStep() throws {
        let site = BundleFixture.temporaryFolder("preview").appendingPathComponent("site")
        try PreviewWriter.write(["index.html": Array("one".utf8), "old.txt": [1]], to: site)
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent(PreviewWriter.marker).path))
        try PreviewWriter.write(["index.html": Array("two".utf8), "bundle/a/b.png": [2]], to: site)
        #expect(try String(contentsOf: site.appendingPathComponent("index.html"), encoding: .utf8) == "two")
        #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("old.txt").path))
        // a write that fails half-way (a file where a folder must go) leaves the last preview as it was
        #expect(throws: BuildError.self) { try PreviewWriter.write(["a": [1], "a/b": [2]], to: site) }
        #expect(try String(contentsOf: site.appendingPathComponent("index.html"), encoding: .utf8) == "two")
        let parent = try FileManager.default.contentsOfDirectory(atPath: site.deletingLastPathComponent().path)
        #expect(parent == ["site"], "left behind: \(parent)")
    }

    @Test func theWriterRefusesAFolderThatIsNotAPreview() throws {
        let folder = BundleFixture.temporaryFolder("not-a-preview")
        let notes = folder.appendingPathComponent("notes.txt")
        try Data("mine".utf8).write(to: notes)
        #expect(throws: BuildError.self) { try PreviewWriter.write(["index.html": [1]], to: folder) }
        #expect(try String(contentsOf: notes, encoding: .utf8) == "mine")
        #expect(throws: BuildError.self) { try PreviewWriter.write(["index.html": [1]], to: notes) }
        let empty = BundleFixture.temporaryFolder("empty")
        try PreviewWriter.write(["index.html": [1]], to: empty)
        #expect(FileManager.default.fileExists(atPath: empty.appendingPathComponent("index.html").path))
    }
}

/// The preview's JavaScript port of the answer normaliser is checked in Chromium against the same
/// cases (Tests/Browser/normalizer-cases.json); this checks the cases against the runtime.
@Suite struct AnswerNormalizerCaseTests {
    @Test func theCasesAreWhatTheRuntimeDoes() throws {
        let url = TestPaths.repository.appendingPathComponent("Tests/Browser/normalizer-cases.json")
        let cases = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [[String: String]])
        #expect(cases.count > 20)
        for entry in cases {
            let normalized = AnswerNormalizer.normalize(try #require(entry["input"]))
            // scalar by scalar: String's == would call canonically equivalent texts equal
            #expect(Array(normalized.unicodeScalars) == Array(try #require(entry["expected"]).unicodeScalars),
                    "\(entry["name"] ?? ""): \(normalized.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }
}
