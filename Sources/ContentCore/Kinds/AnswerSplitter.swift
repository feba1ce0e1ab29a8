import ContentBundle
import Crypto

/// Moves answer keys where `pack.json` says: left in the items (`embedded`), into answers.json
/// (`separate`), or, for free-text answers, replaced by salted hashes (`hashed`; choice answers
/// then go to answers.json, since four options cannot be hidden by a hash).
package struct AnswerSplitter {
    let mode: String
    let packID: String
    private(set) var answers: [(String, JSONWriter.Value)] = []
    private(set) var rules: [(String, JSONWriter.Value)] = []

    package init(mode: String, packID: String) {
        self.mode = mode
        self.packID = packID
    }

    package var writesAnswerFile: Bool { mode != "embedded" && !(answers.isEmpty && rules.isEmpty) }

    /// The client-facing item: its answer (and rule) removed, or hashed, as the mode says.
    mutating func split(_ node: JSONNode, answer members: AnswerMembers?, rewriter: JSONRewriter) -> JSONWriter.Value {
        guard mode != "embedded", let members, let id = node["id"]?.string else { return rewriter.value(node) }
        if members.hashable, mode == "hashed", let accepted = node[members.answer] {
            guard case .object(var kept) = rewriter.value(node, dropping: [members.answer]) else { return rewriter.value(node) }
            kept.append(("answerHashes", hashes(accepted, id: id)))
            return .object(kept)
        }
        if let answer = node[members.answer] { answers.append((id, rewriter.value(answer))) }
        if let name = members.rule, let rule = node[name] { rules.append((id, rewriter.value(rule))) }
        return rewriter.value(node, dropping: Set([members.answer] + (members.rule.map { [$0] } ?? [])))
    }

    private func hashes(_ accepted: JSONNode, id: String) -> JSONWriter.Value {
        let salt = Self.salt(packID: packID, itemID: id)
        let perLocale: [(String, JSONWriter.Value)] = (accepted.object?.members ?? []).map { member in
            let hashed = (member.value.array ?? []).compactMap(\.string).map { JSONWriter.Value.string(AnswerNormalizer.hash($0, salt: salt)) }
            return (member.key, .array(hashed))
        }
        return .object([("salt", .string(salt)), ("sha256", .object(perLocale))])
    }

    /// Deterministic per-item salt: hex of the first 16 bytes of SHA-256 over a label, the pack
    /// id and the item id (a build must give the same bytes every time).
    static func salt(packID: String, itemID: String) -> String {
        let digest = SHA256.hash(data: Array("content-build answer salt\u{0}\(packID)\u{0}\(itemID)".utf8))
        return digest.prefix(16).hexString
    }

    /// answers.json.
    package func file() -> JSONWriter.Value {
        var members: [(String, JSONWriter.Value)] = [("formatVersion", .int(1)), ("answers", .object(answers.sorted { $0.0 < $1.0 }))]
        if !rules.isEmpty { members.append(("rules", .object(rules.sorted { $0.0 < $1.0 }))) }
        return .object(members)
    }
}
