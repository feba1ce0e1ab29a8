import ContentBundle
import ContentCore

/// `iq-norms`: the IQ norms of a test by age band, compiled into `tables.json`'s `norms`: the IQ
/// and percentile of every raw score (runtime type `NormTable`).
struct IQNormsKind: KindSpec {
    let kind = ContentKind.iqNorms
    let layout = ContentLayout(ids: ["/id"], localizedTexts: ["/bands/*/label"])
    let form = CompiledForm.tables
    /// Every number of a norm table scores an IQ; a band's label is wording.
    let diffProfile = DiffProfile(item: ItemRoles(noun: "norms", otherwise: .scoring), table: TableEntries(member: Self.member, keyedBy: "test"))
    private static let member = "norms"

    func tablesMember(_ files: [ContentFile], _ session: CompileSession) -> TablesMember? {
        TablesMember(name: Self.member, rank: 2, value: .array(files.compactMap { file in file.root.map(Self.norm) }))
    }

    /// The scale of norms that name no `floor` (the schema's default) or no `cap`.
    static let defaultFloor = 55
    static let defaultCap = 145

    /// The scale a norms file gives: its floor and cap, or the defaults.
    static func scale(_ root: JSONNode) -> (floor: Int, cap: Int) {
        (root["floor"]?.integer ?? defaultFloor, root["cap"]?.integer ?? defaultCap)
    }

    static func norm(_ root: JSONNode) -> JSONWriter.Value {
        let (floor, cap) = scale(root)
        let bands = root["bands"]?.array ?? []
        // why: raw scores from the schema's pairs only, within its 0…1000 (a row of three with 10¹²
        // first asked for an 8 TB table; a negative score for a negative count)
        let maxRaw = bands.flatMap { $0["table"]?.array ?? [] }.compactMap { row in
            row.array.flatMap { $0.count == 2 ? $0[0].integer : nil }.flatMap { (0...1000).contains($0) ? $0 : nil }
        }.max() ?? 0
        let compiled: [JSONWriter.Value] = bands.map { band in
            var iqByRaw = [Int](repeating: floor, count: maxRaw + 1)
            for row in band["table"]?.array ?? [] {
                guard let pair = row.array, pair.count == 2, let raw = pair[0].integer, let iq = pair[1].integer,
                      iqByRaw.indices.contains(raw) else { continue }
                iqByRaw[raw] = min(cap, max(floor, iq))
            }
            var members: [(String, JSONWriter.Value)] = [
                ("ages", .array((band["ages"]?.array ?? []).compactMap(\.integer).map { .int($0) })),
            ]
            if let average = band["average"]?.integer { members.append(("average", .int(average))) }
            members += [
                ("iq", .array(iqByRaw.map { .int($0) })),
            ]
            if let label = band["label"]?.object {
                members.append(("label", .object(label.members.compactMap { member in member.value.string.map { (member.key, .string($0)) } })))
            }
            members.append(("percentile", .array(iqByRaw.map { .raw(NormalDistribution.percentileText(iq: $0)) })))
            return .object(members)
        }
        return .object([
            ("test", .array((root["test"]?.array ?? []).compactMap(\.string).map { .string($0) })),
            ("cap", .int(cap)), ("floor", .int(floor)), ("maxRawScore", .int(maxRaw)),
            ("bands", .array(compiled)),
        ])
    }
}
