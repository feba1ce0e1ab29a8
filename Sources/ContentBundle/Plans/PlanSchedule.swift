import Foundation

/// A plan's deposits for given values: each formula's amount rounded as the plan says, the last
/// deposit making up the rounding so that the deposits sum to the goal exactly.
public struct PlanSchedule: Sendable, Equatable {
    /// More deposits than this (27 years of days) are refused.
    public static let maxDeposits = 10_000

    /// One deposit of the schedule.
    public struct Deposit: Sendable, Equatable {
        /// 1-based.
        public var number: Int
        /// When the deposit falls due: the start plus `number - 1` periods (calendar months for `month`).
        public var date: Date
        /// Minor units.
        public var amount: Int
    }

    /// Every deposit in order; their amounts sum to `goal` exactly.
    public let deposits: [Deposit]
    /// Minor units.
    public let goal: Int

    /// The sum of the deposits' amounts, in minor units (equal to `goal`).
    public var total: Int {
        // why: wrapping addition gives the exact sum whenever the sum fits, and `init` made them sum to the goal
        deposits.reduce(0) { $0 &+ $1.amount }
    }

    /// The formulas' amounts before the last deposit makes up the rounding, and the goal
    /// rounded (what the builder checks at every bound).
    public static func amounts(_ schedule: Plan.Schedule, _ values: [String: Int]) throws(PlanError) -> (amounts: [Int], goal: Int, exactGoal: Rational) {
        var names = values.mapValues(Rational.init)
        let countValue = try schedule.count.evaluate(names)
        guard countValue.isWhole, countValue.numerator >= 1, countValue.numerator <= maxDeposits else { throw .badCount(countValue.description) }
        let exactGoal = try schedule.goal.evaluate(names)
        let rounding = schedule.rounding, step = schedule.roundTo
        // why: the goal is what the user chose, whole minor units; `roundTo` rounds deposits only
        // (a goal of 142,000 with deposits of whole 5,000s stays 142,000, and the last deposit
        // makes up the rest)
        guard let goal = exactGoal.rounded(rounding == .exact ? .nearest : rounding, step: 1) else { throw .overflow }
        var amounts: [Int] = []
        for k in 1...countValue.numerator {
            names["k"] = Rational(k)
            let exact = try schedule.deposit.evaluate(names)
            guard let amount = exact.rounded(rounding == .exact ? .down : rounding, step: step) else { throw .overflow }
            if rounding == .exact, Rational(amount) != exact { throw .notWhole("deposit \(k)", exact.description) }
            amounts.append(amount)
        }
        return (amounts, goal, exactGoal)
    }

    /// How many deposits the schedule has for `values` (nil when its count formula gives none).
    package static func depositCount(_ schedule: Plan.Schedule, _ values: [String: Int]) -> Int? {
        guard let count = try? schedule.count.evaluate(values.mapValues { Rational($0) }), count.isWhole else { return nil }
        return count.numerator
    }

    /// The schedule for `values` starting at `start` (the first deposit's date).
    public init(_ values: PlanValues, start: Date, calendar: Calendar = .init(identifier: .gregorian)) throws(PlanError) {
        let plan = values.plan
        for parameter in plan.parameters {
            guard let value = values[parameter.name] else { throw .unknownName(parameter.name) }
            if let problem = parameter.problem(value) { throw .outOfBounds(parameter.name, problem) }
        }
        var (amounts, goal, _) = try Self.amounts(plan.schedule, values.values)
        guard let made = Int.checkedSum(of: amounts.dropLast()), let last = Int.subtracted(goal, made) else { throw .overflow }
        amounts[amounts.count - 1] = last
        let unit: Calendar.Component, size: Int
        switch values.every {
        case .day: (unit, size) = (.day, 1)
        case .week: (unit, size) = (.day, 7)
        case .month: (unit, size) = (.month, 1)
        }
        guard Self.dates.contains(start) else { throw .dateOutOfRange }
        var deposits: [Deposit] = []
        deposits.reserveCapacity(amounts.count)
        for (index, amount) in amounts.enumerated() {
            // why: each date from the start (never from the previous one), so a month from 31 January
            // is the end of February and the next is 31 March, not 28 March; `index * size` is at
            // most 7 × `maxDeposits`
            guard let date = calendar.date(byAdding: unit, value: index * size, to: start), Self.dates.contains(date) else { throw .dateOutOfRange }
            deposits.append(Deposit(number: index + 1, date: date, amount: amount))
        }
        self.deposits = deposits
        self.goal = goal
    }

    /// The dates a schedule may have: the years 1 to 9999 (the C API's bounds on a start), so an
    /// app's date formatting and arithmetic never leave the range every calendar library holds.
    public static let dates = Date(timeIntervalSince1970: -62_135_596_800)...Date(timeIntervalSince1970: 253_402_300_799)

    /// Where a user stands at `date` given the deposits they made (amounts in minor units).
    public func progress(made: [(date: Date, amount: Int)], at date: Date) -> PlanProgress {
        let saved = made.filter { $0.date <= date }.reduce(0) { Int.saturating($0, plus: $1.amount) }
        let due = deposits.filter { $0.date <= date }
        let dueAmount = due.reduce(0) { Int.saturating($0, plus: $1.amount) }
        let next = deposits.first { $0.date > date }
        return PlanProgress(saved: saved, due: dueAmount, depositsDue: due.count, goal: goal, next: next)
    }
}

/// A user's savings against the schedule.
public struct PlanProgress: Sendable, Equatable {
    /// Minor units saved so far.
    public var saved: Int
    /// Minor units the schedule asked for so far.
    public var due: Int
    /// Deposits the schedule has asked for so far.
    public var depositsDue: Int
    /// The amount to save, in minor units.
    public var goal: Int
    /// The next scheduled deposit, nil after the last.
    public var next: PlanSchedule.Deposit?

    /// Positive when ahead of the schedule, negative when behind.
    public var ahead: Int { Int.saturating(saved, minus: due) }
    /// Minor units still to save (0 once the goal is reached).
    public var remaining: Int { max(0, Int.saturating(goal, minus: saved)) }
    /// 0 … 1.
    public var fraction: Double { goal > 0 ? min(1, Double(saved) / Double(goal)) : 1 }
    /// Whether the amount saved has reached the goal.
    public var isReached: Bool { saved >= goal }
}
