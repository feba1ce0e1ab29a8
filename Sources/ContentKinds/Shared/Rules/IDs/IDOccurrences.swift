import Foundation
import ContentCore

/// Where each item id of the pack occurs, kept between lint runs for `id-unique`: the columns a
/// full check built (mapped by the next run, which reads only the pages it touches) and the
/// files and ids changed since, with the ids that occur more than once. An edit changes the
/// occurrences of its file's old and new ids only; the findings are those of the repeated ids.
struct IDOccurrences: Sendable {
    /// One occurrence of an id: its file (by place in the pack's file list), its place among the
    /// file's ids, and its bytes.
    struct Occurrence: Sendable, Equatable {
        var file: Int
        var ordinal: Int
        var id: String
        var range: Range<Int>
    }

    enum Column: Int, ColumnLayout {
        // the occurrences are in file order: a file's are the run `fileStarts` gives
        case keys, counts, starts, occurrences, places, ids, fileStarts

        var width: Int {
            switch self {
            case .ids: return 1
            case .counts, .starts, .occurrences, .fileStarts: return 4
            default: return 8
            }
        }

        static let magic: UInt64 = 0x3273_6469_6D65_7469  // "itemdis2"
        static let tables: [Column] = [.keys]
        /// The numbers an occurrence takes in `places`: file, ordinal, range start and end, id
        /// start and length in `ids`.
        static let placeFields = 6
    }

    private static let baseMagic = "content-lint ids 2"
    private static let overlayMagic = "content-lint ids overlay 1"
    // why: past this many changed files and ids, reading and writing the overlay costs more than
    // the edits it saves; the next run checks in full
    static let overlayLimit = 20_000

    let base: ColumnStore<Column>
    /// Files whose occurrences changed since the base, and ids whose occurrences did.
    private(set) var files: [Int: [Occurrence]] = [:]
    private(set) var byDigest: [UInt64: [Occurrence]] = [:]
    /// The digests of ids that occur more than once.
    private(set) var repeated: Set<UInt64> = []

    static func digest(_ id: String) -> UInt64 { FNV1a.hash(id.utf8) }

    /// The ids of a file at `position` in the pack's file list, in order.
    static func occurrences(of file: ContentFile, at position: Int) -> [Occurrence] {
        file.itemIDs.enumerated().map { Occurrence(file: position, ordinal: $0, id: $1.id, range: $1.node.range) }
    }

    /// The ids of each file, in order.
    static func occurrences(of files: [ContentFile]) -> [[Occurrence]] {
        files.enumerated().map { occurrences(of: $1, at: $0) }
    }

    /// The occurrences of every file, as a full check finds them.
    init(_ perFile: [[Occurrence]]) {
        let all = perFile.flatMap { $0 }
        var tally = StemTally(expected: all.count)
        for occurrence in all { tally.add(Self.digest(occurrence.id)) }
        tally = tally.packed()
        let table = tally.columns
        var starts = [UInt32](repeating: 0, count: table.keys.count + 1)
        let slots = all.map { tally.slot(of: Self.digest($0.id))! }
        for slot in slots { starts[slot + 1] += 1 }
        for slot in 0..<table.keys.count { starts[slot + 1] += starts[slot] }
        var next = starts
        var listed = [Int32](repeating: 0, count: all.count)
        for (index, slot) in slots.enumerated() {
            listed[Int(next[slot])] = Int32(index)
            next[slot] += 1
        }
        var places: [Int64] = []
        var ids: [UInt8] = []
        for occurrence in all {
            let id = Array(occurrence.id.utf8)
            places += [occurrence.file, occurrence.ordinal, occurrence.range.lowerBound, occurrence.range.upperBound, ids.count, id.count].map(Int64.init)
            ids += id
        }
        var fileStarts: [UInt32] = [0]
        for file in perFile { fileStarts.append(fileStarts.last! + UInt32(file.count)) }
        let bytes = ColumnStore<Column>.encode(header: [all.count, perFile.count], [
            .keys: table.keys.columnBytes, .counts: table.counts.columnBytes, .starts: starts.columnBytes, .occurrences: listed.columnBytes,
            .places: places.columnBytes, .ids: ids, .fileStarts: fileStarts.columnBytes,
        ])
        // why: the bytes were just encoded; they always describe their columns
        base = ColumnStore(copying: bytes)!
        for (slot, count) in table.counts.enumerated() where count > 1 { repeated.insert(table.keys[slot]) }
    }

    private init(base: ColumnStore<Column>) { self.base = base }

    var damaged: Bool { base.damaged }
    var overlaySize: Int { files.count + byDigest.count }

    private func occurrence(_ index: Int) -> Occurrence {
        let at = index * Column.placeFields
        func field(_ offset: Int) -> Int { Int(base.int64(.places, at + offset)) }
        let (low, high) = (field(2), field(3))
        return Occurrence(file: field(0), ordinal: field(1), id: base.string(in: .ids, at: field(4), length: field(5)), range: low <= high ? low..<high : low..<low)
    }

    /// A file's ids, in order.
    func occurrences(inFile file: Int) -> [Occurrence] {
        if let changed = files[file] { return changed }
        guard file + 1 < base.count(.fileStarts) else { return [] }
        return base.span(.fileStarts, file, in: .occurrences).map(occurrence)
    }

    /// Every occurrence of the ids with this digest.
    func occurrences(of digest: UInt64) -> [Occurrence] {
        if let changed = byDigest[digest] { return changed }
        guard let slot = base.slot(of: digest, keys: .keys, counts: .counts) else { return [] }
        return base.span(.starts, slot, in: .occurrences).map { occurrence(Int(base.int32(.occurrences, $0))) }
    }

    /// The file's ids are now `new`.
    mutating func replace(file: Int, with new: [Occurrence]) {
        let old = occurrences(inFile: file)
        guard old != new else { return }
        files[file] = new
        for digest in Set((old + new).map { Self.digest($0.id) }) {
            let others = occurrences(of: digest).filter { $0.file != file }
            let now = others + new.filter { Self.digest($0.id) == digest }
            byDigest[digest] = now
            if now.count > 1 { repeated.insert(digest) } else { repeated.remove(digest) }
        }
    }

    /// `id-unique`'s findings: each occurrence of an id after its first (by path, then place in
    /// the file), in that order; nil when the kept state names a file not in `paths`.
    func findings(paths: [String], _ finding: (_ repeat: Occurrence, _ first: Occurrence) -> Diagnostic) -> [Diagnostic]? {
        var found: [(key: (String, Int), diagnostic: Diagnostic)] = []
        for digest in repeated {
            // why: ids of one digest are the same id unless two ids collide; grouped by the id
            for group in Dictionary(grouping: occurrences(of: digest), by: \.id).values where group.count > 1 {
                guard group.allSatisfy({ paths.indices.contains($0.file) }) else { return nil }
                let ordered = group.sorted { (paths[$0.file], $0.ordinal) < (paths[$1.file], $1.ordinal) }
                for later in ordered.dropFirst() { found.append(((paths[later.file], later.ordinal), finding(later, ordered[0]))) }
            }
        }
        return found.sorted { $0.key < $1.key }.map(\.diagnostic)
    }

    // MARK: Kept between runs

    /// Writes the base and the overlay; false when they were not written.
    @discardableResult
    func saveBuilt(to state: PackRuleState) -> Bool {
        guard let id = state.writeBase([("ids", base.bytes)], magic: Self.baseMagic) else {
            state.discard()
            return false
        }
        return save(baseID: id, to: state)
    }

    @discardableResult
    func save(baseID: [UInt8], to state: PackRuleState) -> Bool {
        func write(_ occurrences: [Occurrence], _ out: inout CacheWriter) {
            out.list(occurrences) { out, occurrence in
                out.int(occurrence.file)
                out.int(occurrence.ordinal)
                out.string(occurrence.id)
                out.range(occurrence.range)
            }
        }
        return state.writeOverlay(magic: Self.overlayMagic, baseID: baseID) { out in
            out.list(files.keys.sorted()) { out, file in
                out.int(file)
                write(files[file]!, &out)
            }
            out.list(byDigest.keys.sorted()) { out, digest in
                out.uint64(digest)
                write(byDigest[digest]!, &out)
            }
            out.list(repeated.sorted()) { out, digest in out.uint64(digest) }
        }
    }

    /// The occurrences the last run kept, with the id of their base; nil when there are none
    /// the index names, or they are damaged.
    static func load(_ state: PackRuleState) -> (occurrences: IDOccurrences, baseID: [UInt8])? {
        guard case (let baseID, var input)? = state.readOverlay(magic: overlayMagic), let (file, blocks) = state.mapBase(magic: baseMagic, id: baseID),
              let block = blocks["ids"], let columns = ColumnStore<Column>(bytes: block, owner: file) else { return nil }
        func occurrences(_ input: inout CacheReader) -> [Occurrence]? {
            input.list { input in
                guard let file = input.int(), let ordinal = input.int(), let id = input.string(), let range = input.range() else { return nil }
                return Occurrence(file: file, ordinal: ordinal, id: id, range: range)
            }
        }
        var kept = IDOccurrences(base: columns)
        guard let fileCount = input.count() else { return nil }
        for _ in 0..<fileCount {
            guard let file = input.int(), let list = occurrences(&input) else { return nil }
            kept.files[file] = list
        }
        guard let digestCount = input.count() else { return nil }
        for _ in 0..<digestCount {
            guard let digest = input.uint64(), let list = occurrences(&input) else { return nil }
            kept.byDigest[digest] = list
        }
        guard let repeated = input.list({ $0.uint64() }), input.isAtEnd else { return nil }
        kept.repeated = Set(repeated)
        return (kept, baseID)
    }
}
