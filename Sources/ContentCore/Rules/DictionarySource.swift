import Foundation

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
