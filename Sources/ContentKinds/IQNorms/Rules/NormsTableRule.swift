import ContentCore

/// Each band's table: every raw score once, IQ never falling, capped, spanning 100.
struct NormsTableRule: FileRule {
    static let description = RuleDescription(
        id: "norms-table",
        summary: "Each norm table lists every raw score from 0 once, IQ never falls as the score rises, stays within the floor and cap and spans 100",
        rationale: """
            The runtime looks a raw score up directly: a missing or repeated score breaks it. A higher \
            score must never give a lower IQ; no IQ (and no age group's average) may leave the scale, \
            floor to cap (the builder would silently clamp it); and every band must have a score at or \
            below 100 and one at or above it, or the band was normed wrongly. All bands must list the \
            same scores.
            """,
        kind: .iqNorms,
        severity: .error,
        valid: [
            Example(Examples.norms(bands: #"{"ages": [5, 120], "table": [[0, 80], [1, 100], [2, 120]]}"#)),
            Example(#"""
                {"kind": "iq-norms", "test": ["series-a"], "cap": 145, "floor": 0, "bands": [
                  {"ages": [5, 120], "average": 102, "label": {"en": "Everyone", "ru": "Все", "uk": "Усі"}, "table": [[0, 0], [1, 100], [2, 130]]}]}
                """#),
        ],
        invalid: [
            Example(Examples.norms(bands: #"{"ages": [5, 120], "table": [[0, 80], ↓[2, 100], [1, 120]]}"#)),
            Example(Examples.norms(bands: #"{"ages": [5, 120], "table": [[0, 80], [1, 120], [2, ↓110]]}"#)),
            Example(Examples.norms(bands: #"{"ages": [5, 120], "table": [[0, 80], [1, 100], [2, ↓150]]}"#)),
            Example(Examples.norms(bands: #"{"ages": [5, 120], "table": ↓[[0, 101], [1, 110], [2, 120]]}"#)),
            Example(Examples.norms(bands: #"{"ages": [5, 120], "average": ↓150, "table": [[0, ↓40], [1, 100], [2, 120]]}"#)),
        ])

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        guard let root = file.root else { return [] }
        let cap = root["cap"]?.integer ?? Int.max
        let floor = IQNormsKind.scale(root).floor
        var found: [Diagnostic] = []
        var firstCount: Int?
        for band in root["bands"]?.array ?? [] {
            if let average = band["average"], let value = average.integer, value < floor || value > cap {
                found.append(Self.diagnostic("the age group's average IQ \(value) is outside the scale \(floor)-\(cap)", in: file, at: average.range))
            }
            guard let table = band["table"], let rows = table.array else { continue }
            var previousIQ: Int?
            var low = false
            var high = false
            var ordered = true
            for (index, row) in rows.enumerated() {
                guard let pair = row.array, pair.count == 2, let raw = pair[0].integer, let iq = pair[1].integer else { continue }
                if raw != index {
                    found.append(Self.diagnostic("raw score \(raw) stands where \(index) belongs; list every raw score from 0 up, once each", in: file, at: row.range))
                    ordered = false
                    break
                }
                if let previousIQ, iq < previousIQ {
                    found.append(Self.diagnostic("IQ \(iq) for raw score \(raw) is lower than \(previousIQ) for \(raw - 1); a higher score must never give a lower IQ", in: file, at: pair[1].range))
                }
                if iq > cap { found.append(Self.diagnostic("IQ \(iq) is above the scale's cap of \(cap)", in: file, at: pair[1].range)) }
                if iq < floor { found.append(Self.diagnostic("IQ \(iq) is below the scale's floor of \(floor)", in: file, at: pair[1].range)) }
                low = low || iq <= 100
                high = high || iq >= 100
                previousIQ = iq
            }
            if ordered, !(low && high) {
                found.append(Self.diagnostic("this band's IQs are all \(low ? "below" : "above") 100; some raw score must give 100 or less and some 100 or more", in: file, at: table.range))
            }
            if let firstCount, firstCount != rows.count {
                found.append(Self.diagnostic("this band lists \(rows.count) raw scores, the first band \(firstCount); every band must list the same scores", in: file, at: table.range))
            }
            firstCount = firstCount ?? rows.count
        }
        return found
    }
}
