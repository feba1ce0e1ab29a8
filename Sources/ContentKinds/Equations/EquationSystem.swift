import ContentBundle
import ContentCore

/// Solves a system of picture equations exactly, as a player would: an equation with one unknown
/// left is solved for it, again and again; what remains must be a linear system with one solution.
package enum EquationSystem {
    package enum Outcome: Equatable {
        case solved([String: Rational])
        /// An equation (by index) contradicts the others.
        case contradiction(Int)
        /// Unknowns the equations leave open.
        case underdetermined([String])
        /// An equation (by index) multiplies unknowns together or squares one, so it may have several solutions.
        case nonlinear(Int)
        case tooLarge
    }

    package static func solve(_ equations: [Polynomial], unknowns: Set<String>) -> Outcome {
        var values: [String: Rational] = [:]
        var progress = true
        while progress {
            progress = false
            for (index, equation) in equations.enumerated() {
                guard let reduced = equation.substituting(values) else { return .tooLarge }
                let open = reduced.variables
                if open.isEmpty {
                    if !reduced.constantTerm.isZero { return .contradiction(index) }
                    continue
                }
                guard open.count == 1, reduced.degree == 1, let symbol = open.first else { continue }
                let coefficient = reduced.coefficient(of: symbol)
                guard let value = (-reduced.constantTerm).flatMap({ $0 / coefficient }) else { return .tooLarge }
                values[symbol] = value
                progress = true
            }
        }
        let remaining = unknowns.subtracting(values.keys)
        if remaining.isEmpty { return .solved(values) }
        var rows: [Polynomial] = []
        for (index, equation) in equations.enumerated() {
            guard let reduced = equation.substituting(values) else { return .tooLarge }
            if reduced.variables.isEmpty { continue }
            if reduced.degree > 1 { return .nonlinear(index) }
            rows.append(reduced)
        }
        return eliminate(rows, unknowns: remaining.sorted(), known: values)
    }

    /// Gaussian elimination over the rationals for the equations left after substitution.
    private static func eliminate(_ rows: [Polynomial], unknowns: [String], known: [String: Rational]) -> Outcome {
        var matrix: [[Rational]] = []
        for row in rows {
            guard let constant = -row.constantTerm else { return .tooLarge }
            matrix.append(unknowns.map { row.coefficient(of: $0) } + [constant])
        }
        var pivotRow = 0
        var pivots: [Int] = []
        for column in unknowns.indices {
            guard let found = (pivotRow..<matrix.count).first(where: { !matrix[$0][column].isZero }) else { continue }
            matrix.swapAt(pivotRow, found)
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
        for row in pivotRow..<matrix.count where !matrix[row][unknowns.count].isZero { return .contradiction(row) }
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
