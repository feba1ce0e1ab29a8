/// One piece of text a file holds, with where it is and which locale it is in.
public struct ContentText: Sendable {
    public let text: String
    public let node: JSONNode
    /// The locale key for localised text; nil for plain text such as an anagram word.
    public let locale: String?
}

