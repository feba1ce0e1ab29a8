import ContentCore

/// Age bands cover every age once.
struct NormsAgesRule: FileRule {
    static let description = RuleDescription(
        id: "norms-ages",
        summary: "IQ norm age bands must cover every age exactly once, without gaps or overlaps",
        rationale: """
            A player's age picks the band that scores them. A gap (bands "under 17" and "18-24" leave \
            17 out) leaves some players without a score; an overlap scores them twice. Bands are \
            [youngest, oldest] in whole years, both included, in order.
            """,
        kind: .iqNorms,
        severity: .error,
        valid: [Example(Examples.norms(bands: #"{"ages": [5, 17], "table": [[0, 80], [1, 100], [2, 120]]}, {"ages": [18, 120], "table": [[0, 70], [1, 100], [2, 130]]}"#))],
        invalid: [
            Example(Examples.norms(bands: #"{"ages": [5, 16], "table": [[0, 80], [1, 100], [2, 120]]}, {"ages": ↓[18, 120], "table": [[0, 70], [1, 100], [2, 130]]}"#)),
            Example(Examples.norms(bands: #"{"ages": [5, 20], "table": [[0, 80], [1, 100], [2, 120]]}, {"ages": ↓[18, 120], "table": [[0, 70], [1, 100], [2, 130]]}"#)),
            Example(Examples.norms(bands: #"{"ages": ↓[30, 18], "table": [[0, 80], [1, 100], [2, 120]]}"#)),
        ])

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        var previous: (Int, Int)?
        for band in file.root?["bands"]?.array ?? [] {
            guard let ages = band["ages"], let pair = ages.array?.compactMap(\.integer), pair.count == 2 else { continue }
            if pair[0] > pair[1] {
                found.append(Self.diagnostic("ages are written [youngest, oldest], found [\(pair[0]), \(pair[1])]", in: file, at: ages.range))
                continue
            }
            if let (_, end) = previous {
                if pair[0] > end + 1 {
                    let gap = pair[0] - 1 == end + 1 ? "age \(end + 1) is" : "ages \(end + 1)-\(pair[0] - 1) are"
                    found.append(Self.diagnostic("\(gap) in no band: the previous band ends at \(end), this one starts at \(pair[0])", in: file, at: ages.range))
                } else if pair[0] <= end {
                    found.append(Self.diagnostic("ages \(pair[0])-\(min(end, pair[1])) are in two bands: the previous band ends at \(end)", in: file, at: ages.range))
                }
            }
            previous = (pair[0], pair[1])
        }
        return found
    }
}
