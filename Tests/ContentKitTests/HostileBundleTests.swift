import ContentBundle
import Foundation
import Testing
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck
@testable import ContentOutput

/// Crafted bundles an app might be handed (issue 13): each is refused at `open` with a
/// `BundleError`, never a trap, and never read beyond itself.
@Suite struct HostileBundleTests {
    /// The sample pack's contents, built once for the process.
    static var sample: BundleContents { BundleFixture.sample.contents }

    /// Writes contents whose files were edited; the manifest is made for the edited bytes, so
    /// every hash matches and only the runtime's own checks stand in the way.
    private func write(_ edit: (inout [String: [UInt8]]) -> Void, zip: Bool = false) throws -> URL {
        var contents = Self.sample
        edit(&contents.files)
        return try BundleWriter.write(contents, to: BundleFixture.temporaryFolder("hostile"), options: BundleWriter.Options(zip: zip, opensBeforeReplacing: false))
    }

    private func replacing(_ file: String, _ old: String, _ new: String) -> (inout [String: [UInt8]]) -> Void {
        { files in
            let text = String(decoding: files[file] ?? [], as: UTF8.self)
            precondition(text.contains(old), "\(file) does not hold \(old)")
            files[file] = Array(text.replacingOccurrences(of: old, with: new).utf8)
        }
    }

    @Test func aMatrixAnswerThatIsNoOptionIsRefused() throws {
        // the sample's key of a-01, whatever position the series puts it in
        let answers = String(decoding: Self.sample.files["answers.json"] ?? [], as: UTF8.self)
        let key = try #require(answers.range(of: #""a-01": [0-9]+,"#, options: .regularExpression).map { String(answers[$0]) })
        for answer in ["1e300", "-1", "2.5", "99"] {
            let url = try write(replacing("answers.json", key, #""a-01": \#(answer),"#))
            #expect(throws: BundleError.malformedFile("answers.json", "the answer \(Double(answer)!) of a-01 is not one of its 6 options")) {
                try ContentBundle.open(url).readAllItems()
            }
        }
    }

    /// Edits of the first norm table's first band, and what the refusal must say.
    static let normEdits: [(String, String)] = [("iq", "IQs"), ("ages", "ages [7, 5]"), ("maxRawScore", "maxRawScore -3"), ("percentile", "percentile")]

    @Test(arguments: normEdits)
    func normsThatCannotScoreAreRefused(_ field: String, _ says: String) throws {
        let url = try write { files in
            guard var tables = (try? JSONSerialization.jsonObject(with: Data(files["tables.json"] ?? []))) as? [String: Any],
                  var norms = tables["norms"] as? [[String: Any]], var bands = norms.first?["bands"] as? [[String: Any]] else { return }
            switch field {
            case "iq": bands[0]["iq"] = [Int]()
            case "ages": bands[0]["ages"] = [7, 5]
            case "percentile": bands[0]["percentile"] = (bands[0]["percentile"] as? [Double] ?? []).map { _ in 250.0 }
            default: norms[0]["maxRawScore"] = -3
            }
            norms[0]["bands"] = bands
            tables["norms"] = norms
            files["tables.json"] = [UInt8]((try? JSONSerialization.data(withJSONObject: tables)) ?? Data())
        }
        try expectTablesRefused(url, says: says, "tables with a broken \(field)")
    }

    /// The bundle is refused at tables.json (when its tables are first read) with a reason holding `says`.
    private func expectTablesRefused(_ url: URL, says: String, _ what: String) throws {
        do {
            _ = try ContentBundle.open(url).tables
            Issue.record("opened \(what)")
        } catch let error as BundleError {
            guard case .malformedFile("tables.json", let reason) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(reason.contains(says), "\(reason)")
        }
    }

    /// Edits of a game table, and what the refusal must say.
    static let gameEdits: [(String, String)] = [
        ("missing game level", "names game level 99"), ("rounds", "rounds, not 7"), ("penalty", "out of range"), ("grid", "a grid is"),
    ]

    @Test(arguments: gameEdits)
    func gameTablesThatCannotBePlayedAreRefused(_ edit: String, _ says: String) throws {
        let url = try write { files in
            guard var tables = (try? JSONSerialization.jsonObject(with: Data(files["tables.json"] ?? []))) as? [String: Any],
                  var games = tables["games"] as? [String: Any], var math = games["math-check"] as? [String: Any],
                  var levels = math["levels"] as? [[String: Any]] else { return }
            switch edit {
            case "missing game level": levels[0]["rounds"] = [1, 1, 99, 2, 2, 3, 3]
            case "rounds": levels[0]["rounds"] = [1, 1]
            case "penalty": math["penalty"] = 7
            default:
                var find = games["find-pair"] as? [String: Any] ?? [:]
                var pool = find["gameLevels"] as? [[String: Any]] ?? []
                pool[0]["grid"] = [0, 99_999]
                find["gameLevels"] = pool
                games["find-pair"] = find
            }
            math["levels"] = levels
            games["math-check"] = math
            tables["games"] = games
            files["tables.json"] = [UInt8]((try? JSONSerialization.data(withJSONObject: tables)) ?? Data())
        }
        try expectTablesRefused(url, says: says, "a game table with \(edit)")
    }

    @Test func scoreNeverTrapsOnTablesMadeInCode() {
        let band = NormTable.Band(ages: [9, 5], iq: [], percentile: [])
        let tables = BundleTables(games: [:], pools: [:], norms: [NormTable(test: ["a"], cap: 145, floor: 55, maxRawScore: -1, bands: [band])])
        #expect(tables.score(rawScore: 0, age: 6) == nil)
        let short = BundleTables(games: [:], pools: [:], norms: [NormTable(test: ["a"], cap: 145, floor: 55, maxRawScore: 5, bands: [NormTable.Band(ages: [5, 9], iq: [1], percentile: [1])])])
        #expect(short.score(rawScore: 3, age: 6) == nil)
    }

    @Test func aManifestPathOutsideTheBundleIsRefusedUnread() throws {
        let url = try write { _ in }
        let manifestURL = url.appendingPathComponent("manifest.json")
        let outside = url.deletingLastPathComponent().appendingPathComponent("secret.txt")
        try Data("secret".utf8).write(to: outside)
        for path in ["../secret.txt", "/etc/hostname", "items//riddles.json", "items\\riddles.json", "./tables.json"] {
            let text = try String(contentsOf: manifestURL, encoding: .utf8)
            let edited = text.replacingOccurrences(of: #""path": "tables.json""#, with: #""path": "\#(path.replacingOccurrences(of: "\\", with: "\\\\"))""#)
            try edited.write(to: manifestURL, atomically: true, encoding: .utf8)
            do {
                _ = try ContentBundle.open(url)
                Issue.record("opened a manifest listing \(path)")
            } catch let error as BundleError {
                guard case .unsafePath(path, _) = error else {
                Issue.record("\(path): \(error)")
                return
            }
            }
            try text.write(to: manifestURL, atomically: true, encoding: .utf8)
        }
    }

    @Test func aLinkInABundleFolderIsRefused() throws {
        let url = try write { _ in }
        try FileManager.default.createSymbolicLink(atPath: url.appendingPathComponent("items/link.json").path, withDestinationPath: "/etc/hostname")
        #expect(throws: BundleError.linkInBundle("items/link.json")) { try ContentBundle.open(url) }
        try FileManager.default.removeItem(at: url.appendingPathComponent("items/link.json"))
        // a listed file replaced by a link to a copy of itself
        let tables = url.appendingPathComponent("tables.json")
        let copy = url.deletingLastPathComponent().appendingPathComponent("tables-copy.json")
        try FileManager.default.moveItem(at: tables, to: copy)
        try FileManager.default.createSymbolicLink(at: tables, withDestinationURL: copy)
        #expect(throws: BundleError.linkInBundle("tables.json")) { try ContentBundle.open(url) }
    }

    // MARK: zips

    /// A small bundle's zip: a pack of one riddle.
    static let smallZip: [UInt8] = smallBundle.zip
    /// The same bundle's files, by path.
    static let smallFiles: [String: Data] = smallBundle.files

    static let smallBundle: (zip: [UInt8], files: [String: Data]) = {
        let pack = MemoryPack(texts: [
            "pack.json": #"{"kind": "pack", "id": "tiny", "version": "1.0.0", "title": {"en": "Tiny"}, "locales": ["en"], "answers": "embedded"}"#,
            "riddles.json": #"{"kind": "riddles", "items": [{"id": "towel", "difficulty": 1, "text": {"en": "What gets wetter the more it dries?"}, "answers": {"en": ["a towel"]}}]}"#,
        ])
        let contents = try! BundleBuilder.build(pack).0
        let folder = BundleFixture.temporaryFolder("small-zip")
        let url = try! BundleWriter.write(contents, to: folder, options: BundleWriter.Options(zip: true, opensBeforeReplacing: false))
        let plain = try! BundleWriter.write(contents, to: folder)
        return ([UInt8](try! Data(contentsOf: url)), BundleFixture.files(under: plain))
    }()

    private func open(zip bytes: [UInt8]) throws -> ContentBundle {
        let url = BundleFixture.temporaryFolder("zip-case").appendingPathComponent("b.zip")
        try Data(bytes).write(to: url)
        let bundle = try ContentBundle.open(url)
        try bundle.readAllItems()
        return bundle
    }

    /// Every single-bit change anywhere in the zip is refused, at open or when the file is read:
    /// headers are canonical, entries carry their CRC-32, files their SHA-256 (205 of 516 header
    /// positions were accepted before).
    @Test func everyBitFlipInAZipIsRefused() throws {
        let original = Self.smallZip
        #expect((try? open(zip: original)) != nil)
        let url = BundleFixture.temporaryFolder("flips").appendingPathComponent("b.zip")
        var accepted: [Int] = []
        for position in original.indices {
            var bytes = original
            bytes[position] ^= position % 2 == 0 ? 0x01 : 0x80
            try Data(bytes).write(to: url)
            // why: every file read, as an app that uses the whole bundle reads it
            if (try? ContentBundle.open(url).verifyAllFiles()) != nil { accepted.append(position) }
        }
        #expect(accepted.isEmpty, "\(accepted.count) of \(original.count) flipped bytes accepted, at \(accepted.prefix(20))")
    }

    /// Parses a zip written by `ZipWriter`: each entry's local header offset, name and its
    /// central-directory record's offset.
    private func entries(_ zip: [UInt8]) -> [(name: String, local: Int, central: Int)] {
        func u16(_ at: Int) -> Int { Int(zip[at]) | Int(zip[at + 1]) << 8 }
        func u32(_ at: Int) -> Int { u16(at) | u16(at + 2) << 16 }
        let end = zip.count - 22
        var offset = u32(end + 16)
        var found: [(String, Int, Int)] = []
        for _ in 0..<u16(end + 10) {
            let nameLength = u16(offset + 28)
            found.append((String(decoding: zip[(offset + 46)..<(offset + 46 + nameLength)], as: UTF8.self), u32(offset + 42), offset))
            offset += 46 + nameLength
        }
        return found
    }

    @Test func sixtyThousandEntriesPointingAtOneAreRefusedQuickly() throws {
        let zip = Self.smallZip
        let list = entries(zip)
        let first = list[0]
        let recordLength = 46 + first.name.utf8.count
        let record = Array(zip[first.central..<(first.central + recordLength)])
        let centralStart = list[0].central
        var crafted = Array(zip[..<centralStart])
        let count = 60_000
        for _ in 0..<count { crafted += record }
        let centralSize = crafted.count - centralStart
        func le(_ value: Int, _ width: Int) -> [UInt8] { (0..<width).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
        crafted += le(0x0605_4B50, 4) + le(0, 4) + le(count & 0xFFFF, 2) + le(count & 0xFFFF, 2) + le(centralSize, 4) + le(centralStart, 4) + le(0, 2)
        #expect(throws: BundleError.self) { try open(zip: crafted) }
    }

    @Test func aZipWithTheSameNameTwiceIsRefused() throws {
        // A tampered manifest.json first, the real one after: the reader used to keep the last
        // while the signature check saw the other.
        let files = Self.smallFiles
        #expect(files["manifest.json"] != nil)
        var ordered = files.keys.sorted().map { ($0, [UInt8](files[$0]!)) }
        let manifest = try #require(ordered.first { $0.0 == "manifest.json" })
        ordered.insert(("manifest.json", Array(String(decoding: manifest.1, as: UTF8.self).replacingOccurrences(of: "tiny", with: "evil").utf8)), at: 0)
        #expect(throws: BundleError.unreadableArchive("manifest.json is in the archive twice")) { try open(zip: ZipWriter.archive(ordered)) }
    }

    @Test func aZipEntryNamedOutsideTheBundleIsRefused() throws {
        let zip = Self.smallZip
        let entry = try #require(entries(zip).first { $0.name == "tables.json" })
        var bytes = zip
        for base in [entry.local + 30, entry.central + 46] { bytes.replaceSubrange(base..<(base + 11), with: Array("../x/a.json".utf8)) }
        do {
            _ = try open(zip: bytes)
            Issue.record("opened a zip naming ../x/a.json")
        } catch let error as BundleError {
            guard case .unreadableArchive(let reason) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(reason.contains("\"..\" in the path"), "\(reason)")
        }
    }
}

/// Replacing a bundle and what killed builds leave behind (issue 13, durability).
@Suite struct BundleReplacementTests {
    private func contents(_ version: String) throws -> BundleContents {
        var contents = try BundleBuilder.build(MemoryPack(texts: [
            "pack.json": #"{"kind": "pack", "id": "tiny", "version": "1.0.0", "title": {"en": "Tiny"}, "locales": ["en"], "answers": "embedded"}"#,
            "riddles.json": #"{"kind": "riddles", "items": [{"id": "towel", "difficulty": 1, "text": {"en": "What gets wetter the more it dries? \#(version)"}, "answers": {"en": ["a towel"]}}]}"#,
        ])).0
        contents.version = "1.0.0"
        return contents
    }

    @Test func aBundleFolderIsReplacedWhole() throws {
        let dist = BundleFixture.temporaryFolder("replace")
        let first = try BundleWriter.write(contents("one"), to: dist)
        let second = try BundleWriter.write(contents("two"), to: dist)
        #expect(first.standardizedFileURL.path == second.standardizedFileURL.path)
        let riddles = try String(contentsOf: second.appendingPathComponent("items/riddles.json"), encoding: .utf8)
        #expect(riddles.contains("two") && !riddles.contains("one"))
        #expect((try? ContentBundle.open(second)) != nil)
        let names = try FileManager.default.contentsOfDirectory(atPath: dist.path)
        #expect(names.allSatisfy { !$0.contains(".tmp-") && !$0.contains(".old-") }, "\(names)")
    }

    /// A pid no process has (the kernel's pid_max is at most 4194304).
    static let deadPID = 4_194_305

    @Test func leftoversOfKilledBuildsAreCleaned() throws {
        let dist = BundleFixture.temporaryFolder("leftovers")
        let bundle = try BundleWriter.write(contents("one"), to: dist)
        let manager = FileManager.default
        // a half-written bundle of a killed build, and a killed build's bundle moved aside
        let temporary = dist.appendingPathComponent(".tiny-1.0.0.tmp-\(Self.deadPID)-0123456789abcdef")
        try manager.createDirectory(at: temporary, withIntermediateDirectories: true)
        try Data("half".utf8).write(to: temporary.appendingPathComponent("tables.json"))
        try Data().write(to: temporary.appendingPathComponent(".content-build-partial"))
        // a folder of that shape that a killed build did not make (no marker, no bundle), and a
        // link of that shape to a folder of the user's: neither is touched
        let foreign = dist.appendingPathComponent(".notes.tmp-\(Self.deadPID)")
        try manager.createDirectory(at: foreign, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: foreign.appendingPathComponent("notes.txt"))
        let home = BundleFixture.temporaryFolder("leftover-link-target")
        try Data("keep".utf8).write(to: home.appendingPathComponent(".content-build-partial"))
        try Data("keep".utf8).write(to: home.appendingPathComponent("diary.txt"))
        try manager.createSymbolicLink(at: dist.appendingPathComponent(".home.tmp-\(Self.deadPID)"), withDestinationURL: home)
        let aside = dist.appendingPathComponent(".tiny-1.0.0.old-\(Self.deadPID)")
        try manager.moveItem(at: bundle, to: aside)
        // a leftover of a build still running (this process) is left alone
        let running = dist.appendingPathComponent(".other-2.0.0.tmp-\(getpid())")
        try manager.createDirectory(at: running, withIntermediateDirectories: true)

        BundleWriter.removeLeftovers(in: dist)
        #expect(!manager.fileExists(atPath: temporary.path))
        #expect(!manager.fileExists(atPath: aside.path))
        #expect((try? ContentBundle.open(bundle)) != nil, "the bundle moved aside by the killed build is back")
        #expect(manager.fileExists(atPath: running.path))
        #expect(manager.fileExists(atPath: foreign.appendingPathComponent("notes.txt").path))
        #expect(manager.fileExists(atPath: home.appendingPathComponent("diary.txt").path))
    }
}
