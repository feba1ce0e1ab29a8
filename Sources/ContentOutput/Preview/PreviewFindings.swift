import ContentCore
import ContentKinds
import ContentCheck

/// The checked pack's findings as the preview shows them: each with its line and column, and
/// the item it falls in (the innermost object of the file that declares an item id and holds
/// the finding's first byte), so an item's card can list its own findings.
enum PreviewFindings {
    /// One finding, placed.
    struct Placed {
        let diagnostic: Diagnostic
        let line: Int
        let column: Int
        /// The id of the item the finding is inside, if any.
        let item: String?
    }

    /// Every finding of the checked pack, in report order, placed.
    static func placed(_ checked: CheckedPack) -> [Placed] {
        let itemRanges = Dictionary(grouping: checked.files.flatMap { file in
            itemObjects(file).map { (path: file.path, id: $0.id, range: $0.range) }
        }, by: \.path)
        var indexes: [String: LineIndex] = [:]
        return checked.diagnostics.sorted(by: Diagnostic.reportOrder).map { diagnostic in
            var location = (line: 1, column: 1)
            if let source = checked.sources[diagnostic.file] {
                let index = indexes[diagnostic.file] ?? LineIndex(source)
                indexes[diagnostic.file] = index
                location = index.location(of: diagnostic.range.lowerBound)
            }
            let offset = diagnostic.range.lowerBound
            // why: the smallest range holding the finding is the nested item (a matrix item
            // inside its series), not the series around it
            let item = (itemRanges[diagnostic.file] ?? [])
                .filter { $0.range.contains(offset) }
                .min { $0.range.count < $1.range.count }?.id
            return Placed(diagnostic: diagnostic, line: location.line, column: location.column, item: item)
        }
    }

    /// The objects of a file that declare one of its item ids, with their byte ranges.
    static func itemObjects(_ file: ContentFile) -> [(id: String, range: Range<Int>)] {
        let idRanges = Set(file.itemIDs.map { $0.node.range.lowerBound })
        guard let root = file.root else {
            // why: without the tree (a file that did not parse) only the id strings are known
            return file.itemIDs.map { ($0.id, $0.node.range) }
        }
        var found: [(id: String, range: Range<Int>)] = []
        collect(root, idRanges, into: &found)
        return found
    }

    private static func collect(_ node: JSONNode, _ idRanges: Set<Int>, into found: inout [(id: String, range: Range<Int>)]) {
        switch node.value {
        case .object(let object):
            if let id = object["id"], let text = id.string, idRanges.contains(id.range.lowerBound) {
                found.append((text, node.range))
            }
            for member in object.members { collect(member.value, idRanges, into: &found) }
        case .array(let elements):
            for element in elements { collect(element, idRanges, into: &found) }
        default:
            break
        }
    }
}
