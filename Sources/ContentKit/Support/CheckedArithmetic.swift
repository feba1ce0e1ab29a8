/// Arithmetic on numbers read from content: a result that does not fit is nil, never a trap.
extension Int {
    /// `a * b`, or nil when it overflows.
    static func checkedProduct(_ a: Int, _ b: Int) -> Int? {
        let (value, overflow) = a.multipliedReportingOverflow(by: b)
        return overflow ? nil : value
    }
}

extension Int {
    /// `a + b`, or nil when it overflows.
    static func checkedSum(_ a: Int, _ b: Int) -> Int? {
        let (value, overflow) = a.addingReportingOverflow(b)
        return overflow ? nil : value
    }

    /// `a - b`, or nil when it overflows.
    static func checkedDifference(_ a: Int, _ b: Int) -> Int? {
        let (value, overflow) = a.subtractingReportingOverflow(b)
        return overflow ? nil : value
    }
}

extension Int {
    /// The sum of `values`, or nil when it (or a partial sum) overflows.
    static func checkedSum(of values: some Sequence<Int>) -> Int? {
        var total = 0
        for value in values {
            guard let next = checkedSum(total, value) else { return nil }
            total = next
        }
        return total
    }
}
