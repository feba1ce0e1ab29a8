import Foundation

/// What a rule may know beyond its file: the pack's settings and files.
public struct LintContext: Sendable {
    public let settings: PackSettings
    public let fileSystem: any PackFileSystem
    /// Every file of the pack (content and assets), relative to the root, sorted.
    public let allFiles: [String]
    public let dictionaries: DictionarySource?
    /// The run's pictures, each read and decoded once (shared with the builder).
    public let assets: AssetStore
    /// Facts several rules read (a picture's size, a drawn card), made once per lint run.
    package let memo = LintMemo()

    public init(settings: PackSettings, fileSystem: any PackFileSystem, allFiles: [String], dictionaries: DictionarySource? = nil,
                assets: AssetStore? = nil) {
        self.assets = assets ?? AssetStore(fileSystem)
        self.settings = settings
        self.fileSystem = fileSystem
        self.allFiles = allFiles
        self.dictionaries = dictionaries
    }
}
