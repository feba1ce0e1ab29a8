import Foundation
import Testing

/// The runtime's platforms are iOS 13 and macOS 10.15 (Docs/Runtime.md, "Platform floor"). This
/// project builds on Linux, where Apple's availability is not checked, so the APIs that would
/// raise the floor are kept out of the runtime's sources by name.
@Suite struct PlatformFloorTests {
    /// Each API and the floor it would set.
    static let newer: [(pattern: String, needs: String)] = [
        ("String(validating:", "iOS 18, macOS 15"), ("Mutex<", "iOS 18, macOS 15"), ("Atomic<", "iOS 18, macOS 15"),
        ("import Synchronization", "iOS 18, macOS 15"), ("Regex", "iOS 16, macOS 13"), ("#/", "iOS 16, macOS 13"),
        ("ContinuousClock", "iOS 16, macOS 13"), ("SuspendingClock", "iOS 16, macOS 13"), ("Duration", "iOS 16, macOS 13"),
        ("URL(filePath:", "iOS 16, macOS 13"), (".appending(path:", "iOS 16, macOS 13"), (".formatted(", "iOS 15, macOS 12"),
        ("firstRange(of:", "iOS 16, macOS 13"), (".ranges(of:", "iOS 16, macOS 13"), ("wholeMatch", "iOS 16, macOS 13"),
        ("trimmingPrefix", "iOS 16, macOS 13"), ("AttributedString", "iOS 15, macOS 12"), ("Task.sleep(for:", "iOS 16, macOS 13"),
    ]

    @Test func theRuntimeUsesNoApiAboveItsFloor() throws {
        let package = try String(contentsOf: TestPaths.repository.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(package.contains("platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6)]"))
        var found: [String] = []
        for target in ["Sources/ContentBundle", "Sources/ContentBundleC"] {
            let root = TestPaths.repository.appendingPathComponent(target)
            let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
            #expect(!files.isEmpty)
            for file in files {
                let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
                for (number, line) in lines.enumerated() where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                    for api in Self.newer where line.contains(api.pattern) {
                        found.append("\(file.lastPathComponent):\(number + 1): \(api.pattern) (\(api.needs))")
                    }
                }
            }
        }
        #expect(found == [], "\(found.joined(separator: "\n"))")
    }
}
