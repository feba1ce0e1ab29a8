/// Why a build stopped.
public enum BuildError: Error, CustomStringConvertible, Equatable {
    case lintErrors(Int)
    case notLintClean(String)
    case missingAsset(String)
    /// A picture the pack names cannot be used (only when the rule that checks it is off).
    case asset(String, String)
    case output(String)
    case versionTooLow(current: String, needed: String, previous: String, suggested: String)
    case idReused(String, String)
    case badKey(String)

    public var description: String {
        switch self {
        case .lintErrors(let count): "\(counted(count, "lint error")); nothing built"
        case .notLintClean(let path): "\(path) does not parse; run content-lint"
        case .missingAsset(let path): "asset \(path) cannot be read"
        case .asset(let path, let reason): "\(path): \(reason)"
        case .output(let reason): "cannot write the bundle: \(reason)"
        case .versionTooLow(let current, let needed, let previous, let suggested):
            "pack.json says version \(current), but the changes since \(previous) need a \(needed) bump (to \(suggested))"
        case .idReused(let id, let reason): "id \"\(id)\" was reused for a different item (\(reason)); give the new item a new id"
        case .badKey(let reason): "signing key: \(reason)"
        }
    }
}
