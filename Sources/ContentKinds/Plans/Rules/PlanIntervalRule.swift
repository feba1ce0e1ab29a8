import ContentBundle
import ContentCore

/// A plan's deposits have one period: fixed by the schedule's `every`, or chosen by the user
/// through one interval parameter.
struct PlanIntervalRule: FileRule {
    static let description = RuleDescription(
        id: "plan-interval",
        summary: "A plan's period is the schedule's \"every\" or one interval parameter, not both and not neither; the interval's default is one it allows",
        rationale: """
            The savings app lets the user choose the saving interval where the plan allows it: an \
            interval parameter (`"type": "interval"`) lists the periods offered (day, week, calendar \
            month) and the one the app starts with. The schedule then takes its period from the \
            user's choice, so a plan that also fixes `"every"` says two things; a plan with neither has \
            no period; a second interval parameter is a second period the schedule cannot use; and a \
            default the list does not offer is a value the app cannot show. A date parameter counts \
            periods of the chosen interval. Exact: read from the file.
            """,
        kind: .plans,
        severity: .error,
        valid: [Example(Self.plan(#""every": {"type": "interval", "allowed": ["week", "month"], "default": "month"}"#, every: ""), files: PlanScheduleRule.slides)],
        invalid: [
            Example(Self.plan(#""every": {"type": "interval", "allowed": ["week", "month"], "default": "month"}"#, every: #""every": ↓"week", "#), files: PlanScheduleRule.slides),
            Example(Self.plan("", every: "", marked: true), files: PlanScheduleRule.slides),
            Example(Self.plan(#""every": {"type": "interval", "allowed": ["week", "month"], "default": ↓"day"}"#, every: ""), files: PlanScheduleRule.slides),
            Example(Self.plan(#""every": {"type": "interval", "allowed": ["week"], "default": "week"}, "often": ↓{"type": "interval", "allowed": ["day"], "default": "day"}"#, every: ""),
                    files: PlanScheduleRule.slides),
        ])

    /// A plan with `parameter` added to its parameters and `every` (with its comma) at the start of its schedule.
    static func plan(_ parameter: String, every: String, marked: Bool = false) -> String {
        let extra = parameter.isEmpty ? "" : ", " + parameter
        return """
            {"kind": "plans", "items": [
              {"id": "weeks-52", "title": {"en": "52 weeks", "ru": "52 недели", "uk": "52 тижні"}, "slides": "weeks-52", "currency": "EUR",
               "parameters": {"goal": {"type": "money", "min": 1000, "max": 100000, "default": 12000, "step": 1000},
                              "times": {"type": "integer", "min": 1, "max": 12, "default": 12}\(extra)},
               "schedule": \(marked ? "↓" : ""){\(every)"count": "times", "deposit": "goal / times", "rounding": "down"}}]}
            """
    }

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        (file.root?["items"]?.array ?? []).flatMap { plan -> [Diagnostic] in
            guard let schedule = plan["schedule"] else { return [] }
            let intervals = PlanDefinition.intervals(plan)
            var found: [Diagnostic] = []
            for extra in intervals.dropFirst() {
                found.append(Self.diagnostic("a second interval parameter, \"\(extra.name)\": a schedule has one period; keep one", in: file, at: extra.node.range))
            }
            if let interval = intervals.first {
                if let every = schedule["every"] {
                    found.append(Self.diagnostic("the schedule fixes \"every\", but the user chooses the interval (\"\(interval.name)\"); remove one", in: file, at: every.range.lowerBound..<every.range.lowerBound + 1))
                }
                if !interval.allowed.contains(interval.defaultValue), let node = interval.node["default"] {
                    found.append(Self.diagnostic("the default \(interval.defaultValue.rawValue) is not among the allowed periods (\(interval.allowed.map(\.rawValue).joined(separator: ", ")))", in: file, at: node.range))
                }
            } else if schedule["every"] == nil {
                found.append(Self.diagnostic("the schedule has no period: give \"every\" (day, week or month) or an interval parameter the user chooses it with", in: file, at: schedule.range.lowerBound..<schedule.range.lowerBound + 1))
            }
            return found
        }
    }
}
