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

/// Values computed once per lint run and shared by the rules that need them (rules run in
/// parallel, so the table is locked; a value is made outside the lock, and the first one stored
/// wins if two threads race).
package final class LintMemo: @unchecked Sendable {
    private var values: [String: any Sendable] = [:]
    private let lock = NSLock()

    package func value<T: Sendable>(_ key: String, make: () -> T) -> T {
        lock.lock()
        let known = values[key] as? Box<T>
        lock.unlock()
        if let known { return known.value }
        let made = make()
        lock.lock()
        defer { lock.unlock() }
        if let first = values[key] as? Box<T> { return first.value }
        values[key] = Box(value: made)
        return made
    }

    /// Values are boxed so that a stored nil is told apart from a missing key.
    private struct Box<T: Sendable>: Sendable {
        let value: T
    }
}

/// Word lists for the dictionary check: Hunspell files in a folder (`/usr/share/hunspell` as
/// Debian's hunspell-ru, hunspell-en-us and hunspell-uk install them), or dictionaries given.
public enum DictionarySource: Sendable {
    case folder(String)
    case given([String: HunspellDictionary])

    /// The dictionary for a locale ("ru", "en", "uk"), if there is one.
    package func dictionary(for locale: String) -> HunspellDictionary? {
        switch self {
        case .folder(let folder): HunspellDictionary.load(locale: locale, from: folder)
        case .given(let dictionaries): dictionaries[locale]
        }
    }

    package var place: String {
        switch self {
        case .folder(let folder): folder
        case .given: "the given dictionaries"
        }
    }
}
