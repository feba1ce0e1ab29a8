import ContentBundle
import Foundation

/// A schedule as `cbundle_plan_schedule_json` gives it: dates as Unix seconds.
struct PlanScheduleResult: Encodable {
    struct Deposit: Encodable {
        var number: Int
        var date: Int64
        var amount: Int
    }

    var plan: String
    var values: [String: Int]
    /// The period between deposits: the plan's fixed one or the interval chosen.
    var every: String
    /// The plan's ISO 4217 code and its minor unit (amounts are in it).
    var currency: String
    var minorUnit: Int
    var goal: Int
    var total: Int
    var deposits: [Deposit]
}

/// Progress as `cbundle_plan_progress_json` gives it.
struct PlanProgressResult: Encodable {
    var saved: Int
    var due: Int
    var depositsDue: Int
    var goal: Int
    var ahead: Int
    var remaining: Int
    var fraction: Double
    var isReached: Bool
    var next: PlanScheduleResult.Deposit?
}

/// The calendar the C API counts days, weeks and months in: Gregorian, UTC.
private let utc: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
}()

/// Unix seconds a date may be (years 1 to 9999), so no date arithmetic overflows.
private let dates: ClosedRange<Int64> = -62_135_596_800...253_402_300_799

private func date(_ seconds: Int64, _ name: String) throws -> Date {
    guard dates.contains(seconds) else { throw CFailure(.argument, "\(name) \(seconds) is not a date between the years 1 and 9999") }
    return Date(timeIntervalSince1970: TimeInterval(seconds))
}

private func seconds(_ date: Date) -> Int64 {
    Int64(date.timeIntervalSince1970.rounded(.down))
}

/// The schedule of a plan for values given as JSON (`{"name": value}`; NULL: the defaults).
private func schedule(_ handle: OpaquePointer?, _ planID: UnsafePointer<CChar>?, _ valuesJSON: UnsafePointer<CChar>?, _ start: Int64) throws -> (PlanValues, PlanSchedule) {
    let bundle = try CBundle.from(handle)
    let id = try argument(planID, "plan")
    guard let plan = try bundle.plans.first(where: { $0.id == id }) else { throw CFailure(.notFound, "\(id): no such plan") }
    var values = plan.defaults
    if valuesJSON != nil {
        guard case .object(let given) = try jsonArgument(valuesJSON, "values_json") else { throw CFailure(.argument, "values_json is not an object of parameter names to values") }
        for (name, value) in given.sorted(by: { $0.key < $1.key }) {
            // why: the interval parameter takes a period's name ("week"); every other a whole number
            if let interval = plan.interval, name == interval.name {
                guard case .string(let text) = value, let period = PlanPeriod(rawValue: text) else {
                    throw CFailure(.argument, "the value of \(name), the plan's interval, is not \"day\", \"week\" or \"month\"")
                }
                try values.set(interval: period)
                continue
            }
            guard case .number(let number) = value, let whole = Int(exactly: number) else { throw CFailure(.argument, "the value of \(name) is not a whole number") }
            try values.set(name, to: whole)
        }
    }
    return (values, try PlanSchedule(values, start: date(start, "start"), calendar: utc))
}

private func deposit(_ deposit: PlanSchedule.Deposit) -> PlanScheduleResult.Deposit {
    PlanScheduleResult.Deposit(number: deposit.number, date: seconds(deposit.date), amount: deposit.amount)
}

@_cdecl("cbundle_plan_schedule_json")
public func cbundle_plan_schedule_json(_ handle: OpaquePointer?, _ planID: UnsafePointer<CChar>?, _ valuesJSON: UnsafePointer<CChar>?, _ start: Int64,
                                       _ out: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ error: UnsafeMutablePointer<OpaquePointer?>?) -> Int32 {
    out?.pointee = nil
    return run(error) {
        let (values, made) = try schedule(handle, planID, valuesJSON, start)
        let plan = values.plan
        let result = PlanScheduleResult(plan: plan.id, values: values.values, every: values.every.rawValue, currency: plan.currency.code,
                                        minorUnit: plan.currency.minorUnit, goal: made.goal, total: made.total, deposits: made.deposits.map(deposit))
        try store(canonicalJSON(result), in: out)
    }
}

@_cdecl("cbundle_plan_progress_json")
public func cbundle_plan_progress_json(_ handle: OpaquePointer?, _ planID: UnsafePointer<CChar>?, _ valuesJSON: UnsafePointer<CChar>?, _ start: Int64,
                                       _ madeJSON: UnsafePointer<CChar>?, _ at: Int64,
                                       _ out: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ error: UnsafeMutablePointer<OpaquePointer?>?) -> Int32 {
    out?.pointee = nil
    return run(error) {
        let (_, made) = try schedule(handle, planID, valuesJSON, start)
        guard case .array(let entries) = try jsonArgument(madeJSON, "made_json") else { throw CFailure(.argument, "made_json is not a list of {\"date\", \"amount\"}") }
        let deposits: [(date: Date, amount: Int)] = try entries.map { entry in
            guard case .object(let fields) = entry, case .number(let when)? = fields["date"], case .number(let amount)? = fields["amount"],
                  let whole = Int(exactly: amount), whole >= 0, let day = Int64(exactly: when) else {
                throw CFailure(.argument, "a deposit made is not {\"date\": unix seconds, \"amount\": whole minor units, not negative}")
            }
            return (try date(day, "a deposit's date"), whole)
        }
        let progress = made.progress(made: deposits, at: try date(at, "at"))
        let result = PlanProgressResult(saved: progress.saved, due: progress.due, depositsDue: progress.depositsDue, goal: progress.goal, ahead: progress.ahead,
                                        remaining: progress.remaining, fraction: progress.fraction, isReached: progress.isReached, next: progress.next.map(deposit))
        try store(canonicalJSON(result), in: out)
    }
}
