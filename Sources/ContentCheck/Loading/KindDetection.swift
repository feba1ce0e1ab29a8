import ContentBundle
import ContentCore
import ContentKinds

/// The kind a content file declares in `"kind"`, checked against the kinds the registry knows:
/// what the loader reads first (rule `content-kind`).
enum KindDetection {
    /// The kind a file declares, or the finding that it declares none we know.
    static func kind(of root: JSONNode, path: String) -> (ContentKind?, Diagnostic?) {
        func problem(_ message: String, _ range: Range<Int>) -> (ContentKind?, Diagnostic?) {
            (nil, Diagnostic(ruleID: ContentKindRule.description.id, severity: .error, message: message, file: path, range: range))
        }
        let known = KindRegistry.names
        guard let object = root.object else {
            return problem("a content file holds one JSON object with a \"kind\", found \(root.typeName == "array" ? "a list" : root.typeName)",
                           root.range.lowerBound..<root.range.lowerBound + 1)
        }
        guard let member = object.member("kind") else {
            return problem("missing \"kind\": say which content this file holds (\(known.joined(separator: ", ")))",
                           root.range.lowerBound..<root.range.lowerBound + 1)
        }
        guard let name = member.value.string, let kind = KindRegistry.kind(named: name) else {
            let found = member.value.string.map { "\"\($0)\"" } ?? member.value.typeName
            let hint = member.value.string.flatMap { SchemaMessages.closest(to: $0, among: known) }.map { "; did you mean \"\($0)\"?" } ?? ""
            return problem("unknown kind \(found)\(hint) (kinds: \(known.joined(separator: ", ")))", member.value.range)
        }
        let isRootPackFile = path == "pack.json"
        let isPack = KindRegistry.spec(kind)?.form == .packSettings
        if isPack, !isRootPackFile {
            return problem("only the pack's own pack.json, at the pack root, is of kind \"\(name)\"", member.value.range)
        }
        if !isPack, isRootPackFile {
            return problem("pack.json must be of kind \"\(KindRegistry.packKind)\", found \"\(name)\"", member.value.range)
        }
        return (kind, nil)
    }
}
