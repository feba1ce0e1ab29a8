import ContentArt
import ContentBundle

/// Everything kind-specific on the authoring side, in one file per kind (`Kinds/<Kind>Kind.swift`)
/// registered in `KindRegistry.all`: the kind's layout (ids, texts, pictures and the file types
/// each takes), the facts its rules read, how its answers move out, its pools, its compiled
/// items and files, its contact-sheet tiles and how `diff` names and ranks its items. The kind's
/// name and its runtime item type are defined once, in `ContentBundle`.
package protocol KindSpec: Sendable {
    var kind: ContentKind { get }
    var layout: ContentLayout { get }
    /// What the bundle makes of the kind's files.
    var form: CompiledForm { get }
    /// The item facts the kind's rules read (added to `LintRule.facts` of its rules).
    var ruleFacts: ContentFacts { get }
    /// Finds the facts its rules read, of those `wanted`, while the file is read.
    func itemFacts(_ root: JSONNode, wanted: ContentFacts) -> ItemFacts
    /// The facts of the kind that pack rules read after the tree is gone, kept in summaries and
    /// in the lint cache (in the registry's order).
    var keptFacts: [KeptFactCodec] { get }
    /// Whether puzzle tracks serve the kind's items: their files are then read for the facts
    /// the kinds that serve items read of them (`factsOfServedItems`).
    var servedOnTracks: Bool { get }
    /// The facts the kind reads of the items it serves, in the files of the kinds served.
    var factsOfServedItems: [ItemFactReader] { get }
    /// The preview's renderer of the kind (JavaScript that sets `Renderers[kind]`, and
    /// `Entries[kind]` when the entries are not the items file's), or nil: the generic view.
    var previewScript: String? { get }
    /// The preview's style rules for what the kind's renderer draws.
    var previewStyle: String? { get }
    /// What the kind's renderer reads beyond the bundle's files, computed from the bundle as the
    /// runtime computes it (a plan's schedule): `PACK.computed[kind]` in the preview's data.
    func previewData(_ bundle: [String: [UInt8]]) -> JSONWriter.Value?
    /// Where the answer of an item is, and the rule that explains it (moved out of client items).
    var answerMembers: AnswerMembers? { get }
    /// The kind's items that players are served by difficulty (`tables.json` pools).
    func poolItems(_ root: JSONNode) -> [JSONNode]
    /// The file's entries in `items/<kind>.json`, and how many items they count as.
    func items(_ file: ContentFile, _ root: JSONNode, _ session: CompileSession) -> (values: [JSONWriter.Value], count: Int)
    /// The bundle files made from the file (pictures, pieces, rounds).
    func outputs(_ file: ContentFile, _ root: JSONNode, _ session: CompileSession) throws -> [String: [UInt8]]
    /// The member of `tables.json` the kind's files make (`.tables` kinds).
    func tablesMember(_ files: [ContentFile], _ session: CompileSession) -> TablesMember?
    /// The contact sheet's pictures of the kind, from the bundle's files.
    func tiles(_ bundle: [String: [UInt8]]) -> [ContactTile]
    /// How `diff` names the kind's items and ranks a change to each of their members by what it
    /// does to players' results.
    var diffProfile: DiffProfile { get }
    /// An item-list kind whose files pack rules read whole (few, small files), not as facts.
    var packRulesReadTree: Bool { get }
}

package extension KindSpec {
    var ruleFacts: ContentFacts { ContentFacts() }
    func itemFacts(_ root: JSONNode, wanted: ContentFacts) -> ItemFacts { ItemFacts() }
    var keptFacts: [KeptFactCodec] { [] }
    var servedOnTracks: Bool { false }
    var previewScript: String? { nil }
    var previewStyle: String? { nil }
    func previewData(_ bundle: [String: [UInt8]]) -> JSONWriter.Value? { nil }
    var factsOfServedItems: [ItemFactReader] { [] }
    var answerMembers: AnswerMembers? { nil }
    var packRulesReadTree: Bool { false }
    func poolItems(_ root: JSONNode) -> [JSONNode] { [] }
    func outputs(_ file: ContentFile, _ root: JSONNode, _ session: CompileSession) throws -> [String: [UInt8]] { [:] }
    func tablesMember(_ files: [ContentFile], _ session: CompileSession) -> TablesMember? { nil }
    func tiles(_ bundle: [String: [UInt8]]) -> [ContactTile] { [] }
    var diffProfile: DiffProfile { DiffProfile(item: ItemRoles(noun: kind.rawValue)) }

    /// Item lists: every item with its answer moved out; one file, one item: the file as it is.
    func items(_ file: ContentFile, _ root: JSONNode, _ session: CompileSession) -> (values: [JSONWriter.Value], count: Int) {
        switch form {
        case .itemList:
            let values = (root["items"]?.array ?? []).map { session.clientItem($0, of: file, answer: answerMembers) }
            return (values, values.count)
        case .fileItem:
            return ([session.fileItem(root, of: file)], 1)
        case .packSettings, .tables:
            return ([], 0)
        }
    }

    /// Every entry of the file is served by difficulty.
    func poolItemsOfList(_ root: JSONNode) -> [JSONNode] { root["items"]?.array ?? [] }
}
