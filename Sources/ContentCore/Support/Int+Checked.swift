/// Arithmetic on numbers read from content: a result that does not fit is nil, never a trap.
extension Int {
    /// `a * b`, or nil when it overflows.
    package static func checkedProduct(_ a: Int, _ b: Int) -> Int? {
        let (value, overflow) = a.multipliedReportingOverflow(by: b)
        return overflow ? nil : value
    }
}

extension Int {
    /// `a + b`, or nil when it overflows.
    package static func checkedSum(_ a: Int, _ b: Int) -> Int? {
        let (value, overflow) = a.addingReportingOverflow(b)
        return overflow ? nil : value
    }

    /// `a - b`, or nil when it overflows.
    package static func checkedDifference(_ a: Int, _ b: Int) -> Int? {
        let (value, overflow) = a.subtractingReportingOverflow(b)
        return overflow ? nil : value
    }
}
