import ContentBundle
import ContentCore

/// A plan's schedule works for every value the user may choose: checked at every setting of its
/// parameters when there are at most `gridLimit`, at the defaults, ends, corners and a spread of
/// settings otherwise.
struct PlanScheduleRule: FileRule {
    static let description = RuleDescription(
        id: "plan-schedule",
        summary: "A plan's deposits are non-negative, whole in minor units and sum to the goal for every setting a user may choose",
        rationale: """
            A plan's parameters have bounds, a default and a step; its schedule gives the count of \
            deposits and the k-th deposit as formulas of the number-series rule language over the \
            parameters (evaluated exactly, as fractions). The app computes the schedule for whatever \
            the user picks, so the linter computes it for every setting of the parameters a user may \
            choose when there are at most 4,096 (goal 36,000-45,000 in steps of 1,000 over 6-9 weeks \
            is 40), and otherwise at the defaults, at each parameter's ends, at every corner, at every \
            value of each parameter with the others at their defaults (256 spread evenly when it \
            offers more) and at 256 settings spread over the rest: every deposit must be non-negative, whole in the currency's \
            minor unit after the plan's rounding ("exact" — the default — means no rounding is \
            needed), and the deposits must sum to the goal within one rounding step per deposit \
            (the app's last deposit makes up the rest). The default must lie within the bounds, and \
            the default and the highest value must be values the step offers.
            """,
        kind: .plans,
        severity: .error,
        valid: [Example(Self.plan(goal: "137800", deposit: #""k * goal / (weeks * (weeks + 1) / 2)""#, rounding: "nearest"), files: Self.slides)],
        invalid: [
            Example(Self.plan(goal: "137800", deposit: #"↓"k * goal / (weeks * (weeks + 1) / 2)""#, rounding: "exact"), files: Self.slides),
            Example(Self.plan(goal: "137800", deposit: #"↓"goal / weeks - k""#, rounding: "down"), files: Self.slides),
            Example(Self.plan(goal: "137800", deposit: #"↓"k * goal / weeks""#, rounding: "nearest"), files: Self.slides),
            Example(Self.plan(goal: "↓2000000", deposit: #""k * goal / (weeks * (weeks + 1) / 2)""#, rounding: "nearest"), files: Self.slides),
            Example(Self.plan(goal: "137800", deposit: #""k * ↓gaol""#, rounding: "nearest"), files: Self.slides),
        ])

    static let slides = ["slides/weeks-52.json": PlanSlidesRule.slides(action: true)]

    /// A 52-week challenge with `deposit` as its formula and `goal` as the goal's default.
    static func plan(goal: String, deposit: String, rounding: String, currency: String = #""USD""#) -> String {
        """
        {"kind": "plans", "items": [
          {"id": "weeks-52", "title": {"en": "52 weeks", "ru": "52 недели", "uk": "52 тижні"}, "slides": "weeks-52", "currency": \(currency),
           "parameters": {"goal": {"type": "money", "min": 1000, "max": 1000000, "default": \(goal), "step": 100},
                          "weeks": {"type": "integer", "min": 10, "max": 104, "default": 52}},
           "schedule": {"every": "week", "count": "weeks", "deposit": \(deposit), "rounding": "\(rounding)"}}]}
        """
    }

    /// Formula steps one file's schedules may take to check (a schema-valid file of 100 plans of
    /// 10,000 deposits each, checked at every bound, took two minutes before this budget).
    static let stepBudget = 10_000_000

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        var budget = Self.stepBudget
        // the first plan the budget did not cover, how many of its settings it covered, and how many plans followed
        var unchecked: (schedule: JSONNode, checked: Int, of: Int)?
        var after = 0
        for node in file.root?["items"]?.array ?? [] {
            guard let plan = PlanDefinition(node), let schedule = node["schedule"] else { continue }
            var usable = true
            for parameter in plan.parameters {
                if let problem = Self.bounds(parameter) {
                    found.append(Self.diagnostic("parameter \"\(parameter.name)\": \(problem)", in: file, at: (parameter.node["default"] ?? parameter.node).range))
                    usable = false
                }
            }
            var formulas: [String: PlanExpression] = [:]
            for (key, result) in [("count", plan.count), ("deposit", plan.deposit), ("goal", plan.goal)] {
                switch result {
                case .success(let expression): formulas[key] = expression
                case .failure(let problem):
                    let at = schedule[key].map { Self.point(in: $0, offset: problem.offset, file: file) } ?? schedule.range
                    found.append(Self.diagnostic("\(key): \(problem.message)", in: file, at: at))
                    usable = false
                }
            }
            guard usable, let count = formulas["count"], let deposit = formulas["deposit"], let goal = formulas["goal"] else { continue }
            let every = plan.every ?? .month
            let compiled = Plan.Schedule(every: every, count: count, deposit: deposit, goal: goal, rounding: plan.rounding, roundTo: plan.roundTo)
            switch Self.firstProblem(plan, compiled, budget: &budget) {
            case .problem(let problem, let member):
                found.append(Self.diagnostic(problem, in: file, at: (schedule[member] ?? schedule).range))
            case .overBudget(let settings):
                if unchecked == nil { unchecked = (schedule, settings, Self.settings(plan).count) } else { after += 1 }
            case .fine:
                break
            }
        }
        if let (schedule, checked, of) = unchecked {
            let rest = after == 0 ? "" : ", and the \(counted(after, "plan")) after it at none"
            let note = Self.diagnostic(
                "this plan's schedule is checked at \(checked) of its \(counted(of, "setting"))\(rest): the file's schedules take more than \(Self.stepBudget) formula steps to check; put fewer plans in the file or make their formulas simpler",
                in: file, at: (schedule["deposit"] ?? schedule).range, severity: .warning)
            found.append(note)
        }
        return found
    }

    /// How many settings of a plan's parameters are checked one by one: every setting when the
    /// grid has no more.
    static let gridLimit = 4_096
    /// In a larger grid, how many values of each parameter, and how many settings spread over the
    /// grid, are checked.
    static let sampleLimit = 256

    /// The settings a plan is checked at: the defaults first, each parameter at its lowest and
    /// highest, then every setting a user may choose when there are at most `gridLimit`; in a
    /// larger grid, every corner (each parameter at an end), each parameter at every value it
    /// offers with the others at their defaults (`sampleLimit` spread evenly when it offers more),
    /// and `sampleLimit` settings spread over the grid.
    static func settings(_ plan: PlanDefinition) -> [(String, [String: Int])] {
        let parameters = plan.parameters
        let defaults = Dictionary(parameters.map { ($0.name, $0.defaultValue) }, uniquingKeysWith: { a, _ in a })
        var settings = [("at the defaults", defaults)]
        var seen: Set<[Int]> = [parameters.map(\.defaultValue)]
        func add(_ values: [Int], _ place: String? = nil) {
            guard seen.insert(values).inserted else { return }
            let named = Dictionary(zip(parameters.map(\.name), values), uniquingKeysWith: { a, _ in a })
            settings.append((place ?? "with " + zip(parameters, values).map { "\($0.name) \($1)" }.joined(separator: ", "), named))
        }
        for (index, parameter) in parameters.enumerated() {
            for (word, value) in [("lowest", parameter.min), ("highest", parameter.max)] {
                var values = parameters.map(\.defaultValue)
                values[index] = value
                add(values, "with \(parameter.name) at its \(word), \(value)")
            }
        }
        // why: a parameter's value count; a range past 64 bits counts as unbounded
        let counts = parameters.map { parameter -> Int in
            guard parameter.min <= parameter.max, let span = Int.checkedDifference(parameter.max, parameter.min) else { return 1 }
            return span / Swift.max(1, parameter.step) + 1
        }
        func value(_ parameter: PlanDefinition.Parameter, _ ordinal: Int) -> Int {
            parameter.min &+ ordinal &* Swift.max(1, parameter.step)
        }
        let total = counts.reduce(1) { Int.checkedProduct($0, $1) ?? .max }
        if total <= gridLimit {
            var ordinals = [Int](repeating: 0, count: parameters.count)
            for _ in 0..<total {
                add(zip(parameters, ordinals).map { value($0, $1) })
                for index in ordinals.indices.reversed() {
                    ordinals[index] += 1
                    if ordinals[index] < counts[index] { break }
                    ordinals[index] = 0
                }
            }
            return settings
        }
        // corners: each parameter at an end (at most 2^12 of them)
        if parameters.count <= 12 {
            for mask in 0..<(1 << parameters.count) {
                add(parameters.enumerated().map { mask & (1 << $0.offset) != 0 ? $0.element.max : $0.element.min })
            }
        }
        // each parameter at every value it offers (evenly spread when it offers more)
        for (index, parameter) in parameters.enumerated() {
            let taken = Swift.min(counts[index], sampleLimit)
            for k in 0..<taken {
                var values = parameters.map(\.defaultValue)
                values[index] = value(parameter, taken == counts[index] ? k : Int((Double(k) / Double(taken - 1 == 0 ? 1 : taken - 1)) * Double(counts[index] - 1)))
                add(values)
            }
        }
        // settings spread over the whole grid, the same on every run
        var random = SeededRandom(seed: 0x706C_616E)
        for _ in 0..<sampleLimit {
            add(zip(parameters, counts).map { value($0, $1 <= 1 ? 0 : random.below($1)) })
        }
        return settings
    }

    /// What checking a plan at its settings found.
    private enum Verdict {
        case fine
        /// The first setting that fails, what fails, and the formula to blame.
        case problem(String, String)
        /// The budget ran out after this many settings (all fine).
        case overBudget(Int)
    }

    /// The first setting at which the schedule fails, what fails, and the formula to blame;
    /// each setting's formula steps (deposits × the deposit formula's size) come off `budget`.
    private static func firstProblem(_ plan: PlanDefinition, _ schedule: Plan.Schedule, budget: inout Int) -> Verdict {
        let depositSteps = schedule.deposit.nodeCount(limit: Plan.maxFormulaNodes)
        for (index, (place, values)) in settings(plan).enumerated() {
            let deposits = PlanSchedule.depositCount(schedule, values) ?? 1
            let steps = Int.checkedProduct(min(max(deposits, 1), PlanSchedule.maxDeposits), depositSteps) ?? .max
            guard steps <= budget else {
                budget = 0
                return .overBudget(index)
            }
            budget -= steps
            let amounts: [Int], goal: Int
            do {
                (amounts, goal, _) = try PlanSchedule.amounts(schedule, values)
            } catch {
                let member = if case .badCount = error { "count" } else { "deposit" }
                if case .notWhole(let what, let value) = error, what.hasPrefix("deposit") {
                    return .problem("\(place), \(what) is \(value) minor units, not whole; set \"rounding\" (down, up or nearest) or change the formula", "deposit")
                }
                return .problem("\(place): \(error.description)", member)
            }
            if let negative = amounts.firstIndex(where: { $0 < 0 }) {
                return .problem("\(place), deposit \(negative + 1) is \(amounts[negative]); a deposit cannot be negative", "deposit")
            }
            // why: the app sums them in 64 bits (and so does this check)
            guard let total = Int.checkedSum(of: amounts),
                  let off = Int.checkedDifference(total, goal), off != .min,
                  let last = amounts.last, let made = Int.checkedDifference(total, last), let lastDeposit = Int.checkedDifference(goal, made) else {
                return .problem("\(place), the deposits or the goal are too large to add up in 64 bits", "deposit")
            }
            let tolerance = Int.checkedProduct(amounts.count, schedule.roundTo) ?? .max
            if abs(off) > tolerance {
                return .problem("\(place), the \(amounts.count) deposits sum to \(total), not the goal \(goal) (allowed: within \(tolerance))", "deposit")
            }
            // why: the app's last deposit makes up the rounding, and must not become a withdrawal
            if lastDeposit < 0 {
                return .problem("\(place), the last deposit would be \(lastDeposit) to make up the rounding; round down, or round to a smaller step", "deposit")
            }
        }
        return .fine
    }

    private static func bounds(_ parameter: PlanDefinition.Parameter) -> String? {
        if parameter.min > parameter.max { return "min \(parameter.min) is above max \(parameter.max)" }
        // why: the values the app refuses (`PlanParameter.problem`), so lint and app agree
        let offered = parameter.offered
        for (word, value) in [("default", parameter.defaultValue), ("max", parameter.max)] {
            if let problem = offered.problem(value) { return "\(word) \(problem), so the app cannot offer it" }
        }
        return nil
    }

    /// The character of a formula string at `offset` (its first character for a number).
    private static func point(in node: JSONNode, offset: Int, file: ContentFile) -> Range<Int> {
        guard node.string != nil, offset > 0 else { return node.range }
        let start = StringSourceMap.offset(ofScalar: offset, in: node, source: file.source)
        return start..<start + 1
    }
}
