import ContentBundle
import ContentCore

/// An IQ report's professions and levels fit the scale its norms give.
struct IQReportScaleRule: PackRule {
    static let description = RuleDescription(
        id: "iq-report-scale",
        summary: "An IQ report names each profession once per locale, keeps IQs on the norms' scale, and its levels rise and cover the scale",
        rationale: """
            The report shows the professions nearest a result and the level it falls in. Two \
            professions with one name read as one; a typical IQ off the scale (floor to cap of the \
            pack's iq-norms) can never be near a result; levels must rise from the first, which must \
            start at or below the scale's floor, or some results get no level at all.
            """,
        kind: .iqReport,
        severity: .error,
        valid: [Example(report(professions: #"{"name": {"en": "Physics", "ru": "Физика", "uk": "Фізика"}, "iq": 133}"#, levels: #"{"from": 0, "label": {"en": "Low", "ru": "Низкий", "uk": "Низький"}}, {"from": 100, "label": {"en": "Average", "ru": "Средний", "uk": "Середній"}}"#),
                        path: "report.json", files: ["norms.json": Examples.normsOfSeriesA.replacingOccurrences(of: #""cap": 145,"#, with: #""cap": 145, "floor": 0,"#)])],
        invalid: [
            Example(report(professions: #"{"name": {"en": "Physics", "ru": "Физика", "uk": "Фізика"}, "iq": ↓160}, {"name": {"en": ↓"Physics", "ru": "Физика 2", "uk": "Фізика 2"}, "iq": 120}"#, levels: #"{"from": 55, "label": {"en": "Low", "ru": "Низкий", "uk": "Низький"}}"#),
                    path: "report.json", files: ["norms.json": Examples.normsOfSeriesA]),
            Example(report(professions: #"{"name": {"en": "Physics", "ru": "Физика", "uk": "Фізика"}, "iq": 133}"#, levels: #"{"from": ↓60, "label": {"en": "Low", "ru": "Низкий", "uk": "Низький"}}, {"from": ↓50, "label": {"en": "Mid", "ru": "Средний", "uk": "Середній"}}"#),
                    path: "report.json", files: ["norms.json": Examples.normsOfSeriesA]),
        ])

    /// An iq-report file of the example pack.
    static func report(professions: String, levels: String) -> String {
        #"{"kind": "iq-report", "id": "report", "professions": [\#(professions)], "levels": [\#(levels)]}"#
    }

    static let inputs: PackRuleInputs = .files([NormTable.kind, .iqReport])

    func check(_ files: [ContentFile], in context: LintContext) -> [Diagnostic] {
        let norms = files.filter { $0.kind == NormTable.kind }.compactMap(\.root)
        let scales = norms.map(IQNormsKind.scale)
        let scale = scales.isEmpty ? nil : (floor: scales.map(\.floor).min()!, cap: scales.map(\.cap).max()!)
        var found: [Diagnostic] = []
        for file in files where file.kind == .iqReport {
            guard let root = file.root else { continue }
            var names: [String: Set<String>] = [:]
            for profession in root["professions"]?.array ?? [] {
                if let iq = profession["iq"], let value = iq.integer, let scale, value < scale.floor || value > scale.cap {
                    found.append(Self.diagnostic("a typical IQ of \(value) is off the scale \(scale.floor)-\(scale.cap) of the pack's norms; no result can be near it", in: file, at: iq.range))
                }
                for member in profession["name"]?.object?.members ?? [] {
                    guard let name = member.value.string else { continue }
                    let key = CaseFolding.lowercased(name.trimmingCharacters(in: .whitespaces))
                    if !names[member.key, default: []].insert(key).inserted {
                        found.append(Self.diagnostic("profession \"\(name)\" is named twice in \(member.key)", in: file, at: member.value.range))
                    }
                }
            }
            var previous: Int?
            for (index, level) in (root["levels"]?.array ?? []).enumerated() {
                guard let from = level["from"], let value = from.integer else { continue }
                if let previous, value <= previous {
                    found.append(Self.diagnostic("level \(index + 1) starts at \(value), not above the level before it (\(previous)); levels rise from the lowest", in: file, at: from.range))
                } else if index == 0, let scale, value > scale.floor {
                    found.append(Self.diagnostic("the first level starts at \(value), above the scale's floor of \(scale.floor); results below it get no level", in: file, at: from.range))
                }
                previous = max(previous ?? value, value)
            }
        }
        return found
    }
}
