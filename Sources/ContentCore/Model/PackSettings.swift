import ContentBundle

/// The pack's own settings (from pack.json), as the rules need them.
public struct PackSettings: Sendable {
    /// The id a build gives a pack whose pack.json has none (lint reports it first).
    package static let unnamedID = "unnamed-pack"
    public var id: String?
    public var version: String?
    public var locales: [String]
    public var answers: String?
    /// Games a day free of every limit (the daily training); nil when the pack sets none.
    public var dailyFreeGames: Int?

    public init(id: String? = nil, version: String? = nil, locales: [String] = [], answers: String? = nil, dailyFreeGames: Int? = nil) {
        self.id = id
        self.version = version
        self.locales = locales
        self.answers = answers
        self.dailyFreeGames = dailyFreeGames
    }

    /// Reads what it can from pack.json's tree; schema errors are reported elsewhere.
    public init(packJSON root: JSONNode?) {
        self.init(
            id: root?["id"]?.string,
            version: root?["version"]?.string,
            locales: root?["locales"]?.array?.compactMap(\.string) ?? [],
            answers: root?["answers"]?.string,
            // why: the schema bounds it (0-100); a value outside is reported there and never reaches a bundle
            dailyFreeGames: root?["dailyFreeGames"]?.integer.flatMap { (0...100).contains($0) ? $0 : nil })
    }
}
