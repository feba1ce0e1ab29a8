import Foundation

/// Word lists for the dictionary check: Hunspell files in a folder (`/usr/share/hunspell` as
/// Debian's hunspell-ru, hunspell-en-us and hunspell-uk install them), or dictionaries given.
public enum DictionarySource: Sendable {
    case folder(String)
    case given([String: HunspellDictionary])

    /// The dictionaries of a locale ("ru", "en", "uk"): every one the folder has for it (en_GB
    /// and en_US both serve "en"), or the one given; empty when there is none.
    package func dictionaries(for locale: String) -> [HunspellDictionary] {
        switch self {
        case .folder(let folder): HunspellDictionary.loadAll(locale: locale, from: folder)
        case .given(let dictionaries): dictionaries[locale].map { [$0] } ?? []
        }
    }

    package var place: String {
        switch self {
        case .folder(let folder): folder
        case .given: "the given dictionaries"
        }
    }
}
