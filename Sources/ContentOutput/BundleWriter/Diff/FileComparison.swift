import ContentBundle
import ContentCore
import ContentKinds
import ContentCheck

/// The bundle's other files: the pack's pictures under `assets/`, one line each, and the files
/// the build drew or generated from an item (matrix panels, jigsaw pieces, memory cards, dots,
/// anagram rounds), one line per folder. All are patches: what they show comes from an item or
/// a picture, whose own changes are ranked where they are made.
enum FileComparison {
    /// Files compared elsewhere (items, keys, tables) or not content (the manifest).
    static let comparedElsewhere: Set<String> = [
        BundleFormat.manifestFile, BundleFormat.signatureFile, BundleFormat.answersFile, BundleFormat.tablesFile,
        ItemRevisions.file,
    ]

    static func compare(old: [String: [UInt8]], new: [String: [UInt8]]) -> [(String, Finding)] {
        var drawn: [String: [String: Int]] = [:]
        var results: [(String, Finding)] = []
        for path in Set(old.keys).union(new.keys).sorted() where isCompared(path) && old[path] != new[path] {
            let change = old[path] == nil ? "added" : new[path] == nil ? "removed" : "changed"
            if path.hasPrefix("assets/") {
                results.append((path, Finding(bump: .patch, detail: change, reason: DiffReason.picture)))
            } else {
                let folder = path.split(separator: "/").dropLast().joined(separator: "/") + "/"
                drawn[folder, default: [:]][change, default: 0] += 1
            }
        }
        for (folder, counts) in drawn.sorted(by: { $0.key < $1.key }) {
            let detail = counts.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
            results.append((folder, Finding(bump: .patch, detail: "drawn files: \(detail)", reason: DiffReason.drawn)))
        }
        return results.sorted { $0.0 < $1.0 }
    }

    private static func isCompared(_ path: String) -> Bool {
        !path.hasPrefix("items/") && !comparedElsewhere.contains(path)
    }
}
