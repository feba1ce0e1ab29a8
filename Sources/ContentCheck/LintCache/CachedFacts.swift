import ContentBundle
import ContentCore
import ContentKinds

/// A file's findings and the facts pack rules read of it (its kind, item ids, asset references,
/// and each kind's kept facts: riddle word stems, track items), as the lint cache keeps them.
/// Trees are not kept: a pack rule that reads one when it runs again gets it read anew from the
/// file's unchanged bytes.
struct CachedFacts: Sendable {
    var kind: ContentKind?
    var holdsItemList: Bool
    var isSchemaValid: Bool
    var itemIDs: [(id: String, range: Range<Int>)]
    var assetReferences: [(path: String, range: Range<Int>, pattern: String)]
    /// The kinds' kept facts (`KindRegistry.keptFacts`).
    var kept: ItemFacts

    init(_ file: ContentFile) {
        kind = file.kind
        holdsItemList = file.holdsItemList
        isSchemaValid = file.isSchemaValid
        itemIDs = file.itemIDs.map { ($0.id, $0.node.range) }
        assetReferences = file.assetReferences.map { ($0.path, $0.node.range, $0.field.pattern) }
        kept = file.itemFacts.kept
    }

    /// The summary pack rules read, with `root` when one of them needs the tree.
    func summary(path: String, root: JSONNode?) -> ContentFile {
        let fields = kind.flatMap(KindRegistry.spec)?.layout.assets ?? []
        let references = assetReferences.compactMap { reference in
            fields.first { $0.pattern == reference.pattern }.map { field in
                AssetUse(path: reference.path, node: JSONNode(.string(reference.path), range: reference.range), field: field)
            }
        }
        return ContentFile.restored(
            path: path, kind: kind, root: root, assetReferences: references,
            itemIDs: itemIDs.map { ($0.id, JSONNode(.string($0.id), range: $0.range)) },
            itemFacts: kept, holdsItemList: holdsItemList, isSchemaValid: isSchemaValid)
    }

    /// The facts as the cache keeps them.
    var encoded: [UInt8] {
        var out = CacheWriter()
        out.string(kind?.rawValue ?? "")
        out.bool(holdsItemList)
        out.bool(isSchemaValid)
        for slot in KindRegistry.summaryFacts.indices { write(slot, to: &out) }
        return out.bytes
    }

    /// The facts read back from `encoded`; nil when the bytes are damaged.
    static func decode(_ bytes: [UInt8]) -> CachedFacts? {
        var input = CacheReader(bytes)
        guard let facts = CachedFacts(from: &input), input.isAtEnd else { return nil }
        return facts
    }

    /// Two hashes of each fact, in `KindRegistry.summaryFacts` order (`digestSize` bytes each):
    /// what it says, with the file's kind, then where it sits in the file (its ranges). A pack
    /// rule over every file reads the first; the second only places its findings
    /// (`PackRuleInputs`).
    var digests: [UInt8] {
        KindRegistry.summaryFacts.indices.flatMap { slot -> [UInt8] in
            var out = CacheWriter(placesApart: true)
            out.string(kind?.rawValue ?? "")
            out.bool(isSchemaValid)
            write(slot, to: &out)
            return Array(LintCacheState.digest(out.bytes).prefix(Self.digestSize) + LintCacheState.digest(out.places ?? []).prefix(Self.digestSize))
        }
    }

    // why: a digest tells one version of a file's fact from the next; 64 bits make a missed
    // change a 1-in-10^19 event and keep the index (read and written by every run) small
    static let digestSize = 8

    /// Writes the fact at `slot` of `KindRegistry.summaryFacts`: the ids, the asset references,
    /// then each kept fact through its kind's encoding.
    private func write(_ slot: Int, to out: inout CacheWriter) {
        switch slot {
        case 0:
            out.list(itemIDs) { out, id in out.string(id.id); out.range(id.range) }
        case 1:
            out.list(assetReferences) { out, reference in
                out.string(reference.path)
                out.range(reference.range)
                out.string(reference.pattern)
            }
        default:
            KindRegistry.keptFacts[slot - 2].write(kept, &out)
        }
    }

    init?(from input: inout CacheReader) {
        guard let kindName = input.string(), let holds = input.bool(), let valid = input.bool(),
              let ids = input.list({ input -> (String, Range<Int>)? in
                  guard let id = input.string(), let range = input.range() else { return nil }
                  return (id, range)
              }),
              let references = input.list({ input -> (String, Range<Int>, String)? in
                  guard let path = input.string(), let range = input.range(), let pattern = input.string() else { return nil }
                  return (path, range, pattern)
              })
        else { return nil }
        var kept = ItemFacts()
        for codec in KindRegistry.keptFacts {
            guard codec.read(&input, &kept) else { return nil }
        }
        kind = kindName.isEmpty ? nil : ContentKind(rawValue: kindName)
        holdsItemList = holds
        isSchemaValid = valid
        itemIDs = ids
        assetReferences = references
        self.kept = kept
    }
}

extension Diagnostic {
    func write(to out: inout CacheWriter) {
        out.string(ruleID)
        out.string(severity.rawValue)
        out.string(message)
        out.string(file)
        out.range(range)
        out.list(notes) { out, note in
            out.string(note.message)
            out.string(note.file ?? "\u{0}")
            out.bool(note.range != nil)
            out.range(note.range ?? 0..<0)
        }
        out.list(fix?.edits ?? []) { out, edit in out.range(edit.range); out.string(edit.replacement) }
    }

    init?(from input: inout CacheReader) {
        guard let rule = input.string(), let severityName = input.string(), let severity = Severity(rawValue: severityName),
              let message = input.string(), let file = input.string(), let range = input.range(),
              let notes = input.list({ input -> Note? in
                  guard let message = input.string(), let file = input.string(), let hasRange = input.bool(), let range = input.range() else { return nil }
                  return Note(message, file: file == "\u{0}" ? nil : file, range: hasRange ? range : nil)
              }),
              let edits = input.list({ input -> Fix.Edit? in
                  guard let range = input.range(), let replacement = input.string() else { return nil }
                  return Fix.Edit(range, replacement)
              })
        else { return nil }
        self.init(ruleID: rule, severity: severity, message: message, file: file, range: range, notes: notes,
                  fix: edits.isEmpty ? nil : Fix(edits))
    }
}
