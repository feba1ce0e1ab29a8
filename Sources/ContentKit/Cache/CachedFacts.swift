import ContentBundle

/// A file's findings and the facts pack rules read of it (its kind, item ids, asset references,
/// riddle word stems, track items), as the lint cache keeps them. Trees are not kept: a pack rule
/// that reads one when it runs again gets it read anew from the file's unchanged bytes.
struct CachedFacts: Sendable {
    var kind: ContentKind?
    var holdsItemList: Bool
    var isSchemaValid: Bool
    var itemIDs: [(id: String, range: Range<Int>)]
    var assetReferences: [(path: String, range: Range<Int>, pattern: String)]
    var riddles: [RiddleFacts]
    var trackItems: [TrackItem]

    init(_ file: ContentFile) {
        kind = file.kind
        holdsItemList = file.holdsItemList
        isSchemaValid = file.isSchemaValid
        itemIDs = file.itemIDs.map { ($0.id, $0.node.range) }
        assetReferences = file.assetReferences.map { ($0.path, $0.node.range, $0.field.pattern) }
        riddles = file.riddles
        trackItems = file.itemFacts.trackItems
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
            riddles: riddles, trackItems: trackItems, holdsItemList: holdsItemList, isSchemaValid: isSchemaValid)
    }

    /// The facts as the cache keeps them.
    var encoded: [UInt8] {
        var out = CacheWriter()
        out.string(kind?.rawValue ?? "")
        out.bool(holdsItemList)
        out.bool(isSchemaValid)
        for fact in SummaryFact.allCases { write(fact, to: &out) }
        return out.bytes
    }

    /// The facts read back from `encoded`; nil when the bytes are damaged.
    static func decode(_ bytes: [UInt8]) -> CachedFacts? {
        var input = CacheReader(bytes)
        guard let facts = CachedFacts(from: &input), input.isAtEnd else { return nil }
        return facts
    }

    /// Two hashes of each fact, in `SummaryFact` order (`digestSize` bytes each): what it says,
    /// with the file's kind, then where it sits in the file (its ranges). A pack rule over every
    /// file reads the first; the second only places its findings (`PackRuleInputs`).
    var digests: [UInt8] {
        SummaryFact.allCases.flatMap { fact -> [UInt8] in
            var out = CacheWriter(placesApart: true)
            out.string(kind?.rawValue ?? "")
            out.bool(isSchemaValid)
            write(fact, to: &out)
            return Array(IncrementalCheck.digest(out.bytes).prefix(Self.digestSize) + IncrementalCheck.digest(out.places ?? []).prefix(Self.digestSize))
        }
    }

    // why: a digest tells one version of a file's fact from the next; 64 bits make a missed
    // change a 1-in-10^19 event and keep the index (read and written by every run) small
    static let digestSize = 8

    private func write(_ fact: SummaryFact, to out: inout CacheWriter) {
        switch fact {
        case .ids:
            out.list(itemIDs) { out, id in out.string(id.id); out.range(id.range) }
        case .assetReferences:
            out.list(assetReferences) { out, reference in
                out.string(reference.path)
                out.range(reference.range)
                out.string(reference.pattern)
            }
        case .riddleTexts:
            writeRiddles(to: &out)
        case .trackItems:
            out.list(trackItems) { out, item in
                out.string(item.id)
                out.int(item.key.map { $0.position + 1 } ?? 0)
                out.int(item.key?.options ?? 0)
                out.bool(item.illustrated)
            }
        }
    }

    private func writeRiddles(to out: inout CacheWriter) {
        out.list(riddles) { out, riddle in
            out.string(riddle.id)
            out.range(riddle.textObject)
            out.list(riddle.texts) { out, text in
                out.string(text.locale)
                out.list(text.question) { out, stem in out.uint64(stem) }
                out.list(text.answers) { out, stem in out.uint64(stem) }
                out.range(text.range)
            }
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
              }),
              let tracks = input.list({ input -> TrackItem? in
                  guard let id = input.string(), let position = input.int(), let options = input.int(), let illustrated = input.bool() else { return nil }
                  return TrackItem(id: id, key: position > 0 ? KeySpread.Key(position: position - 1, options: options) : nil, illustrated: illustrated)
              }),
              let riddles = input.list({ input -> RiddleFacts? in
                  guard let id = input.string(), let object = input.range(),
                        let texts = input.list({ input -> RiddleFacts.Text? in
                            guard let locale = input.string(), let question = input.list({ $0.uint64() }),
                                  let answers = input.list({ $0.uint64() }), let range = input.range() else { return nil }
                            return RiddleFacts.Text(locale: locale, question: question, answers: answers, range: range)
                        }) else { return nil }
                  return RiddleFacts(id: id, textObject: object, texts: texts)
              })
        else { return nil }
        kind = kindName.isEmpty ? nil : ContentKind(rawValue: kindName)
        holdsItemList = holds
        isSchemaValid = valid
        itemIDs = ids
        assetReferences = references
        self.riddles = riddles
        trackItems = tracks
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
