import ContentBundle
import ContentCore

/// A described arithmetic picture puzzle: rows such as `3 apples + 2 apples = ?` or
/// `2 × ? = 6`, each a chain of numbers, groups of figures (a figure counts one), operators and
/// one `=`; exactly one cell in all the rows is the missing `?`. The rows without it are shown
/// facts and must be true; the key is the option that makes the row with `?` true, computed
/// exactly (fractions of 64-bit parts; what does not fit is a finding, never a wrap).
struct ArithmeticPicture: Sendable, Equatable {
    /// One cell of a row as written.
    enum Cell: Sendable, Equatable {
        case number(Rational, text: String)
        case figures(count: Int, figure: String)
        case operation(Operator)
        case equals
        case missing
    }

    enum Operator: String, Sendable, CaseIterable {
        case plus = "+", minus = "−", times = "×", divided = "÷"

        /// The operator a cell's text spells: `-` and `*` and `/` are typed forms of − × ÷.
        init?(text: String) {
            switch text {
            case "+": self = .plus
            case "-", "−": self = .minus
            case "*", "×": self = .times
            case "/", "÷": self = .divided
            default: return nil
            }
        }
    }

    /// The figures a group may show: the builder draws each.
    static let figures = ["apple", "ball", "cube", "heart", "star"]

    /// Why the rows cannot be computed as written, and where (row, cell; cell nil for the row).
    struct Problem: Error, Equatable {
        let message: String
        let row: Int
        let cell: Int?
    }

    let rows: [[Cell]]

    /// The row and cell of the missing `?`.
    var missing: (row: Int, cell: Int)? {
        for (row, cells) in rows.enumerated() {
            if let cell = cells.firstIndex(of: .missing) { return (row, cell) }
        }
        return nil
    }

    /// The first reason the rows are not a puzzle: not one `?`, a row that is no equation, a
    /// number too large to compute with, a shown row that is false.
    var problem: Problem? {
        let missingCells = rows.enumerated().flatMap { row, cells in cells.indices.filter { cells[$0] == .missing }.map { (row, $0) } }
        if missingCells.count > 1 { return Problem(message: "a second missing cell \"?\": the puzzle asks for one number", row: missingCells[1].0, cell: missingCells[1].1) }
        if missingCells.isEmpty { return Problem(message: "no cell is \"?\": the puzzle asks for nothing", row: 0, cell: nil) }
        for (index, cells) in rows.enumerated() {
            if let problem = Self.shape(cells, row: index) { return problem }
        }
        if let missing, case .failure(let problem) = Self.holds(rows[missing.row], with: .one), !problem.message.isEmpty {
            return Problem(message: problem.message, row: missing.row, cell: problem.cell)
        }
        for (index, cells) in rows.enumerated() where !cells.contains(.missing) {
            switch Self.holds(cells, with: nil) {
            case .success(true): continue
            case .success(false): return Problem(message: "this row is false: \(Self.text(cells)) does not hold", row: index, cell: nil)
            case .failure(let problem): return Problem(message: problem.message, row: index, cell: problem.cell)
            }
        }
        return nil
    }

    /// A row is `value (operator value)* = value (operator value)*`.
    private static func shape(_ cells: [Cell], row: Int) -> Problem? {
        let equals = cells.indices.filter { cells[$0] == .equals }
        guard equals.count == 1 else {
            return Problem(message: equals.isEmpty ? "this row has no \"=\"" : "this row has more than one \"=\"", row: row, cell: equals.count > 1 ? equals[1] : nil)
        }
        guard equals[0] > 0, equals[0] < cells.count - 1 else { return Problem(message: "a side of \"=\" is empty", row: row, cell: equals[0]) }
        var expectValue = true
        for (index, cell) in cells.enumerated() {
            let isValue = if case .operation = cell { false } else { cell != .equals }
            if isValue != expectValue {
                return Problem(message: expectValue ? "an operator where a number, figures or \"?\" belongs" : "two numbers in a row without an operator between them", row: row, cell: index)
            }
            expectValue = !isValue
        }
        return expectValue ? Problem(message: "the row ends with an operator", row: row, cell: cells.count - 1) : nil
    }

    /// Whether the row holds with `value` in its `?` cell; a failure says what cannot be computed.
    static func holds(_ cells: [Cell], with value: Rational?) -> Result<Bool, Problem> {
        guard let equals = cells.firstIndex(of: .equals) else { return .failure(Problem(message: "this row has no \"=\"", row: 0, cell: nil)) }
        let left = evaluate(cells[..<equals], value: value, offset: 0)
        let right = evaluate(cells[(equals + 1)...], value: value, offset: equals + 1)
        switch (left, right) {
        case (.success(let a), .success(let b)): return .success(a == b)
        case (.failure(let problem), _), (_, .failure(let problem)): return .failure(problem)
        }
    }

    /// A side's value: products and quotients first, then sums, left to right, exactly.
    private static func evaluate(_ cells: ArraySlice<Cell>, value: Rational?, offset: Int) -> Result<Rational, Problem> {
        var sum = Rational.zero
        var term: Rational?
        var pending: Operator = .plus
        var termSign: Operator = .plus
        func fail(_ message: String, _ at: Int) -> Result<Rational, Problem> { .failure(Problem(message: message, row: 0, cell: at)) }
        for (index, cell) in zip(cells.indices, cells) {
            let operand: Rational
            switch cell {
            case .number(let number, _): operand = number
            case .figures(let count, _): operand = Rational(count)
            case .missing:
                // why: a division by a missing zero is "does not hold", not a finding
                guard let value else { return fail("the missing cell has no value", index) }
                operand = value
            case .operation(let op):
                pending = op
                continue
            case .equals:
                continue
            }
            switch pending {
            case .plus, .minus:
                if let term {
                    guard let signed = termSign == .plus ? term : -term, let next = sum + signed else { return fail("the sum grows too large to compute exactly", index) }
                    sum = next
                }
                term = operand
                termSign = pending
            case .times:
                guard let product = (term ?? .one) * operand else { return fail("the product is too large to compute exactly", index) }
                term = product
            case .divided:
                guard !operand.isZero else {
                    return cell == .missing ? .failure(Problem(message: "", row: -1, cell: index)) : fail("division by zero", index)
                }
                guard let quotient = (term ?? .one) / operand else { return fail("the quotient is too large to compute exactly", index) }
                term = quotient
            }
        }
        guard let term, let signed = termSign == .plus ? term : -term, let total = sum + signed else { return fail("the sum grows too large to compute exactly", cells.endIndex - 1) }
        return .success(total)
    }

    /// Which of `options` make the row with `?` true (a division by a missing zero does not).
    func fitting(_ options: [Rational?]) -> [Int] {
        guard let missing else { return [] }
        return options.indices.filter { index in
            guard let option = options[index], case .success(true) = Self.holds(rows[missing.row], with: option) else { return false }
            return true
        }
    }

    /// The missing number when the row is linear in it (`a·? + b = c·? + d` with a ≠ c); nil when
    /// `?` divides (`12 ÷ ? = 3`) or the row holds for every value or none.
    var solved: Rational? {
        guard let missing else { return nil }
        let cells = rows[missing.row]
        // why: the row is linear in ? unless ? divides, so its value at 0 and at 1 give the line
        guard !cells.indices.contains(where: { $0 > 0 && cells[$0] == .missing && cells[$0 - 1] == .operation(.divided) }),
              let equals = cells.firstIndex(of: .equals) else { return nil }
        func difference(_ x: Rational) -> Rational? {
            guard case .success(let left) = Self.evaluate(cells[..<equals], value: x, offset: 0),
                  case .success(let right) = Self.evaluate(cells[(equals + 1)...], value: x, offset: equals + 1) else { return nil }
            return left - right
        }
        guard let atZero = difference(.zero), let atOne = difference(.one), let slope = atOne - atZero, !slope.isZero,
              let negated = -atZero else { return nil }
        return negated / slope
    }

    /// A row as a reader writes it (`3 + 2 = ?`, figures as `3 apples`).
    static func text(_ cells: [Cell]) -> String {
        cells.map { cell in
            switch cell {
            case .number(_, let text): text
            case .figures(let count, let figure): "\(count) \(figure)\(count == 1 ? "" : "s")"
            case .operation(let op): op.rawValue
            case .equals: "="
            case .missing: "?"
            }
        }.joined(separator: " ")
    }
}

extension ArithmeticPicture {
    /// An item's rows (`"arithmetic"`), when their shape is readable (the schema reports the rest);
    /// a number no 64-bit fraction holds (1e308, 2^63) is a problem of `numbers(in:)`.
    init?(item: JSONNode) {
        guard let list = item["arithmetic"]?.array, !list.isEmpty, list.count <= 8 else { return nil }
        var rows: [[Cell]] = []
        for row in list {
            guard let cells = row.array, !cells.isEmpty, cells.count <= 16 else { return nil }
            var parsed: [Cell] = []
            for cell in cells {
                guard let value = Self.cell(cell) else { return nil }
                parsed.append(value)
            }
            rows.append(parsed)
        }
        self.init(rows: rows)
    }

    private static func cell(_ node: JSONNode) -> Cell? {
        if let number = node.number {
            guard let value = Rational(decimal: number.lexeme) else { return nil }
            return .number(value, text: number.lexeme)
        }
        if let text = node.string {
            if text == "=" { return .equals }
            if text == "?" { return .missing }
            return Operator(text: text).map(Cell.operation)
        }
        guard let count = node["count"]?.integer, (1...12).contains(count), let figure = node["figure"]?.string, figures.contains(figure) else { return nil }
        return .figures(count: count, figure: figure)
    }

    /// The numbers of the rows (and the options) no 64-bit fraction holds, with their nodes.
    static func unreadableNumbers(in item: JSONNode) -> [JSONNode] {
        let cells = (item["arithmetic"]?.array ?? []).flatMap { $0.array ?? [] }
        return (cells + (item["options"]?.array ?? [])).filter { node in
            guard let number = node.number else { return false }
            return Rational(decimal: number.lexeme) == nil
        }
    }

    /// The options' exact values (nil for one no 64-bit fraction holds).
    static func options(_ item: JSONNode) -> [Rational?]? {
        guard let listed = item["options"]?.array, listed.allSatisfy({ $0.number != nil }) else { return nil }
        return listed.map { $0.number.flatMap { Rational(decimal: $0.lexeme) } }
    }
}
