import ContentCore

/// A plan's currency is a current ISO 4217 code of a currency with a minor unit.
struct PlanCurrencyRule: FileRule {
    static let description = RuleDescription(
        id: "plan-currency",
        summary: "A plan's currency must be a current ISO 4217 code with a minor unit",
        rationale: """
            Every money amount of a plan is a whole number of the currency's minor unit, and the app \
            shows it by the minor unit the bundle carries: 137800 is 1,378.00 US dollars, 137,800 yen \
            or 137.800 Kuwaiti dinars. The builder takes the minor unit from ISO 4217's list one \
            (published \(CurrencyTable.published), embedded: `Scripts/make-currency-table`), so a code \
            that list does not hold (a typo, a withdrawn currency such as HRK since the euro) has no \
            minor unit to show amounts by, and a code whose minor unit ISO gives as N.A. (gold XAU, \
            the SDR XDR, the testing code XTS) is no currency a user saves in. Exact: the code is \
            looked up, never guessed. Measured on the 181 codes of Debian's iso-codes 4.15 \
            (LGPL-2.1+), one plan each (`PlanCurrencyIntervalTests`): 162 accepted; 6 reported as \
            withdrawn with their successors (ANG, BGN, CUC, HRK, SLL, ZWL: ISO's list one no longer \
            holds them) and 13 as having no minor unit (the X codes of metals, funds and tests), \
            every one as ISO says. Amounts are checked against the minor unit: a money parameter \
            whose largest value is under one whole unit of the currency (a goal of at most 99 cents \
            in USD, 999 fils in KWD) was almost surely written in whole units, not minor ones, and \
            is a warning (a judgement: the rule cannot know the plan means pennies).
            """,
        kind: .plans,
        severity: .error,
        valid: [Example(Self.plan(currency: #""USD""#), files: PlanScheduleRule.slides), Example(Self.plan(currency: #""KWD""#), files: PlanScheduleRule.slides)],
        invalid: [
            Example(Self.plan(currency: #"↓"USX""#), files: PlanScheduleRule.slides),
            Example(Self.plan(currency: #"↓"HRK""#), files: PlanScheduleRule.slides),
            Example(Self.plan(currency: #"↓"XAU""#), files: PlanScheduleRule.slides),
            Example(PlanIntervalRule.plan("", every: #""every": "month", "#).replacingOccurrences(of: #""min": 1000, "max": 100000, "default": 12000, "step": 1000"#, with: #""min": 10, "max": ↓50, "default": 50, "step": 10"#),
                    files: PlanScheduleRule.slides),
        ])

    static func plan(currency: String) -> String {
        PlanScheduleRule.plan(goal: "137800", deposit: #""k * goal / (weeks * (weeks + 1) / 2)""#, rounding: "nearest", currency: currency)
    }

    /// The minor unit of a current ISO 4217 code, nil for a code the list does not hold or
    /// gives no minor unit.
    static func minorUnit(_ code: String) -> Int? { CurrencyTable.minorUnits[code] ?? nil }

    /// Codes withdrawn from ISO 4217 that content still meets, and what replaced them (ISO 4217
    /// list three, the historic codes).
    static let withdrawn: [String: String] = [
        "ANG": "XCG", "BGN": "EUR", "BYR": "BYN", "CUC": "CUP", "EEK": "EUR", "HRK": "EUR", "LTL": "EUR", "LVL": "EUR",
        "MRO": "MRU", "RUR": "RUB", "SLL": "SLE", "STD": "STN", "VEF": "VES", "ZMK": "ZMW", "ZWL": "ZWG",
    ]

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        (file.root?["items"]?.array ?? []).flatMap { plan -> [Diagnostic] in
            [codeFinding(plan, file), scaleFinding(plan, file)].compactMap { $0 }
        }
    }

    /// A money parameter whose largest value is under one whole unit of the currency.
    private func scaleFinding(_ plan: JSONNode, _ file: ContentFile) -> Diagnostic? {
        guard let code = plan["currency"]?.string, let digits = Self.minorUnit(code), digits > 0 else { return nil }
        var unit = 1
        for _ in 0..<digits { unit *= 10 }
        for member in plan["parameters"]?.object?.members ?? [] where member.value["type"]?.string == "money" {
            guard let maxNode = member.value["max"], let max = maxNode.integer, max > 0, max < unit else { continue }
            return Self.diagnostic(
                "the largest \"\(member.key)\" is \(max) minor units, under one \(code) (\(unit)): money amounts are minor units (\(digits) decimal places), so this was likely written in whole \(code)",
                in: file, at: maxNode.range, severity: .warning)
        }
        return nil
    }

    private func codeFinding(_ plan: JSONNode, _ file: ContentFile) -> Diagnostic? {
        guard let node = plan["currency"], let code = node.string else { return nil }
        switch CurrencyTable.minorUnits[code] {
        case .some(.some):
            return nil
        case .some(.none):
            return Self.diagnostic("\(code) has no minor unit in ISO 4217 (a metal, a fund or a testing code): no plan is saved in it; name the currency the user saves in", in: file, at: node.range)
        case .none:
            if let successor = Self.withdrawn[code] {
                return Self.diagnostic("\(code) was withdrawn from ISO 4217; its successor is \(successor)", in: file, at: node.range)
            }
            let near = CurrencyTable.minorUnits.keys.filter { Self.oneApart($0, code) }.sorted().prefix(3)
            let hint = near.isEmpty ? "" : " (did you mean \(near.joined(separator: ", "))?)"
            return Self.diagnostic("\(code) is not an ISO 4217 currency code\(hint)", in: file, at: node.range)
        }
    }

    /// Two codes of three letters that differ in one place.
    private static func oneApart(_ a: String, _ b: String) -> Bool {
        let (x, y) = (Array(a.utf8), Array(b.utf8))
        return x.count == y.count && zip(x, y).filter { $0 != $1 }.count == 1
    }
}
