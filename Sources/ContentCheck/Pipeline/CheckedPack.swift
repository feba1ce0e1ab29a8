import ContentBundle
import ContentCore
import ContentKinds
/// A pack after the one check every command runs: the findings (configuration applied), the
/// pack's settings, its content files parsed and typed, and the pictures read on the way. The
/// linter reports it; the builder and the contact sheet compile from it without reading or
/// parsing anything again.
public struct CheckedPack: Sendable {
    /// Every finding, in report order, with the configuration's severities applied.
    public let diagnostics: [Diagnostic]
    /// The findings the pack's configuration accepts, out of the count (reporters show them as
    /// suppressed).
    public let suppressed: [SuppressedFinding]
    /// How many content files were checked.
    public let filesChecked: Int
    /// The text of every file with findings, by pack-relative path, for line and column.
    public let sources: [String: SourceText]
    /// pack.json's settings and title.
    public let settings: PackSettings
    public let packTitle: [(locale: String, text: String)]
    /// Content files other than pack.json, sorted by path; with their trees when the options
    /// said `keepContent`. Empty after an incremental check that ran no pack rule (it decodes
    /// no cached facts); the builder's checks keep content and so always list them.
    public let files: [ContentFile]
    /// Where the files came from.
    public let fileSystem: any PackFileSystem
    /// Every picture a rule decoded or parsed, for the builder to use as is.
    public let assets: AssetStore

    public var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }
    public var warningCount: Int { diagnostics.filter { $0.severity == .warning }.count }

    /// The content files of one kind, in path order.
    public func files(of kind: ContentKind) -> [ContentFile] { files.filter { $0.kind == kind } }
}
