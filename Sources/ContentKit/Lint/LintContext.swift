/// What a rule may know beyond its file: the pack's settings and files.
public struct LintContext: Sendable {
    public let settings: PackSettings
    public let fileSystem: any PackFileSystem
    /// Every file of the pack (content and assets), relative to the root, sorted.
    public let allFiles: [String]
    public let dictionaries: DictionarySource?

    public init(settings: PackSettings, fileSystem: any PackFileSystem, allFiles: [String], dictionaries: DictionarySource? = nil) {
        self.settings = settings
        self.fileSystem = fileSystem
        self.allFiles = allFiles
        self.dictionaries = dictionaries
    }
}

/// Word lists for the dictionary check: Hunspell files in a folder (`/usr/share/hunspell` as
/// Debian's hunspell-ru, hunspell-en-us and hunspell-uk install them), or dictionaries given.
public enum DictionarySource: Sendable {
    case folder(String)
    case given([String: HunspellDictionary])

    /// The dictionary for a locale ("ru", "en", "uk"), if there is one.
    func dictionary(for locale: String) -> HunspellDictionary? {
        switch self {
        case .folder(let folder): HunspellDictionary.load(locale: locale, from: folder)
        case .given(let dictionaries): dictionaries[locale]
        }
    }

    var place: String {
        switch self {
        case .folder(let folder): folder
        case .given: "the given dictionaries"
        }
    }
}
