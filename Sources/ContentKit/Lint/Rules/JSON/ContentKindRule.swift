import ContentBundle
/// Every content file says its kind, and only the pack root's pack.json is the pack.
struct ContentKindRule: StageRule {
    static let description = RuleDescription(
        id: "content-kind",
        summary: "A content file is one object whose \"kind\" names a known content kind",
        rationale: """
            The kind decides which schema and which checks apply, and where the builder puts the \
            content. Every .json file in the pack is content (add others to the configuration's \
            "ignore"). Kinds: pack, riddles, number-series, matrix-series, equations, anagrams, jigsaw, dots, \
            memory, games, iq-norms, sequences, slides.
            """,
        severity: .error, buildRelies: true,
        valid: [Example(Examples.riddle())],
        invalid: [
            Example(#"{"kind": ↓"riddle", "items": []}"#),
            Example(#"↓{"items": []}"#),
            Example(#"↓["riddles"]"#),
        ])

    /// The kind a file declares, or the finding that it declares none we know.
    static func kind(of root: JSONNode, path: String) -> (ContentKind?, Diagnostic?) {
        func problem(_ message: String, _ range: Range<Int>) -> (ContentKind?, Diagnostic?) {
            (nil, Diagnostic(ruleID: description.id, severity: .error, message: message, file: path, range: range))
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
        if kind == .pack, !isRootPackFile {
            return problem("only the pack's own pack.json, at the pack root, is of kind \"pack\"", member.value.range)
        }
        if kind != .pack, isRootPackFile {
            return problem("pack.json must be of kind \"pack\", found \"\(name)\"", member.value.range)
        }
        return (kind, nil)
    }
}
