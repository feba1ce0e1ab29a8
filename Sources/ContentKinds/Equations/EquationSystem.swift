import ContentBundle
import ContentCore

/// Solves a system of picture equations exactly, as a player would: an equation with one unknown
/// left is solved for it, again and again; what remains must be a linear system with one solution.
/// Each value found is a step of the worked solution (`Step`): which lines gave which symbol.
package enum EquationSystem {
    package enum Outcome: Equatable {
        case solved([String: Rational])
        /// An equation (by index) contradicts the others; with definitions, an index past the
        /// equations is the definition at `index - equations.count`.
        case contradiction(Int)
        /// Unknowns the equations leave open.
        case underdetermined([String])
        /// An equation (by index) multiplies unknowns together or squares one, so it may have several solutions.
        case nonlinear(Int)
        case tooLarge
        /// The definitions define these symbols through each other (the first cycle found, in order).
        case cyclic([String])
    }

    /// One step of the worked solution: `symbol` is `value`, from the shown equations at
    /// `equations` (one when it is solved alone, several solved together), or from its definition.
    package struct Step: Equatable {
        package var symbol: String
        package var value: Rational
        package var equations: [Int]
        package var definition: Bool
    }

    package static func solve(_ equations: [Polynomial], unknowns: Set<String>) -> Outcome {
        solveWithSteps(equations, unknowns: unknowns).outcome
    }

    /// Equations and the worked solution's steps, in the order a player finds the values.
    package static func solveWithSteps(_ equations: [Polynomial], unknowns: Set<String>) -> (outcome: Outcome, steps: [Step]) {
        var values: [String: Rational] = [:]
        var steps: [Step] = []
        var progress = true
        while progress {
            progress = false
            for (index, equation) in equations.enumerated() {
                guard let reduced = equation.substituting(values) else { return (.tooLarge, steps) }
                let open = reduced.variables
                if open.isEmpty {
                    if !reduced.constantTerm.isZero { return (.contradiction(index), steps) }
                    continue
                }
                guard open.count == 1, reduced.degree == 1, let symbol = open.first else { continue }
                let coefficient = reduced.coefficient(of: symbol)
                guard let value = (-reduced.constantTerm).flatMap({ $0 / coefficient }) else { return (.tooLarge, steps) }
                values[symbol] = value
                steps.append(Step(symbol: symbol, value: value, equations: [index], definition: false))
                progress = true
            }
        }
        let remaining = unknowns.subtracting(values.keys)
        if remaining.isEmpty { return (.solved(values), steps) }
        var rows: [(index: Int, row: Polynomial)] = []
        for (index, equation) in equations.enumerated() {
            guard let reduced = equation.substituting(values) else { return (.tooLarge, steps) }
            if reduced.variables.isEmpty { continue }
            if reduced.degree > 1 { return (.nonlinear(index), steps) }
            rows.append((index, reduced))
        }
        let outcome = eliminate(rows, unknowns: remaining.sorted(), known: values)
        if case .solved(let all) = outcome {
            let together = rows.map(\.index)
            for symbol in remaining.sorted() where all[symbol] != nil {
                steps.append(Step(symbol: symbol, value: all[symbol]!, equations: together, definition: false))
            }
        }
        return (outcome, steps)
    }

    /// Gaussian elimination over the rationals for the equations left after substitution; a
    /// contradiction names the equation (by its index in the item) whose row came to 0 = c.
    private static func eliminate(_ rows: [(index: Int, row: Polynomial)], unknowns: [String], known: [String: Rational]) -> Outcome {
        var matrix: [[Rational]] = []
        var origin: [Int] = []
        for (index, row) in rows {
            guard let constant = -row.constantTerm else { return .tooLarge }
            matrix.append(unknowns.map { row.coefficient(of: $0) } + [constant])
            origin.append(index)
        }
        var pivotRow = 0
        var pivots: [Int] = []
        for column in unknowns.indices {
            guard let found = (pivotRow..<matrix.count).first(where: { !matrix[$0][column].isZero }) else { continue }
            matrix.swapAt(pivotRow, found)
            origin.swapAt(pivotRow, found)
            for row in matrix.indices where row != pivotRow && !matrix[row][column].isZero {
                guard let factor = matrix[row][column] / matrix[pivotRow][column] else { return .tooLarge }
                for k in column...unknowns.count {
                    guard let product = factor * matrix[pivotRow][k], let value = matrix[row][k] - product else { return .tooLarge }
                    matrix[row][k] = value
                }
            }
            pivots.append(column)
            pivotRow += 1
        }
        for row in pivotRow..<matrix.count where !matrix[row][unknowns.count].isZero { return .contradiction(origin[row]) }
        guard pivots.count == unknowns.count else {
            return .underdetermined(unknowns.enumerated().filter { !pivots.contains($0.offset) }.map(\.element))
        }
        var values = known
        for (row, column) in pivots.enumerated() {
            guard let value = matrix[row][unknowns.count] / matrix[row][column] else { return .tooLarge }
            values[unknowns[column]] = value
        }
        return .solved(values)
    }
}
