import Foundation
import ContentCore
import ContentKinds

/// How a pack is checked: limits, schemas, the configuration, dictionaries, and what the caller
/// keeps afterwards. The same options serve `content-lint`, `content-build` and `sheet`, so the
/// three give one verdict on one pack.
public struct LintOptions: Sendable {
    public var limits: JSONLimits
    public var catalog: SchemaCatalog
    public var configuration: LintConfiguration
    /// Where word lists come from for the dictionary check (nil: no dictionary check).
    public var dictionaries: DictionarySource?
    /// Keep every content file's tree in the checked pack (the builder compiles from them);
    /// a lint-only run keeps only what the pack rules read.
    public var keepContent: Bool
    /// Pack-relative folders that are not part of the pack (a build's output inside it).
    public var excludedFolders: [String]
    /// Where findings are kept between runs, so that a run checks only what changed (lint
    /// only: a run that keeps content for a build checks every file).
    public var cache: LintCacheStore?

    public init(limits: JSONLimits = .default, catalog: SchemaCatalog = .embedded,
                configuration: LintConfiguration = LintConfiguration(), dictionaries: DictionarySource? = nil,
                keepContent: Bool = false, excludedFolders: [String] = []) {
        self.limits = limits
        self.catalog = catalog
        self.configuration = configuration
        self.dictionaries = dictionaries
        self.keepContent = keepContent
        self.excludedFolders = excludedFolders
    }

    /// Whether a pack-relative path is part of the pack: not ignored by the configuration, not
    /// under an excluded folder.
    func isContent(_ path: String) -> Bool {
        !configuration.isIgnored(path) && !excludedFolders.contains { path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
    }
}

extension LintOptions {
    /// Everything in these options that changes findings, as text for the lint cache's key: the
    /// configuration, the limits, the excluded folders and the dictionaries (each file's name,
    /// size and time). Nil when the dictionaries are given in memory (tests): no cache then.
    var cacheFingerprint: String? {
        var parts = configuration.severities.keys.sorted().map { "rule \($0)=\(configuration.severities[$0]!.map(\.rawValue) ?? "off")" }
        parts += configuration.ignore.map { "ignore \($0)" } + excludedFolders.map { "excluded \($0)" }
        parts.append("limits \(limits.maxDepth) \(limits.maxBytes) keep \(keepContent)")
        switch dictionaries {
        case nil:
            parts.append("no dictionaries")
        case .folder(let folder):
            parts.append("dictionaries \(folder)")
            for name in ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted() {
                let stamp = FileStamp.of(folder + "/" + name)
                parts.append("\(name) \(stamp?.size ?? -1) \(stamp?.modified ?? -1)")
            }
        case .given:
            return nil
        }
        return parts.joined(separator: "\n")
    }
}

extension LintCacheStore {
    /// The cache of the pack at `packRoot` in `folder`, valid for this toolchain and `options`;
    /// nil when the options cannot be fingerprinted (schemas from a folder, given dictionaries).
    public init?(folder: CacheFolder, secret: CacheSecret, packRoot: URL, options: LintOptions, toolchain: String = ToolchainVersion.buildIdentity) {
        self.init(folder: folder, secret: secret, packRoot: packRoot, fingerprint: options.cacheFingerprint, toolchain: toolchain)
    }
}
