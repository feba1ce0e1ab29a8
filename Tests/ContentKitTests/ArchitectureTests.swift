import ContentBundle
import Foundation
import Testing
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck
@testable import ContentOutput

/// The architecture as Docs/Architecture.md states it, held by tests: a content kind is one
/// folder of ContentKinds (its spec, domain code, rules, facts and preview) plus its runtime type;
/// kind folders use one another only along the listed edges; rule types are named for their ids,
/// one rule per file; and the document's target table is Package.swift's graph.
@Suite struct ArchitectureTests {
    static let sources = TestPaths.repository.appendingPathComponent("Sources")

    /// Every Swift file under `folder`, with its path relative to `Sources/`.
    static func swiftFiles(under folder: String = "") throws -> [(path: String, text: String)] {
        let root = sources.appendingPathComponent(folder)
        let urls = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)!.compactMap { $0 as? URL }
        return try urls.filter { $0.pathExtension == "swift" }.map { url in
            (String(url.standardizedFileURL.path.dropFirst(sources.standardizedFileURL.path.count + 1)), try String(contentsOf: url, encoding: .utf8))
        }.sorted { $0.path < $1.path }
    }

    /// The spec's folder in ContentKinds: its type name without `Kind`.
    static func folder(of spec: any KindSpec) -> String {
        String(String(describing: type(of: spec)).dropLast("Kind".count))
    }

    // MARK: - A kind is named in its folder and its runtime type only

    /// Why a kind's name may appear outside its folder, where it is not the kind.
    static let notTheKind: [(file: String, text: String, why: String)] = [
        ("ContentBundle/Games/GameLevel.swift", #""memory""#, "the memory game's type name"),
        ("ContentKinds/Plans/PlansKind.swift", #""slides""#, "a plan's member named slides (the show it links to)"),
        ("ContentKinds/Games/Rules/GameContentRule.swift", #"slides(for: "memory")"#, "the memory game's slides in an example"),
        ("ContentKinds/Games/Rules/GameTypeRule.swift", #"id: "game-type""#, "the id of the games' rule about their types"),
    ]

    /// A kind's `ContentKind` constant or name literal appears only in `Sources/ContentKinds/<Kind>/`
    /// and in the ContentBundle files that declare its constant and its runtime type; other code
    /// reaches a kind through its spec's or its runtime type's API (`MatrixSeries.kind`). Checked
    /// in code: comments are not, nor are raw and multi-line string literals (example content,
    /// such as `{"kind": "riddles", …}`), except the preview's page script, whose JavaScript is code.
    /// The fuzz targets name the surfaces they drive.
    @Test func aKindIsNamedOnlyInItsFolderAndItsRuntimeType() throws {
        let files = try Self.swiftFiles().filter { !$0.path.contains("/Fuzzing/") && !$0.path.hasSuffix("EmbeddedSchemas.swift") }.map { file in
            (path: file.path, code: SwiftCode.strip(file.text, keepingRawStrings: file.path.hasPrefix("ContentOutput/Preview/")))
        }
        let runtime = try Self.swiftFiles(under: "ContentBundle")
        let kindFiles = try Self.swiftFiles(under: "ContentKinds")
        var leaks: [String] = []
        for spec in KindRegistry.all {
            let raw = spec.kind.rawValue
            // a kind with no runtime type (game-type) declares its constant in its folder
            let found = Self.memberName(declaring: spec.kind, in: runtime + kindFiles)
            #expect(found != nil, "\(raw) has no constant")
            guard let swiftName = found else { continue }
            let own = "ContentKinds/\(Self.folder(of: spec))/"
            let runtimeFiles = Set(runtime.filter { file in
                file.text.contains("static let \(swiftName) = ContentKind(") || file.text.contains("static let kind = ContentKind.\(swiftName)\n")
            }.map(\.path))
            let literal = try Regex("(^|[^\\[(])[\"'`]\(raw)[\"'`]")
            let member = try Regex("(ContentKind\\.\(swiftName)\\b)|((^|[^A-Za-z0-9_)\\]])\\.\(swiftName)\\b)")
            for file in files where !file.path.hasPrefix(own) && !runtimeFiles.contains(file.path) {
                guard file.code.contains(raw) || file.code.contains(swiftName) else { continue }
                for (index, line) in file.code.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                where line.contains(literal) || line.contains(member) {
                    let excused = Self.notTheKind.contains { $0.file == file.path && line.contains($0.text) }
                    if !excused { leaks.append("\(file.path):\(index + 1): \(raw): \(line.trimmingCharacters(in: .whitespaces))") }
                }
            }
        }
        #expect(leaks.isEmpty, "a kind named outside its folder and runtime type:\n\(leaks.joined(separator: "\n"))")
    }

    /// The Swift name of a kind's constant, as ContentBundle declares it.
    static func memberName(declaring kind: ContentKind, in runtime: [(path: String, text: String)]) -> String? {
        for file in runtime {
            if let match = file.text.firstMatch(of: try! Regex("static let (\\w+) = ContentKind\\((rawValue: )?\"\(kind.rawValue)\"\\)")) {
                return match.output[1].substring.map(String.init)
            }
        }
        return nil
    }

    // MARK: - One folder per kind

    /// Every kind has its folder holding its spec (`<Kind>/<Kind>Kind.swift`), every folder of
    /// ContentKinds but `Shared` is a kind's, and a kind's rules sit in its folder's `Rules/`.
    @Test func everyKindIsOneFolder() throws {
        let kinds = Self.sources.appendingPathComponent("ContentKinds")
        let folders = try FileManager.default.contentsOfDirectory(atPath: kinds.path).filter { name in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: kinds.appendingPathComponent(name).path, isDirectory: &isFolder) && isFolder.boolValue
        }
        let specFolders = KindRegistry.all.map(Self.folder)
        #expect(Set(folders) == Set(specFolders + ["Shared"]))
        #expect(specFolders.count == Set(specFolders).count)
        for spec in KindRegistry.all {
            let folder = Self.folder(of: spec)
            let file = kinds.appendingPathComponent("\(folder)/\(folder)Kind.swift")
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(text.contains("struct \(folder)Kind: KindSpec"), "\(file.lastPathComponent) holds the spec")
        }
        let files = try Self.swiftFiles(under: "ContentKinds")
        for rule in RuleRegistry.all {
            let name = String(describing: rule)
            let homes = files.filter { $0.text.contains("struct \(name): ") }.map(\.path)
            #expect(homes.count == 1, "\(name) is declared once: \(homes)")
            guard let home = homes.first else { continue }
            let kindFolder = rule.description.kind.flatMap { kind in KindRegistry.spec(kind) }.map(Self.folder) ?? "Shared"
            #expect(home.hasPrefix("ContentKinds/\(kindFolder)/Rules/"), "\(name) is in \(home), not in \(kindFolder)/Rules/")
        }
    }

    // MARK: - Names

    /// A rule's type is its id in UpperCamelCase with `Rule` after it (JSON, SVG, ID and IQ
    /// capitalised), in a file of that name that declares no other rule.
    @Test func ruleTypesAreNamedForTheirIDsOnePerFile() throws {
        let files = try Self.swiftFiles(under: "ContentKinds")
        let acronyms: Set<String> = ["json", "svg", "id", "iq", "nfc"]
        for rule in RuleRegistry.all {
            let id = rule.description.id
            let expected = id.split(separator: "-").map { part in
                acronyms.contains(String(part)) ? part.uppercased() : part.prefix(1).uppercased() + part.dropFirst()
            }.joined() + "Rule"
            #expect(String(describing: rule) == expected, "\(id) is \(rule), not \(expected)")
            let file = files.first { $0.path.hasSuffix("/\(expected).swift") }
            #expect(file != nil, "no file \(expected).swift for \(id)")
            if let file {
                let descriptions = file.text.components(separatedBy: "RuleDescription(").count - 1
                #expect(descriptions == 1, "\(file.path) describes \(descriptions) rules")
            }
        }
    }

    // MARK: - Kind folders and their neighbours

    /// The edges between kind folders, as Docs/Architecture.md's ContentKinds table lists them
    /// (`(uses `Anagrams/`, …)`): a kind folder uses another's types (or its example builders)
    /// only along these; every kind folder may use `Shared`, which uses no kind folder.
    static func kindEdges() throws -> Set<String> {
        var edges: Set<String> = []
        for row in try ArchitectureDocument.rows(of: "ContentKinds") {
            guard let uses = row.text.range(of: "(uses ") else { continue }
            for match in row.text[uses.upperBound...].matches(of: try Regex("`(\\w+)/`")) {
                edges.insert("\(row.folder) -> \(match.output[1].substring!)")
            }
        }
        return edges
    }

    @Test func kindFoldersUseOnlyTheirListedNeighbours() throws {
        let files = try Self.swiftFiles(under: "ContentKinds").filter { $0.path.split(separator: "/").count > 2 }.map { file in
            (folder: String(file.path.split(separator: "/")[1]), text: file.text, code: SwiftCode.strip(file.text, keepingRawStrings: false))
        }
        let typeDeclaration = try Regex("(?m)^(?:(?:public|package|private|fileprivate) )?(?:final |indirect )?(?:struct|enum|class|protocol|typealias) (\\w+)")
        let exampleDeclaration = try Regex("(?m)^    static (?:func|let|var) (\\w+)")
        var homes: [String: Set<String>] = [:]
        for file in files {
            for match in file.text.matches(of: typeDeclaration) { homes[String(match.output[1].substring!), default: []].insert(file.folder) }
            // the example builders each folder adds to `Examples`
            if file.text.contains("extension Examples {") {
                for match in file.text.matches(of: exampleDeclaration) { homes["Examples." + String(match.output[1].substring!), default: []].insert(file.folder) }
            }
        }
        let identifier = try Regex("\\b(?:Examples\\.)?[A-Za-z_]\\w*")
        var edges: [String: Set<String>] = [:]
        for file in files {
            for match in file.code.matches(of: identifier) {
                let name = String(file.code[match.range])
                guard let declared = homes[name], !declared.contains(file.folder) else { continue }
                for other in declared where other != "Shared" { edges["\(file.folder) -> \(other)", default: []].insert(name) }
            }
        }
        let listed = try Self.kindEdges()
        #expect(listed.count >= 7)
        let unlisted = edges.filter { !listed.contains($0.key) }
        #expect(unlisted.isEmpty, "kind folders use each other beyond the listed edges: \(unlisted)")
        #expect(Set(edges.keys) == listed, "a listed edge is no longer used: \(listed.subtracting(edges.keys))")
    }
}

extension ArchitectureTests {
    // MARK: - One seam per C library

    /// Each C library is imported by exactly the one Swift file Docs/Architecture.md names.
    @Test func eachCLibraryIsImportedByOneFile() throws {
        let expected = [
            "CLibPNG": "ContentArt/PNG/LibPNG.swift", "CPNGWriter": "ContentArt/PNG/LibPNG.swift",
            "CLibDeflate": "ContentArt/PNG/LibDeflate.swift", "CLibXML2": "ContentArt/SVG/LibXML2.swift",
            "CLibSndfile": "ContentAudio/LibSndfile.swift", "CLibEBUR128": "ContentAudio/LibEBUR128.swift",
        ]
        let files = try Self.swiftFiles()
        for (library, home) in expected {
            let importers = files.filter { $0.text.contains("import \(library)\n") }.map(\.path)
            #expect(importers == [home], "\(library) is imported by \(importers), not only by \(home)")
            #expect(try ArchitectureDocument.text().contains(String(home.split(separator: "/").last!)), "Architecture.md names \(home)")
        }
    }
}

extension ArchitectureTests {
    // MARK: - The document is the package

    /// Docs/Architecture.md's target table is Package.swift's targets with their dependencies.
    @Test func theTargetTableIsPackageSwiftsGraph() throws {
        let package = try PackageGraph.read(TestPaths.repository.appendingPathComponent("Package.swift"))
        let documented = try ArchitectureDocument.targets()
        #expect(Set(documented.keys) == Set(package.keys), "targets: document \(documented.keys.sorted()), Package.swift \(package.keys.sorted())")
        for (target, dependencies) in package {
            #expect(documented[target] == dependencies, "\(target): document \(documented[target] ?? []), Package.swift \(dependencies)")
        }
    }

    /// Each target's folder table lists exactly its folders, and inside ContentCore, ContentCheck,
    /// ContentOutput and ContentArt a folder names only types of the folders above it.
    @Test(arguments: ["ContentCore", "ContentKinds", "ContentCheck", "ContentOutput", "ContentArt"])
    func eachFolderTableIsItsTargetInOrder(target: String) throws {
        let rows = try ArchitectureDocument.rows(of: target).map(\.folder)
        let root = Self.sources.appendingPathComponent(target)
        let folders = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { name in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: root.appendingPathComponent(name).path, isDirectory: &isFolder) && isFolder.boolValue
        }
        #expect(Set(rows) == Set(folders), "\(target): document \(rows.sorted()), folders \(folders.sorted())")
        guard target != "ContentKinds" else { return }
        let files = try Self.swiftFiles(under: target).filter { $0.path.split(separator: "/").count > 2 }.map { file in
            (folder: String(file.path.split(separator: "/")[1]), text: file.text, code: SwiftCode.strip(file.text, keepingRawStrings: false))
        }
        let declaration = try Regex("(?m)^\\s*(?:(?:public|package|private|fileprivate) )?(?:final |indirect )?(?:struct|enum|class|protocol|typealias) (\\w+)")
        var homes: [String: Set<String>] = [:]
        for file in files {
            for match in file.text.matches(of: declaration) { homes[String(match.output[1].substring!), default: []].insert(file.folder) }
        }
        let order = Dictionary(uniqueKeysWithValues: rows.enumerated().map { ($1, $0) })
        var backward: Set<String> = []
        for file in files {
            for match in file.code.matches(of: try Regex("\\b[A-Z]\\w*")) {
                let name = String(file.code[match.range])
                guard let declared = homes[name], !declared.contains(file.folder) else { continue }
                for home in declared where (order[home] ?? 0) > (order[file.folder] ?? 0) { backward.insert("\(file.folder) -> \(home) (\(name))") }
            }
        }
        #expect(backward.isEmpty, "\(target): folders using folders below them: \(backward.sorted())")
    }
}

/// Docs/Architecture.md's tables.
enum ArchitectureDocument {
    static func text() throws -> String {
        try String(contentsOf: TestPaths.repository.appendingPathComponent("Docs/Architecture.md"), encoding: .utf8)
    }

    /// The section's table rows: the first cell's name without backquotes and slash, and the row.
    static func rows(in section: String) -> [(folder: String, text: String)] {
        section.split(separator: "\n").compactMap { line -> (String, String)? in
            guard line.hasPrefix("| `") else { return nil }
            let first = line.dropFirst(3).prefix { $0 != "`" }
            return (String(first.hasSuffix("/") ? first.dropLast() : first), String(line))
        }
    }

    /// The rows of `### <target>`'s table.
    static func rows(of target: String) throws -> [(folder: String, text: String)] {
        let document = try text()
        guard let start = document.range(of: "\n### \(target)\n") else { return [] }
        let rest = document[start.upperBound...]
        let end = rest.range(of: "\n#")?.lowerBound ?? rest.endIndex
        return rows(in: String(rest[..<end]))
    }

    /// `## Targets`: each target with its dependencies.
    static func targets() throws -> [String: Set<String>] {
        let document = try text()
        guard let start = document.range(of: "\n## Targets\n") else { return [:] }
        let rest = document[start.upperBound...]
        let section = String(rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)])
        return Dictionary(uniqueKeysWithValues: rows(in: section).map { row in
            let cells = row.text.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            let dependencies = cells.count > 3 ? cells[3].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty } : []
            return (row.folder, Set(dependencies))
        })
    }
}

/// Package.swift's targets (tests aside) and the names they depend on (a product by its name).
enum PackageGraph {
    static func read(_ url: URL) throws -> [String: Set<String>] {
        let text = try String(contentsOf: url, encoding: .utf8)
        let declaration = try Regex("\\.(target|executableTarget|systemLibrary|testTarget)\\(")
        let starts = text.matches(of: declaration).map { ($0.range, String($0.output[1].substring!)) }
        var graph: [String: Set<String>] = [:]
        for (index, (range, kind)) in starts.enumerated() where kind != "testTarget" {
            let end = index + 1 < starts.count ? starts[index + 1].0.lowerBound : text.endIndex
            let body = text[range.upperBound..<end]
            guard let name = body.firstMatch(of: try Regex("name: \"([^\"]+)\""))?.output[1].substring else { continue }
            var dependencies: Set<String> = []
            if let list = body.range(of: "dependencies: [") {
                var depth = 1, position = list.upperBound
                while position < body.endIndex, depth > 0 {
                    if body[position] == "[" { depth += 1 } else if body[position] == "]" { depth -= 1 }
                    position = body.index(after: position)
                }
                let inside = body[list.upperBound..<position]
                // a product is named by its name; its package string is not a dependency
                let cleaned = inside.replacing(try Regex(", package: \"[^\"]+\""), with: "")
                for match in cleaned.matches(of: try Regex("\"([^\"]+)\"")) { dependencies.insert(String(match.output[1].substring!)) }
            }
            graph[String(name)] = dependencies
        }
        return graph
    }
}

/// Swift source with its comments blanked and, unless kept, the contents of its raw and
/// multi-line string literals (line breaks stay, so line numbers hold).
enum SwiftCode {
    static func strip(_ text: String, keepingRawStrings: Bool) -> String {
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var index = 0
        func blank(until end: Int) {
            while index < end {
                out.append(scalars[index] == "\n" ? "\n" : " ")
                index += 1
            }
        }
        func starts(_ token: String, at position: Int) -> Bool {
            let token = Array(token.unicodeScalars)
            return position + token.count <= scalars.count && Array(scalars[position..<position + token.count]) == token
        }
        func find(_ token: String, from position: Int) -> Int {
            var position = position
            while position < scalars.count, !starts(token, at: position) { position += 1 }
            return min(position + token.unicodeScalars.count, scalars.count)
        }
        while index < scalars.count {
            if starts("//", at: index) {
                blank(until: find("\n", from: index) - 1)
            } else if starts("/*", at: index) {
                blank(until: find("*/", from: index))
            } else if starts("#\"\"\"", at: index) || starts("\"\"\"", at: index) || starts("#\"", at: index) {
                let open = starts("#\"\"\"", at: index) ? "#\"\"\"" : starts("\"\"\"", at: index) ? "\"\"\"" : "#\""
                let close = open == "#\"\"\"" ? "\"\"\"#" : open == "\"\"\"" ? "\"\"\"" : "\"#"
                let end = find(close, from: index + open.unicodeScalars.count)
                if keepingRawStrings {
                    while index < end { out.append(scalars[index]); index += 1 }
                } else {
                    blank(until: end)
                }
            } else if scalars[index] == "\"" {
                // a plain string literal stays: a kind named in code is a kind named
                out.append(scalars[index])
                index += 1
                while index < scalars.count, scalars[index] != "\"", scalars[index] != "\n" {
                    if scalars[index] == "\\", index + 1 < scalars.count {
                        out.append(scalars[index])
                        index += 1
                    }
                    out.append(scalars[index])
                    index += 1
                }
                if index < scalars.count, scalars[index] == "\"" {
                    out.append(scalars[index])
                    index += 1
                }
            } else {
                out.append(scalars[index])
                index += 1
            }
        }
        return String(out)
    }
}
