import ContentBundle
import ContentCore

/// The cards a card game's boards are drawn from, by memory-set category: each distinct picture
/// once (by its path in the pack), as the bundle draws it (`memory/<set>/<card>.png`).
struct CardPool {
    /// Category → bundle paths of its distinct cards, in pack order.
    let byCategory: [String: [String]]
    /// Every distinct card of every set (a game without categories mixes them).
    let all: [String]
    /// Categories whose sets give a cover picture.
    let coveredCategories: Set<String>

    /// From the pack's memory sets.
    init(_ files: [ContentFile]) {
        var byCategory: [String: [String]] = [:]
        var seenInCategory: [String: Set<String>] = [:]
        var all: [String] = []
        var seen = Set<String>()
        var covered = Set<String>()
        for file in files {
            guard let root = file.root, let id = root["id"]?.string else { continue }
            let cards = (root["cards"]?.array ?? []).compactMap(\.string)
            let category = root["category"]?.string
            if let category, root["cover"] != nil { covered.insert(category) }
            for (card, drawn) in zip(cards, MemoryOutput.paths(set: id, cards: cards)) {
                let source = AssetReference.resolve(card, from: file.folder) ?? card
                if seen.insert(source).inserted { all.append(drawn) }
                if let category, seenInCategory[category, default: []].insert(source).inserted { byCategory[category, default: []].append(drawn) }
            }
        }
        self.byCategory = byCategory
        self.all = all
        coveredCategories = covered
    }

    /// The cards of a category, or of every set for nil.
    func cards(_ category: String?) -> [String] { category.map { byCategory[$0] ?? [] } ?? all }
}

/// A card game's boards: `pairs` cards of the pool, each twice, at random cells of the grid.
enum CardBoards {
    static func board(_ level: JSONNode, cards: [String], category: String?, _ random: inout SeededRandom) -> CardBoard? {
        guard let grid = level["grid"]?.array?.compactMap(\.integer), grid.count == 2, let pairs = level["pairs"]?.integer,
              grid[0] >= 1, grid[1] >= 1, let cells = Int.checkedProduct(grid[0], grid[1]), cells <= 4096,
              pairs >= 1, pairs <= cells / 2, cards.count >= pairs else { return nil }
        let chosen = Array(random.shuffled(cards).prefix(pairs))
        var layout: [String?] = chosen.flatMap { [$0, $0] } + Array(repeating: nil, count: cells - 2 * pairs)
        random.shuffle(&layout)
        return CardBoard(category: category, grid: GridSize(rows: grid[0], columns: grid[1]), cells: layout)
    }
}
