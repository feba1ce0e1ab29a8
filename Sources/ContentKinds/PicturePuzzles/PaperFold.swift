import ContentCore

/// A described paper-folding puzzle: a square sheet of `size` × `size` cells is folded in half,
/// fold after fold, punched through every layer at `holes` (cells of the folded sheet counted from
/// its top-left corner as the player sees it), then unfolded. The key is computed, never trusted.
struct PaperFold: Sendable, Equatable {
    /// A cell of the sheet: column and row from 0 at the top left.
    struct Cell: Hashable, Comparable, Sendable {
        var column: Int
        var row: Int

        static func < (a: Cell, b: Cell) -> Bool { (a.row, a.column) < (b.row, b.column) }
        var text: String { "[\(column), \(row)]" }
    }

    /// One fold: which half moves over which.
    enum Fold: String, Sendable, CaseIterable {
        case leftOverRight = "left-over-right", rightOverLeft = "right-over-left"
        case topOverBottom = "top-over-bottom", bottomOverTop = "bottom-over-top"

        var isVertical: Bool { self == .leftOverRight || self == .rightOverLeft }
    }

    /// The part of the sheet the folded stack covers, in the sheet's own cells.
    struct Region: Equatable, Sendable {
        var column: Int
        var row: Int
        var width: Int
        var height: Int

        func contains(_ cell: Cell) -> Bool {
            cell.column >= column && cell.column < column + width && cell.row >= row && cell.row < row + height
        }

        /// The stack after folding this region in half.
        func folded(_ fold: Fold) -> Region {
            switch fold {
            case .leftOverRight: Region(column: column + width / 2, row: row, width: width / 2, height: height)
            case .rightOverLeft: Region(column: column, row: row, width: width / 2, height: height)
            case .topOverBottom: Region(column: column, row: row + height / 2, width: width, height: height / 2)
            case .bottomOverTop: Region(column: column, row: row, width: width, height: height / 2)
            }
        }

        /// The cell on the other side of this region's fold line.
        func mirror(_ cell: Cell, across fold: Fold) -> Cell {
            fold.isVertical
                ? Cell(column: 2 * column + width - 1 - cell.column, row: cell.row)
                : Cell(column: cell.column, row: 2 * row + height - 1 - cell.row)
        }
    }

    /// Why a description cannot be folded as written.
    enum Problem: Error, Equatable {
        /// Fold `index` (0-based) halves an odd number of cells.
        case oddFold(index: Int, cells: Int)
        /// Hole `index` lies outside the folded sheet of `width` × `height` cells.
        case holeOutside(index: Int, width: Int, height: Int)

        var message: String {
            switch self {
            case .oddFold(let index, let cells):
                return "fold \(index + 1) halves \(cells) cells, an odd number: the sheet cannot be folded in half along a cell line"
            case .holeOutside(let index, let width, let height):
                return "hole \(index + 1) is not on the folded sheet, which is \(width) × \(height) cells (holes count from its top-left corner, from 0)"
            }
        }
    }

    let size: Int
    let folds: [Fold]
    let holes: [Cell]

    /// The stack before each fold, then the folded sheet.
    func regions() -> Result<[Region], Problem> {
        var regions = [Region(column: 0, row: 0, width: size, height: size)]
        for (index, fold) in folds.enumerated() {
            let region = regions[regions.count - 1]
            let cells = fold.isVertical ? region.width : region.height
            guard cells % 2 == 0 else { return .failure(.oddFold(index: index, cells: cells)) }
            regions.append(region.folded(fold))
        }
        return .success(regions)
    }

    /// The holes of the unfolded sheet: the key.
    func unfolded() -> Result<Set<Cell>, Problem> { unfolded(skipping: nil) }

    /// The holes when the player forgets to unfold fold `skipped` (a plausible distractor).
    func unfolded(skipping skipped: Int?) -> Result<Set<Cell>, Problem> {
        regions().flatMap { regions in
            let last = regions[regions.count - 1]
            var punched: Set<Cell> = []
            for (index, hole) in holes.enumerated() {
                guard hole.column >= 0, hole.row >= 0, hole.column < last.width, hole.row < last.height else {
                    return .failure(.holeOutside(index: index, width: last.width, height: last.height))
                }
                punched.insert(Cell(column: last.column + hole.column, row: last.row + hole.row))
            }
            for (index, fold) in folds.enumerated().reversed() where index != skipped {
                punched.formUnion(punched.map { regions[index].mirror($0, across: fold) })
            }
            return .success(punched)
        }
    }

    /// The whole sheet turned over left to right or top to bottom.
    func mirrored(_ holes: Set<Cell>, vertically: Bool) -> Set<Cell> {
        Set(holes.map { vertically ? Cell(column: size - 1 - $0.column, row: $0.row) : Cell(column: $0.column, row: size - 1 - $0.row) })
    }

    /// What a wrong option is, when it is a known slip: the mirror image, a fold forgotten, the
    /// folded sheet's holes only.
    func slip(_ option: Set<Cell>, key: Set<Cell>) -> String? {
        if option == mirrored(key, vertically: true) || option == mirrored(key, vertically: false) { return "the key's mirror image" }
        for index in folds.indices where (try? unfolded(skipping: index).get()) == option { return "the sheet with fold \(index + 1) left folded" }
        if case .success(let regions) = regions(), let last = regions.last,
           option == Set(holes.map { Cell(column: last.column + $0.column, row: last.row + $0.row) }) {
            return "the holes of the folded sheet, not unfolded"
        }
        return nil
    }
}

extension PaperFold {
    /// The description of an item's `"fold"`, when its shape is readable (the schema reports the rest).
    init?(_ node: JSONNode?) {
        guard let node, let size = node["size"]?.integer, (2...16).contains(size),
              let folds = node["folds"]?.array?.compactMap({ $0.string.flatMap(Fold.init) }), folds.count == node["folds"]?.array?.count,
              let holes = node["holes"]?.array.map(Self.cells), holes.count == node["holes"]?.array?.count else { return nil }
        self.init(size: size, folds: folds, holes: holes)
    }

    /// The readable `[column, row]` cells of a list.
    static func cells(_ nodes: [JSONNode]) -> [Cell] {
        nodes.compactMap { node in
            guard let pair = node.array, pair.count == 2, let column = pair[0].integer, let row = pair[1].integer else { return nil }
            return Cell(column: column, row: row)
        }
    }
}
