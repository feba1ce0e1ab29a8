import Foundation

/// A savings plan (`items/plans.json`): the parameters a user sets, and the deposit schedule
/// as formulas over them.
public struct Plan: BundleItem, Identifiable {
    /// `ContentKind.plans`.
    public static let kind = ContentKind.plans

    /// The item's id: unique in the pack, stable across releases (store players' results against it).
    public var id: String
    /// The plan's name by locale.
    public var title: LocalizedText
    /// What the plan is for, by locale, when the pack gives it.
    public var description: LocalizedText?
    /// The `game` of the slides file introducing the plan; its last slide offers it.
    public var slides: String
    /// `true` for content behind the paywall; nil or `false` for free content.
    public var premium: Bool?
    /// In the order the app asks for them.
    public var parameters: [PlanParameter]
    /// When deposits fall due and how much each is, as formulas over the parameters.
    public var schedule: Schedule
    /// The currency every money amount of the plan is in (amounts are its minor units).
    public var currency: PlanCurrency
    /// The saving interval when the user chooses it among the plan's allowed periods (nil: the
    /// schedule's `every` is fixed). Its default is the schedule's `every`.
    public var interval: PlanInterval?

    /// The deposit schedule: formulas over the parameters' names, evaluated exactly (`PlanSchedule`).
    public struct Schedule: Codable, Sendable, Equatable {
        /// The period between deposits.
        public var every: PlanPeriod
        /// How many deposits there are (a whole number from 1 to `PlanSchedule.maxDeposits`).
        public var count: PlanExpression
        /// The deposit numbered `k` (1-based).
        public var deposit: PlanExpression
        /// The amount to save, in minor units (cents).
        public var goal: PlanExpression
        /// How a deposit that is not a whole multiple of `roundTo` is rounded.
        public var rounding: PlanRounding
        /// Deposits are whole multiples of this many minor units (1 = cents).
        public var roundTo: Int

        /// A schedule as given (the builder's and tests'; apps read plans from `ContentBundle.plans`).
        public init(every: PlanPeriod, count: PlanExpression, deposit: PlanExpression, goal: PlanExpression, rounding: PlanRounding, roundTo: Int) {
            self.every = every
            self.count = count
            self.deposit = deposit
            self.goal = goal
            self.rounding = rounding
            self.roundTo = roundTo
        }
    }

    /// The largest formula `open` accepts, in nodes (the schema's 300 characters make at most
    /// about 300).
    package static let maxFormulaNodes = 1024
    /// The schema's bounds on a parameter's values and step, and on rounding.
    static let valueBound = 1_000_000_000_000
    static let stepRange = 1...1_000_000_000
    static let roundToRange = 1...100_000

    /// Why the plan cannot be used as a plan (nil when it can): parameters outside the schema's
    /// bounds or not offering their default, formulas too large or naming what no parameter is.
    /// Checked at `open`, so a schedule the app computes later fails only with a `PlanError`.
    public func problem() -> String? {
        guard (1...6).contains(parameters.count), Set(parameters.map(\.name)).count == parameters.count else {
            return "\(parameters.count) parameters, or two of one name (1 to 6, each named once)"
        }
        let bound = -Self.valueBound...Self.valueBound
        for parameter in parameters {
            guard parameter.name != "k", bound.contains(parameter.min), bound.contains(parameter.max), parameter.min <= parameter.max,
                  Self.stepRange.contains(parameter.step) else {
                return "parameter \(parameter.name): bounds \(parameter.min)-\(parameter.max) or step \(parameter.step) outside the plans file's"
            }
            if let problem = parameter.problem(parameter.defaultValue) { return "parameter \(parameter.name): its default \(problem)" }
        }
        guard Self.roundToRange.contains(schedule.roundTo) else { return "roundTo \(schedule.roundTo) is outside 1-100000" }
        if let problem = currency.problem() { return problem }
        if let interval {
            guard !interval.allowed.isEmpty, Set(interval.allowed).count == interval.allowed.count, interval.allowed.contains(interval.defaultValue),
                  interval.defaultValue == schedule.every else {
                return "interval \(interval.name): its allowed periods are empty or repeated, or its default is not one of them and the schedule's every"
            }
            guard interval.name != "k", !parameters.contains(where: { $0.name == interval.name }) else { return "interval \(interval.name) has a parameter's name" }
        }
        let known = Set(parameters.map(\.name))
        for (name, formula, extra) in [("count", schedule.count, [String]()), ("deposit", schedule.deposit, ["k"]), ("goal", schedule.goal, [])] {
            guard formula.nodeCount(limit: Self.maxFormulaNodes) <= Self.maxFormulaNodes else { return "the \(name) formula has more than \(Self.maxFormulaNodes) parts" }
            if let unknown = formula.names.subtracting(known).subtracting(extra).sorted().first { return "the \(name) formula names \"\(unknown)\", which is no parameter" }
        }
        return nil
    }

    /// Every parameter at its default.
    public var defaults: PlanValues {
        PlanValues(plan: self, values: Dictionary(parameters.map { ($0.name, $0.defaultValue) }, uniquingKeysWith: { a, _ in a }), every: schedule.every)
    }
}

/// The currency of a plan's money: an ISO 4217 code and its minor unit (the builder takes the
/// minor unit from ISO 4217's list, so apps need no table of their own).
public struct PlanCurrency: Codable, Sendable, Equatable {
    /// The ISO 4217 code (`USD`, `JPY`, `KWD`).
    public var code: String
    /// The decimal places of the minor unit: 2 for USD (cents), 0 for JPY, 3 for KWD. A money
    /// amount of `n` minor units is `n / 10^minorUnit` of the currency.
    public var minorUnit: Int

    /// A currency as given (the builder's and tests').
    public init(code: String, minorUnit: Int) {
        self.code = code
        self.minorUnit = minorUnit
    }

    /// ISO 4217's minor units run from 0 to 4.
    static let minorUnitRange = 0...4

    /// Why the currency cannot be shown (nil when it can): a code that is not three letters A-Z,
    /// or a minor unit outside ISO 4217's 0-4.
    func problem() -> String? {
        guard code.utf8.count == 3, code.utf8.allSatisfy({ (65...90).contains($0) }) else { return "currency \(code) is not three letters A-Z" }
        guard Self.minorUnitRange.contains(minorUnit) else { return "currency \(code): minor unit \(minorUnit) is outside 0-4" }
        return nil
    }

    /// `minor` minor units as a decimal amount of the currency, exactly (`1378` USD is `13.78`,
    /// JPY `1378`, KWD `1.378`).
    public func decimalText(_ minor: Int) -> String {
        guard minorUnit > 0 else { return String(minor) }
        let digits = String(minor.magnitude)
        let padded = String(repeating: "0", count: max(0, minorUnit + 1 - digits.count)) + digits
        let split = padded.index(padded.endIndex, offsetBy: -minorUnit)
        return (minor < 0 ? "-" : "") + padded[..<split] + "." + padded[split...]
    }
}

/// A saving interval the user chooses: the periods the plan allows, in the order the app offers
/// them, and the one it starts with.
public struct PlanInterval: Codable, Sendable, Equatable {
    /// The parameter's name (a C caller's `values_json` sets it by this name, as `"week"`).
    public var name: String
    /// The periods offered, in order.
    public var allowed: [PlanPeriod]
    /// The period the app starts with (`default` in the file), also the schedule's `every`.
    public var defaultValue: PlanPeriod
    /// The parameter's label by locale, when the pack gives one.
    public var label: LocalizedText?

    /// An interval as given (the builder's and tests').
    public init(name: String, allowed: [PlanPeriod], defaultValue: PlanPeriod, label: LocalizedText? = nil) {
        self.name = name
        self.allowed = allowed
        self.defaultValue = defaultValue
        self.label = label
    }

    private enum CodingKeys: String, CodingKey {
        case name, allowed, defaultValue = "default", label
    }
}

/// A parameter of a plan. Money is in minor units of the plan's currency, a percentage in whole
/// percent, a date as the number of periods (`every`, or the interval chosen) from the plan's start to it.
public struct PlanParameter: Codable, Sendable, Equatable, Identifiable {
    /// The name the formulas use for the parameter (`goal`, `rate`, …).
    public var name: String
    /// What the value is: money (minor units), a whole number, a percentage or a date.
    public var type: PlanParameterType
    /// The smallest value offered (in the type's unit), included.
    public var min: Int
    /// The largest value offered (in the type's unit), included.
    public var max: Int
    /// The value the app starts with (`default` in the file).
    public var defaultValue: Int
    /// Values offered are `min` plus a multiple of `step` (1 when the file gives none).
    public var step: Int
    /// The parameter's label by locale, when the pack gives one.
    public var label: LocalizedText?

    /// The parameter's name (`name`), unique within its plan.
    public var id: String { name }

    /// A parameter as given (the builder's and tests').
    public init(name: String, type: PlanParameterType, min: Int, max: Int, defaultValue: Int, step: Int, label: LocalizedText? = nil) {
        self.name = name
        self.type = type
        self.min = min
        self.max = max
        self.defaultValue = defaultValue
        self.step = step
        self.label = label
    }

    private enum CodingKeys: String, CodingKey {
        case name, type, min, max, defaultValue = "default", step, label
    }

    /// Why `value` is not offered (nil when it is): outside [min, max] or off the step.
    public func problem(_ value: Int) -> String? {
        if value < min || value > max { return "\(value) is outside \(min)-\(max)" }
        // why: value ≥ min, so the difference fits 64 unsigned bits (a signed one overflowed)
        if step > 1, UInt(bitPattern: value &- min) % UInt(step) != 0 { return "\(value) is not \(min) plus a multiple of \(step)" }
        return nil
    }
}

/// What a plan parameter's integer means: `money` in minor units (cents), `integer` a plain
/// count, `percent` whole percent, `date` a number of periods (`every`) from the plan's start.
public enum PlanParameterType: String, Codable, Sendable {
    case money, integer, percent, date
}

/// The period between a plan's deposits: a day, a week or a calendar month.
public enum PlanPeriod: String, Codable, Sendable, CaseIterable {
    case day, week, month
}

/// How a deposit that is not a whole number of `roundTo` minor units is rounded. With `exact`
/// the formula must give whole amounts (the builder checks).
public enum PlanRounding: String, Codable, Sendable {
    case exact, down, up, nearest
}

/// Values for a plan's parameters, each checked against its bounds and step when set.
public struct PlanValues: Sendable, Equatable {
    /// The plan these values are for.
    public let plan: Plan
    /// Each parameter's value by name, in the parameter's unit (money in minor units).
    public private(set) var values: [String: Int]
    /// The period between deposits: the plan's fixed `every`, or the interval the user chose.
    public private(set) var every: PlanPeriod

    init(plan: Plan, values: [String: Int], every: PlanPeriod) {
        self.plan = plan
        self.values = values
        self.every = every
    }

    /// Chooses the saving interval; a plan without an interval parameter, or a period it does
    /// not allow, is an error.
    public mutating func set(interval period: PlanPeriod) throws(PlanError) {
        guard let interval = plan.interval else { throw .outOfBounds("every", "the plan's interval is fixed (\(plan.schedule.every.rawValue))") }
        guard interval.allowed.contains(period) else {
            throw .outOfBounds(interval.name, "\(period.rawValue) is not one of \(interval.allowed.map(\.rawValue).joined(separator: ", "))")
        }
        every = period
    }

    /// The value of the parameter with this name, or nil when the plan has no such parameter.
    public subscript(name: String) -> Int? { values[name] }

    /// Sets a parameter; an unknown name or a value the plan does not offer is an error.
    public mutating func set(_ name: String, to value: Int) throws(PlanError) {
        guard let parameter = plan.parameters.first(where: { $0.name == name }) else { throw .unknownName(name) }
        if let problem = parameter.problem(value) { throw .outOfBounds(name, problem) }
        values[name] = value
    }

    /// A date parameter set from a calendar date: the whole periods from `start` to it.
    public mutating func set(_ name: String, toDate date: Date, from start: Date, calendar: Calendar = .init(identifier: .gregorian)) throws(PlanError) {
        let unit: Calendar.Component = switch every {
        case .day: .day
        case .week: .weekOfYear
        case .month: .month
        }
        try set(name, to: calendar.dateComponents([unit], from: start, to: date).value(for: unit) ?? 0)
    }
}

extension ContentKind {
    /// `"kind": "plans"`.
    public static let plans = ContentKind("plans")
}

extension ContentBundle {
    /// The bundle's savings plans, in pack order.
    public var plans: [Plan] { get throws { try items(Plan.self) } }
}
