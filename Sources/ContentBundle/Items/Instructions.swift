/// Instructions shown before something starts (`items/instructions.json`, one per pack file): an
/// IQ test's instructions, a game's rules, how a kind of puzzle is solved. Pages may include
/// another instructions' pages first (`includes`: "the timer and the pause" shared by tests);
/// `pages(in:)` gives them expanded.
public struct Instructions: BundleItem, Identifiable {
    /// `ContentKind.instructions`.
    public static let kind = ContentKind.instructions

    /// The instructions' id, unique in the pack.
    public var id: String
    /// What they are for; nil: a part only other instructions include.
    public var target: Target?
    /// The heading by locale.
    public var title: LocalizedText
    /// The pages, in the order to show them (after those of `includes`).
    public var pages: [Page]
    /// Ids of other instructions whose pages come first, in order.
    public var includes: [String]?
    /// The button that starts what they are for ("Start the test"), when the pack gives one.
    public var button: LocalizedText?

    enum CodingKeys: String, CodingKey {
        case id, target = "for", title, pages, includes, button
    }

    /// What instructions are for: exactly one member is set.
    public struct Target: Codable, Sendable, Equatable {
        /// A game's id (`tables.games`).
        public var game: String?
        /// An IQ test's id (`"iqTest"` in the file).
        public var test: String?
        /// A kind of puzzle (`number-series`, `picture-puzzles`, …): how every item of it is solved.
        public var puzzles: String?

        enum CodingKeys: String, CodingKey {
            case game, test = "iqTest", puzzles
        }
    }

    /// One page: text and, when the pack gives one, a picture.
    public struct Page: Codable, Sendable, Equatable {
        /// The page's text by locale.
        public var text: LocalizedText
        /// Bundle path of the page's picture (an SVG has a PNG beside it at `<path>.png`).
        public var image: String?
    }

    /// How deep includes are followed (the schema's lint rule refuses cycles; a bundle built with
    /// that rule off still shows every page once, in bounded time).
    public static let includeDepthLimit = 8

    /// Why the instructions cannot be used: a "for" naming other than exactly one thing.
    public func problem() -> String? {
        guard let target else { return nil }
        let set = [target.game, target.test, target.puzzles].compactMap { $0 }
        return set.count == 1 ? nil : "\"for\" names \(set.count) things; it names exactly one"
    }

    /// The pages to show, those of `includes` first (each instructions' pages at most once, so a
    /// cycle or a diamond shows nothing twice; unknown ids are skipped).
    public func pages(in all: [Instructions]) -> [Page] {
        let byID = Dictionary(all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var shown = Set<String>()
        var result: [Page] = []
        func visit(_ instructions: Instructions, depth: Int) {
            guard shown.insert(instructions.id).inserted else { return }
            if depth < Self.includeDepthLimit {
                for id in instructions.includes ?? [] {
                    if let included = byID[id] { visit(included, depth: depth + 1) }
                }
            }
            result += instructions.pages
        }
        visit(self, depth: 0)
        return result
    }
}

extension ContentKind {
    /// `"kind": "instructions"`.
    public static let instructions = ContentKind("instructions")
}

extension ContentBundle {
    /// The bundle's instructions, in pack order.
    public var instructions: [Instructions] { get throws { try items(Instructions.self) } }

    /// The instructions shown before a game, if the pack has them.
    public func instructions(forGame id: String) throws -> Instructions? { try instructions.first { $0.target?.game == id } }

    /// The instructions shown before an IQ test, if the pack has them.
    public func instructions(forIQTest id: String) throws -> Instructions? { try instructions.first { $0.target?.test == id } }

    /// The instructions shown before a kind of puzzle (`"number-series"`), if the pack has them.
    public func instructions(forPuzzles kind: String) throws -> Instructions? { try instructions.first { $0.target?.puzzles == kind } }
}
