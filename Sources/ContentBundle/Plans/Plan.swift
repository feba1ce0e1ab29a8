import Foundation

/// A savings plan (`items/plans.json`): the parameters a user sets, and the deposit schedule
/// as formulas over them.
public struct Plan: BundleItem, Identifiable {
    public static let kind = ContentKind.plans

    public var id: String
    public var title: LocalizedText
    public var description: LocalizedText?
    /// The `game` of the slides file introducing the plan; its last slide offers it.
    public var slides: String
    public var premium: Bool?
    /// In the order the app asks for them.
    public var parameters: [PlanParameter]
    public var schedule: Schedule

    public struct Schedule: Codable, Sendable, Equatable {
        public var every: PlanPeriod
        public var count: PlanExpression
        /// The deposit numbered `k` (1-based).
        public var deposit: PlanExpression
        public var goal: PlanExpression
        public var rounding: PlanRounding
        /// Deposits are whole multiples of this many minor units (1 = cents).
        public var roundTo: Int

        public init(every: PlanPeriod, count: PlanExpression, deposit: PlanExpression, goal: PlanExpression, rounding: PlanRounding, roundTo: Int) {
            self.every = every
            self.count = count
            self.deposit = deposit
            self.goal = goal
            self.rounding = rounding
            self.roundTo = roundTo
        }
    }

    /// Every parameter at its default.
    public var defaults: PlanValues { PlanValues(plan: self, values: Dictionary(parameters.map { ($0.name, $0.defaultValue) }, uniquingKeysWith: { a, _ in a })) }
}

/// A parameter of a plan. Money is in minor units (cents), a percentage in whole percent, a date
/// as the number of periods (`every`) from the plan's start to it.
public struct PlanParameter: Codable, Sendable, Equatable, Identifiable {
    public var name: String
    public var type: PlanParameterType
    public var min: Int
    public var max: Int
    public var defaultValue: Int
    public var step: Int
    public var label: LocalizedText?

    public var id: String { name }

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
        if step > 1, (value - min) % step != 0 { return "\(value) is not \(min) plus a multiple of \(step)" }
        return nil
    }
}

public enum PlanParameterType: String, Codable, Sendable {
    case money, integer, percent, date
}

public enum PlanPeriod: String, Codable, Sendable {
    case day, week, month
}

/// How a deposit that is not a whole number of `roundTo` minor units is rounded. With `exact`
/// the formula must give whole amounts (the builder checks).
public enum PlanRounding: String, Codable, Sendable {
    case exact, down, up, nearest
}

/// Values for a plan's parameters, each checked against its bounds and step when set.
public struct PlanValues: Sendable, Equatable {
    public let plan: Plan
    public private(set) var values: [String: Int]

    init(plan: Plan, values: [String: Int]) {
        self.plan = plan
        self.values = values
    }

    public subscript(name: String) -> Int? { values[name] }

    /// Sets a parameter; an unknown name or a value the plan does not offer is an error.
    public mutating func set(_ name: String, to value: Int) throws(PlanError) {
        guard let parameter = plan.parameters.first(where: { $0.name == name }) else { throw .unknownName(name) }
        if let problem = parameter.problem(value) { throw .outOfBounds(name, problem) }
        values[name] = value
    }

    /// A date parameter set from a calendar date: the whole periods from `start` to it.
    public mutating func set(_ name: String, toDate date: Date, from start: Date, calendar: Calendar = .init(identifier: .gregorian)) throws(PlanError) {
        let unit: Calendar.Component = switch plan.schedule.every {
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
    public var plans: [Plan] { items(Plan.self) }
}
