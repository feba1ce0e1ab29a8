/// The pack as the builder reads it: every content file parsed, grouped by kind in path order.
struct BuildInput {
    let settings: PackSettings
    let packTitle: [(String, String)]
    /// Content files (not pack.json) with their trees, sorted by path.
    let files: [ContentFile]
    let fileSystem: any PackFileSystem

    /// Reads and parses a pack that has passed lint (errors here mean lint was skipped).
    static func load(_ fileSystem: any PackFileSystem, limits: JSONLimits = .default) throws -> BuildInput {
        let paths = try fileSystem.allFiles().filter { $0.hasSuffix(".json") }
        var files: [ContentFile] = []
        var packRoot: JSONNode?
        for path in paths {
            let bytes = try fileSystem.read(path, maxBytes: limits.maxBytes)
            guard let root = JSONParser.parse(bytes, file: path, limits: limits).root else {
                throw BuildError.notLintClean(path)
            }
            let (kind, _) = ContentKindRule.kind(of: root, path: path)
            if kind == .pack {
                packRoot = root
            } else if let kind {
                files.append(ContentFile(path: path, source: SourceText(bytes), root: root, kind: kind))
            }
        }
        guard let packRoot else { throw BuildError.notLintClean("pack.json") }
        let title = packRoot["title"]?.object?.members.compactMap { member in member.value.string.map { (member.key, $0) } } ?? []
        return BuildInput(settings: PackSettings(packJSON: packRoot), packTitle: title, files: files, fileSystem: fileSystem)
    }

    func files(of kind: ContentKind) -> [ContentFile] { files.filter { $0.kind == kind } }
}

/// Why a build stopped.
public enum BuildError: Error, CustomStringConvertible, Equatable {
    case lintErrors(Int)
    case notLintClean(String)
    case missingAsset(String)
    case output(String)
    case versionTooLow(current: String, needed: String, previous: String)
    case idReused(String, String)
    case badKey(String)

    public var description: String {
        switch self {
        case .lintErrors(let count): "\(count) lint error\(count == 1 ? "" : "s"); nothing built"
        case .notLintClean(let path): "\(path) does not parse; run content-lint"
        case .missingAsset(let path): "asset \(path) cannot be read"
        case .output(let reason): "cannot write the bundle: \(reason)"
        case .versionTooLow(let current, let needed, let previous):
            "pack.json says version \(current), but the changes since \(previous) need a \(needed) bump"
        case .idReused(let id, let reason): "id \"\(id)\" was reused for a different item (\(reason)); give the new item a new id"
        case .badKey(let reason): "signing key: \(reason)"
        }
    }
}
