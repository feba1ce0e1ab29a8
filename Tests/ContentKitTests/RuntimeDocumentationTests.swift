import Foundation
import Testing

/// `///` on every public declaration of the runtime (STYLE.md 10): app developers read
/// `ContentBundle` through its documentation. A line starting with `public ` (after white space)
/// must follow a `///` line, attributes (`@…` lines) in between allowed. `init(from:)` and
/// `encode(to:)` are exempt: Codable's requirements, documented by the protocol, and a type that
/// reads or writes an unusual shape says so on the type.
@Suite struct RuntimeDocumentationTests {
    @Test func everyPublicDeclarationIsDocumented() throws {
        let root = TestPaths.repository.appendingPathComponent("Sources/ContentBundle")
        var undocumented: [String] = []
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL }
            .filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path } ?? []
        #expect(files.count > 20)
        for file in files {
            let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
            let name = file.path.dropFirst(root.path.count + 1)
            for (index, line) in lines.enumerated() where Self.needsDocumentation(line) {
                var previous = index - 1
                while previous >= 0, lines[previous].trimmingCharacters(in: .whitespaces).hasPrefix("@") { previous -= 1 }
                if previous < 0 || !lines[previous].trimmingCharacters(in: .whitespaces).hasPrefix("///") {
                    undocumented.append("\(name):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        #expect(undocumented == [], "\(undocumented.count) public declarations without ///:\n\(undocumented.joined(separator: "\n"))")
    }

    static func needsDocumentation(_ line: String) -> Bool {
        let text = line.drop { $0 == " " || $0 == "\t" }
        return text.hasPrefix("public ") && !text.hasPrefix("public init(from decoder") && !text.hasPrefix("public func encode(to encoder")
    }

    /// The runtime's documents: every code block in them compiles.
    static let documents = ["README.md", "Docs/Runtime.md"]

    /// The code blocks of a language (```swift, ```c, ```objc) in the runtime's documents.
    static func blocks(_ language: String) throws -> [(document: String, code: String)] {
        try documents.flatMap { document -> [(document: String, code: String)] in
            let text = try String(contentsOf: TestPaths.repository.appendingPathComponent(document), encoding: .utf8)
            return text.components(separatedBy: "```\(language)\n").dropFirst().map { (document, $0.components(separatedBy: "```")[0]) }
        }
    }

    /// Runs a compiler; its output when it fails.
    static func compile(_ arguments: [String]) throws -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let said = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? nil : String(decoding: said, as: UTF8.self)
    }

    /// The folder of the build's modules (`ContentBundle.swiftmodule`), beside the test bundle.
    static var modules: URL {
        var folder = Bundle.main.bundleURL
        while folder.path != "/", !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Modules/ContentBundle.swiftmodule").path) {
            folder.deleteLastPathComponent()
        }
        return folder.appendingPathComponent("Modules")
    }

    @Test func everySwiftBlockCompilesAgainstTheRuntime() throws {
        let blocks = try Self.blocks("swift")
        #expect(blocks.count >= 4, "README's example and Runtime.md's three")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("runtime-docs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // why: one file, each block in a function of its own with the names an app provides
        var source = "import Foundation\nimport ContentBundle\n"
        for (index, block) in blocks.enumerated() {
            let body = block.code.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("import ") }.joined(separator: "\n")
            source += "\n// \(block.document)\nfunc example\(index)(bundleURL: URL, shippedPublicKey: String, typed: String) async throws {\n\(body)\n}\n"
        }
        let file = folder.appendingPathComponent("Examples.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let failure = try Self.compile(["swiftc", "-typecheck", "-swift-version", "6", "-I", Self.modules.path, file.path])
        #expect(failure == nil, "\(failure ?? "")")
        // a block that does not compile is caught (the check is not vacuous)
        try (source + "\nfunc broken(bundle: ContentBundle) { let _: Int = bundle.riddles }\n").write(to: file, atomically: true, encoding: .utf8)
        #expect(try Self.compile(["swiftc", "-typecheck", "-swift-version", "6", "-I", Self.modules.path, file.path]) != nil)
    }

    @Test func everyCAndObjectiveCBlockCompilesAgainstTheHeader() throws {
        let include = TestPaths.repository.appendingPathComponent("Sources/ContentBundleC/include").path
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("runtime-docs-c-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let c = try Self.blocks("c")
        #expect(c.count >= 1)
        for (index, block) in c.enumerated() {
            let file = folder.appendingPathComponent("example\(index).c")
            try block.code.write(to: file, atomically: true, encoding: .utf8)
            let failure = try Self.compile(["cc", "-std=c11", "-Wall", "-Werror", "-fsyntax-only", "-I", include, file.path])
            #expect(failure == nil, "\(block.document): \(failure ?? "")")
        }
        // Objective-C against GNUstep's Foundation (Scripts/setup installs libgnustep-base-dev)
        let objc = try Self.blocks("objc")
        #expect(objc.count >= 1, "the tap-code example")
        let gnustep = "/usr/include/GNUstep"
        let runtime = try FileManager.default.contentsOfDirectory(atPath: "/usr/lib/gcc/x86_64-linux-gnu").map { "/usr/lib/gcc/x86_64-linux-gnu/\($0)/include" }
            .first { FileManager.default.fileExists(atPath: $0 + "/objc/objc.h") }
        try #require(FileManager.default.fileExists(atPath: gnustep + "/Foundation/Foundation.h") && runtime != nil,
                     "GNUstep's Foundation and the GNU Objective-C runtime's headers are needed: Scripts/setup installs libgnustep-base-dev")
        for (index, block) in objc.enumerated() {
            let file = folder.appendingPathComponent("example\(index).m")
            try block.code.write(to: file, atomically: true, encoding: .utf8)
            let failure = try Self.compile(["clang", "-x", "objective-c", "-fsyntax-only", "-Wno-unused-function", "-Werror", "-fobjc-runtime=gcc",
                                            "-fconstant-string-class=NSConstantString", "-DGNUSTEP", "-DGNUSTEP_BASE_LIBRARY=1", "-DGNU_RUNTIME=1",
                                            "-isystem", runtime!, "-isystem", gnustep, "-I", include, file.path])
            #expect(failure == nil, "\(block.document): \(failure ?? "")")
        }
    }
}
