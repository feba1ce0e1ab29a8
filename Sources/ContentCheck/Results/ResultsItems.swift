import Foundation
import ContentBundle
import ContentCore

/// The pack's items as the item analysis reads them: for every item id of every content file,
/// where its id stands (so a finding points at it), its declared difficulty and, for a choice
/// item, how many options it has and which one its key names. Read from the checked pack's
/// trees (`LintOptions.keepContent`), the same for every kind: an item is an object with an
/// `id` the kind lists, `difficulty` (1–10) when it declares one, and `answer` indexing
/// `options`, or equal to one of `choices`.
public struct ResultsItem: Sendable, Equatable {
    public let id: String
    public let file: String
    /// The byte range of the id's string in the file.
    public let range: Range<Int>
    public let difficulty: Int?
    /// Number of options or choices (nil: the item does not offer a choice).
    public let options: Int?
    /// The 0-based index of the keyed option.
    public let key: Int?

    /// An item as given (tests and the fuzz target; the analysis reads them from the pack).
    package init(id: String, file: String, range: Range<Int>, difficulty: Int?, options: Int?, key: Int?) {
        self.id = id
        self.file = file
        self.range = range
        self.difficulty = difficulty
        self.options = options
        self.key = key
    }
}

public enum ResultsItems {
    /// Every item of the checked pack by id (the first, when an id repeats: lint reports that).
    public static func index(_ pack: CheckedPack) -> [String: ResultsItem] {
        var items: [String: ResultsItem] = [:]
        for file in pack.files {
            guard let root = file.root, !file.itemIDs.isEmpty else { continue }
            let places = Dictionary(file.itemIDs.map { ($0.node.range.lowerBound, $0.id) }, uniquingKeysWith: { first, _ in first })
            visit(root, depth: 0) { object in
                guard let idNode = object["id"], let id = idNode.string, places[idNode.range.lowerBound] == id, items[id] == nil else { return }
                let choice = Self.choice(of: object)
                let difficulty = object["difficulty"]?.integer
                items[id] = ResultsItem(id: id, file: file.path, range: idNode.range, difficulty: difficulty,
                                        options: choice?.options, key: choice?.key)
            }
        }
        return items
    }

    /// The items of an IQ test in the order it gives them: each of its series' items, with the
    /// series' id (the simulator's source of real items).
    public static func test(_ id: String, in pack: CheckedPack) -> [(item: ResultsItem, series: String)]? {
        guard let test = pack.files(of: IQTest.kind).compactMap(\.root).first(where: { $0["id"]?.string == id }) else { return nil }
        let index = index(pack)
        let seriesFiles = pack.files(of: MatrixSeries.kind).compactMap(\.root)
        var out: [(item: ResultsItem, series: String)] = []
        for seriesID in test["series"]?.array?.compactMap(\.string) ?? [] {
            guard let series = seriesFiles.first(where: { $0["id"]?.string == seriesID }) else { continue }
            for node in series["items"]?.array ?? [] {
                if let itemID = node["id"]?.string, let item = index[itemID] { out.append((item, seriesID)) }
            }
        }
        return out
    }

    /// The option count and the key's index of a choice item.
    static func choice(of item: JSONNode) -> (options: Int, key: Int)? {
        guard let answer = item["answer"] else { return nil }
        if let options = item["options"]?.array, let index = answer.integer, options.indices.contains(index) {
            return (options.count, index)
        }
        if let choices = item["choices"]?.array, let value = answer.number?.double,
           let index = choices.firstIndex(where: { $0.number?.double == value }) {
            return (choices.count, index)
        }
        return nil
    }

    private static func visit(_ node: JSONNode, depth: Int, _ body: (JSONNode) -> Void) {
        guard depth < 64 else { return }
        switch node.value {
        case .object(let object):
            body(node)
            for member in object.members { visit(member.value, depth: depth + 1, body) }
        case .array(let elements):
            for element in elements { visit(element, depth: depth + 1, body) }
        default:
            break
        }
    }
}
