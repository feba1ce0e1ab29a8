/// One piece of text a file holds, with where it is and which locale it is in.
public struct ContentText: Sendable {
    public let text: String
    public let node: JSONNode
    /// The locale key for localised text, or the locale a file of plain texts names (an anagram
    /// list's); nil for plain text of no stated locale.
    public let locale: String?
    /// What a byte scan found, so rules skip texts that cannot fail them.
    package let profile: TextProfile

    init(text: String, node: JSONNode, locale: String?) {
        self.text = text
        self.node = node
        self.locale = locale
        profile = TextProfile(text)
    }
}

