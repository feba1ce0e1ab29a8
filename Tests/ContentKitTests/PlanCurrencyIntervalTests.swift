import ContentBundleC
import Foundation
import Testing
@testable import ContentBundle
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck

/// Plans in a currency, with the saving interval the user chooses, read from the built sample
/// bundle by the Swift runtime and through the C API.
@Suite struct PlanCurrencyIntervalTests {
    static let start = Date(timeIntervalSince1970: 1_767_225_600) // 2026-01-01 UTC
    static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    @Test func theSampleBundleServesCurrenciesAndIntervals() throws {
        let bundle = try #require(IQSessionTests.bundle)
        let plans = Dictionary(uniqueKeysWithValues: try bundle.plans.map { ($0.id, $0) })
        #expect(plans["52-weeks"]?.currency == PlanCurrency(code: "USD", minorUnit: 2) && plans["52-weeks"]?.interval == nil)
        let byDate = try #require(plans["monthly-goal"])
        #expect(byDate.currency == PlanCurrency(code: "JPY", minorUnit: 0))
        #expect(byDate.interval?.allowed == [.week, .month] && byDate.interval?.defaultValue == .month && byDate.schedule.every == .month)
        #expect(plans["income-share"]?.currency.code == "EUR" && plans["income-share"]?.interval?.name == "pay")

        var values = byDate.defaults
        #expect(values.every == .month)
        try values.set(interval: .week)
        let weekly = try PlanSchedule(values, start: Self.start, calendar: Self.utc)
        #expect(weekly.deposits.count == 12 && weekly.total == 1_200_000)
        #expect(weekly.deposits[1].date.timeIntervalSince(weekly.deposits[0].date) == 7 * 86_400)
        // a date parameter counts periods of the interval chosen
        try values.set("until", toDate: Self.utc.date(byAdding: .day, value: 70, to: Self.start)!, from: Self.start, calendar: Self.utc)
        #expect(values["until"] == 10)
        #expect(throws: PlanError.self) { try values.set(interval: .day) }
        var fixed = try #require(plans["52-weeks"]).defaults
        #expect(throws: PlanError.self) { try fixed.set(interval: .month) }
    }

    @Test func monthsAreCalendarMonthsFromTheStartAndDatesStopAtTheYear9999() throws {
        let bundle = try #require(IQSessionTests.bundle)
        let plan = try #require(try bundle.plans.first { $0.id == "monthly-goal" })
        let endOfJanuary = try #require(Self.utc.date(from: DateComponents(year: 2028, month: 1, day: 31)))
        let monthly = try PlanSchedule(plan.defaults, start: endOfJanuary, calendar: Self.utc)
        let days = monthly.deposits.prefix(4).map { Self.utc.dateComponents([.month, .day], from: $0.date) }
        #expect(days.map(\.month) == [1, 2, 3, 4] && days.map(\.day) == [31, 29, 31, 30], "the end of each month, never drifting to the 29th")
        let late = try #require(Self.utc.date(from: DateComponents(year: 9999, month: 6, day: 1)))
        #expect(throws: PlanError.dateOutOfRange) { try PlanSchedule(plan.defaults, start: late, calendar: Self.utc) }
        #expect(throws: PlanError.dateOutOfRange) { try PlanSchedule(plan.defaults, start: Date(timeIntervalSince1970: 1e15), calendar: Self.utc) }
        var values = plan.defaults
        try values.set(interval: .week)
        #expect(try PlanSchedule(values, start: late, calendar: Self.utc).deposits.count == 12, "12 weeks from June 9999 stay in the year")
    }

    @Test func amountsReadInTheCurrencysMinorUnit() {
        #expect(PlanCurrency(code: "USD", minorUnit: 2).decimalText(137_800) == "1378.00")
        #expect(PlanCurrency(code: "USD", minorUnit: 2).decimalText(5) == "0.05")
        #expect(PlanCurrency(code: "USD", minorUnit: 2).decimalText(-5) == "-0.05")
        #expect(PlanCurrency(code: "JPY", minorUnit: 0).decimalText(137_800) == "137800")
        #expect(PlanCurrency(code: "KWD", minorUnit: 3).decimalText(137_800) == "137.800")
        #expect(PlanCurrency(code: "KWD", minorUnit: 3).decimalText(.min).hasPrefix("-9223372036854775.808"))
        #expect(PlanCurrency(code: "usd", minorUnit: 2).problem() != nil && PlanCurrency(code: "USD", minorUnit: 9).problem() != nil)
    }

    @Test func theTableIsISO4217sListOne() {
        #expect(PlanCurrencyRule.minorUnit("JPY") == 0 && PlanCurrencyRule.minorUnit("USD") == 2 && PlanCurrencyRule.minorUnit("KWD") == 3)
        #expect(PlanCurrencyRule.minorUnit("CLF") == 4 && PlanCurrencyRule.minorUnit("XAU") == nil && PlanCurrencyRule.minorUnit("HRK") == nil)
        #expect(CurrencyTable.minorUnits.count == 178)
        #expect(CurrencyTable.minorUnits.keys.allSatisfy { $0.utf8.count == 3 && $0.utf8.allSatisfy { (65...90).contains($0) } })
        #expect(CurrencyTable.minorUnits.values.allSatisfy { $0 == nil || PlanCurrency.minorUnitRange.contains($0!) })
    }

    @Test func theCAPITakesTheIntervalByNameAndSaysTheCurrency() throws {
        var handle: OpaquePointer?
        #expect(cbundle_open(BundleFixture.sample.bundle.path, nil, &handle, nil) == 0)
        let bundle = try #require(handle)
        defer { cbundle_free(UnsafeMutableRawPointer(bundle)) }
        var json: UnsafeMutablePointer<CChar>?
        #expect(cbundle_plan_schedule_json(bundle, "monthly-goal", #"{"every": "week", "until": 4}"#, 1_767_225_600, &json, nil) == 0)
        let text = String(cString: try #require(json))
        cbundle_free(UnsafeMutableRawPointer(json))
        let result = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(result["every"] as? String == "week" && result["currency"] as? String == "JPY" && result["minorUnit"] as? Int == 0)
        let dates = (result["deposits"] as? [[String: Any]])?.compactMap { $0["date"] as? Int } ?? []
        #expect(dates == [0, 1, 2, 3].map { 1_767_225_600 + $0 * 7 * 86_400 })
        // why: the header's CBUNDLE_ERROR_PLAN (40) and CBUNDLE_ERROR_ARGUMENT (1); its macros do not reach Swift
        for (values, expected) in [(#"{"every": "day"}"#, Int32(40)), (#"{"every": "fortnight"}"#, Int32(1)), (#"{"every": 7}"#, Int32(1))] {
            var out: UnsafeMutablePointer<CChar>?
            var error: OpaquePointer?
            #expect(cbundle_plan_schedule_json(bundle, "monthly-goal", values, 0, &out, &error) == expected, "\(values)")
            #expect(out == nil)
            cbundle_free(UnsafeMutableRawPointer(error))
        }
        // a start late in 9999 whose deposits would pass the year: the plan's error, no trap
        var out: UnsafeMutablePointer<CChar>?
        var error: OpaquePointer?
        #expect(cbundle_plan_schedule_json(bundle, "monthly-goal", nil, 253_402_300_799 - 86_400, &out, &error) == Int32(40))
        cbundle_free(UnsafeMutableRawPointer(error))
    }

    /// plan-currency measured on a list it was not written against: every code of Debian's
    /// iso-codes (4.15 here, LGPL-2.1+; `Scripts/setup` installs it), one plan each.
    @Test func everyCodeOfDebiansIsoCodesIsJudgedAsISOSaysIt() throws {
        let url = URL(fileURLWithPath: "/usr/share/iso-codes/json/iso_4217.json")
        guard let data = try? Data(contentsOf: url) else {
            Issue.record("Debian's iso-codes is not installed (Scripts/setup installs it)")
            return
        }
        let listed = try #require((try JSONSerialization.jsonObject(with: data) as? [String: Any])?["4217"] as? [[String: String]]).compactMap { $0["alpha_3"] }
        #expect(listed.count >= 170)
        var texts = ["pack.json": #"{"kind": "pack", "id": "codes", "version": "1.0.0", "title": {"en": "Codes"}, "locales": ["en"], "answers": "embedded"}"#,
                     "slides/s.json": #"{"kind": "slides", "game": "s", "slides": [{"image": "../img/s.svg", "text": {"en": "Save."}, "action": {"en": "Start"}}]}"#,
                     "img/s.svg": #"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>"#]
        for (chunk, start) in stride(from: 0, to: listed.count, by: 100).enumerated() {
            let plans = listed[start..<min(start + 100, listed.count)].map { code in
                #"{"id": "plan-\#(code.lowercased())", "title": {"en": "Plan"}, "slides": "s", "currency": "\#(code)", "parameters": {"goal": {"type": "money", "min": 10000, "max": 100000, "default": 100000, "step": 10000}}, "schedule": {"every": "month", "count": 10, "deposit": "goal / 10"}}"#
            }
            texts["plans/codes-\(chunk).json"] = #"{"kind": "plans", "items": [\#(plans.joined(separator: ",\n"))]}"#
        }
        let found = try ContentPipeline.check(MemoryPack(texts: texts)).diagnostics
        #expect(found.filter { $0.ruleID != "plan-currency" }.isEmpty, "\(found.filter { $0.ruleID != "plan-currency" }.prefix(3).map(\.message))")
        let flagged = found.filter { $0.ruleID == "plan-currency" }
        let withdrawn = listed.filter { CurrencyTable.minorUnits[$0] == nil }
        let noMinorUnit = listed.filter { CurrencyTable.minorUnits[$0] != nil && PlanCurrencyRule.minorUnit($0) == nil }
        #expect(flagged.count == withdrawn.count + noMinorUnit.count)
        #expect(flagged.filter { $0.message.contains("withdrawn") }.count == withdrawn.count, "every withdrawn code names its successor")
        #expect(noMinorUnit.allSatisfy { $0.hasPrefix("X") })
        print("plan-currency on iso-codes: \(listed.count) codes, \(listed.count - flagged.count) accepted, \(withdrawn.count) withdrawn (\(withdrawn.joined(separator: " "))), \(noMinorUnit.count) without a minor unit")
    }
}
