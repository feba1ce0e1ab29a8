import ContentCore

/// A described view-from-above puzzle: unit cubes stacked on a grid of `columns` × `rows` cells
/// (row 0 at the back, level 0 on the ground). The key, the figure seen from straight above, is
/// computed: each cell's height, or only whether anything stands on it.
struct BlockFigure: Sendable, Equatable {
    struct Cube: Hashable, Sendable {
        var column: Int
        var row: Int
        var level: Int
    }

    /// A grid seen from above, row by row from the back.
    typealias TopView = [[Int]]

    /// Why a figure cannot be built as written.
    enum Problem: Error, Equatable {
        /// Cube `index` hangs in the air: no cube under it.
        case floating(index: Int)
        /// Cube `index` is listed twice (the second time at `index`).
        case repeated(index: Int)
        /// Cube `index` stands off the grid.
        case offGrid(index: Int)

        var message: String {
            switch self {
            case .floating(let index): "cube \(index + 1) floats: nothing stands under it, so the figure cannot be built"
            case .repeated(let index): "cube \(index + 1) is listed twice"
            case .offGrid(let index): "cube \(index + 1) stands off the grid"
            }
        }
    }

    let cubes: [Cube]
    let columns: Int
    let rows: Int
    /// The options show heights (else only covered cells).
    let heights: Bool

    /// The first reason the figure cannot stand, if any.
    var problem: Problem? {
        var seen: Set<Cube> = []
        for (index, cube) in cubes.enumerated() {
            if cube.column >= columns || cube.row >= rows || cube.column < 0 || cube.row < 0 || cube.level < 0 { return .offGrid(index: index) }
            if !seen.insert(cube).inserted { return .repeated(index: index) }
        }
        for (index, cube) in cubes.enumerated() where cube.level > 0 {
            if !seen.contains(Cube(column: cube.column, row: cube.row, level: cube.level - 1)) { return .floating(index: index) }
        }
        return nil
    }

    /// The highest cube of every covered cell.
    var stackTops: [Cube] {
        var tops: [Int: Cube] = [:]
        for cube in cubes where (tops[cube.row * 8 + cube.column]?.level ?? -1) < cube.level { tops[cube.row * 8 + cube.column] = cube }
        return tops.values.sorted { ($0.row, $0.column) < ($1.row, $1.column) }
    }

    /// The figure seen from above: the key.
    var top: TopView {
        var view = Array(repeating: Array(repeating: 0, count: columns), count: rows)
        for cube in cubes where cube.row < rows && cube.column < columns && cube.row >= 0 && cube.column >= 0 {
            view[cube.row][cube.column] = heights ? max(view[cube.row][cube.column], cube.level + 1) : 1
        }
        return view
    }

    /// What a wrong option is, when it is a known slip: the mirror image, the view turned, the
    /// figure seen from the front or the side.
    func slip(_ option: TopView, key: TopView) -> String? {
        if option == key.map({ $0.reversed() }) || option == key.reversed() { return "the key's mirror image" }
        if option == Self.turned(key) || option == Self.turned(Self.turned(Self.turned(key))) { return "the key turned a quarter" }
        if option == key.reversed().map({ $0.reversed() }) { return "the key turned half round" }
        if option == frontView() { return "the figure seen from the front" }
        return nil
    }

    /// The figure from the front, shaped like a top view (rows are levels, highest at the back).
    private func frontView() -> TopView {
        let height = (cubes.map(\.level).max() ?? 0) + 1
        guard height == rows else { return [] }
        var view = Array(repeating: Array(repeating: 0, count: columns), count: rows)
        for cube in cubes where cube.column < columns && cube.level < rows { view[rows - 1 - cube.level][cube.column] = 1 }
        return view
    }

    /// A view turned a quarter clockwise.
    private static func turned(_ view: TopView) -> TopView {
        guard let width = view.first?.count else { return view }
        return (0..<width).map { column in view.reversed().map { $0.count > column ? $0[column] : 0 } }
    }
}

extension BlockFigure {
    /// An item's figure, when its shape is readable (the schema reports the rest).
    init?(item: JSONNode) {
        guard let list = item["blocks"]?.array else { return nil }
        let cubes = list.compactMap { node -> Cube? in
            guard let triple = node.array, triple.count == 3, let column = triple[0].integer, let row = triple[1].integer,
                  let level = triple[2].integer, (0...7).contains(column), (0...7).contains(row), (0...7).contains(level) else { return nil }
            return Cube(column: column, row: row, level: level)
        }
        guard !cubes.isEmpty, cubes.count == list.count else { return nil }
        let grid = item["grid"]?.array?.compactMap(\.integer)
        let columns = grid?.count == 2 ? grid![0] : cubes.map(\.column).max()! + 1
        let rows = grid?.count == 2 ? grid![1] : cubes.map(\.row).max()! + 1
        guard (1...8).contains(columns), (1...8).contains(rows) else { return nil }
        self.init(cubes: cubes, columns: columns, rows: rows, heights: item["view"]?.string == "heights")
    }

    /// An option's `"top"`, when every entry is a whole number.
    static func view(_ option: JSONNode) -> TopView? {
        guard let rows = option["top"]?.array else { return nil }
        let view = rows.map { $0.array?.compactMap(\.integer) ?? [] }
        guard zip(view, rows).allSatisfy({ $0.count == ($1.array?.count ?? -1) }) else { return nil }
        return view
    }
}
