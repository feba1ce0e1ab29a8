import ContentCore

/// A tap order uses the item's own buttons, within its length limit.
struct SequenceOrderRule: FileRule {
    static let description = RuleDescription(
        id: "sequence-order",
        summary: "A sequence's order may only use its symbols and must not be longer than its limit",
        rationale: """
            The game shows the item's symbols as buttons; a symbol in the order that has no button can \
            never be pressed, and an order longer than the item's limit (maxLength, 12 when omitted) \
            cannot be entered.
            """,
        kind: .sequences,
        severity: .error,
        valid: [Example(#"{"kind": "sequences", "items": [{"id": "code", "symbols": ["1", "2", "3"], "order": ["1", "3", "2"], "maxLength": 3}]}"#)],
        invalid: [
            Example(#"{"kind": "sequences", "items": [{"id": "code", "symbols": ["1", "2", "3"], "order": ["1", ↓"4", "2"]}]}"#),
            Example(#"{"kind": "sequences", "items": [{"id": "code", "symbols": ["1", "2"], "order": ↓["1", "2", "1"], "maxLength": 2}]}"#),
        ])

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for item in file.root?["items"]?.array ?? [] {
            let symbols = Set(item["symbols"]?.array?.compactMap(\.string) ?? [])
            guard let order = item["order"], let steps = order.array else { continue }
            for step in steps where step.string.map({ !symbols.contains($0) }) ?? false {
                found.append(Self.diagnostic("\"\(step.string!)\" is not one of this item's symbols (\(symbols.sorted().joined(separator: ", ")))", in: file, at: step.range))
            }
            let limit = item["maxLength"]?.integer ?? 12
            if steps.count > limit {
                found.append(Self.diagnostic("the order has \(steps.count) taps, more than the limit of \(limit)", in: file, at: order.range))
            }
        }
        return found
    }
}
