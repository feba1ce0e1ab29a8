/// What a rule may know beyond its file: the pack's settings and files.
public struct LintContext: Sendable {
    public let settings: PackSettings
    public let fileSystem: any PackFileSystem
    /// Every file of the pack (content and assets), relative to the root, sorted.
    public let allFiles: [String]

    public init(settings: PackSettings, fileSystem: any PackFileSystem, allFiles: [String]) {
        self.settings = settings
        self.fileSystem = fileSystem
        self.allFiles = allFiles
    }
}
