import ContentBundle
import ContentCore
import ContentKinds
import ContentCheck

/// The free-text answers an item accepts, per locale, as a runtime compares them: normalised
/// text, or the salted hashes of a `hashed` bundle. An answer removed is major (results that
/// typed it were right), one added minor (what was right stays right), a respelling that
/// normalises the same a patch.
struct AcceptedAnswers {
    /// Per locale: what the runtime compares (normalised text or hash) and, for plain text, the
    /// answer as written.
    private(set) var answers: [String: [(compared: String, written: String?)]] = [:]
    private(set) var salt: String?

    /// From the item's `answers` (`{"en": ["a towel"]}`) or its `answerHashes`.
    init?(plain: JSONNode?, hashed: JSONNode?) {
        if let lists = plain?.object {
            for member in lists.members {
                answers[member.key] = (member.value.array ?? []).compactMap(\.string).map { (AnswerNormalizer.normalize($0), $0) }
            }
        } else if let hashes = hashed?.object, let salt = hashes["salt"]?.string {
            self.salt = salt
            for member in hashes["sha256"]?.object?.members ?? [] {
                answers[member.key] = (member.value.array ?? []).compactMap(\.string).map { ($0, nil) }
            }
        } else {
            return nil
        }
    }

    /// The same answers hashed with `salt`, to compare plain answers with a hashed bundle's.
    private func hashed(with salt: String) -> AcceptedAnswers {
        var copy = self
        copy.salt = salt
        copy.answers = answers.mapValues { list in list.map { ($0.written.map { AnswerNormalizer.hash($0, salt: salt) } ?? $0.compared, $0.written) } }
        return copy
    }

    static func compare(_ old: AcceptedAnswers?, _ new: AcceptedAnswers?, locales: LocaleChange) -> [Finding] {
        guard var old, var new else { return [] }
        if let salt = new.salt, old.salt == nil { old = old.hashed(with: salt) }
        if let salt = old.salt, new.salt == nil { new = new.hashed(with: salt) }
        var findings: [Finding] = []
        for locale in Set(old.answers.keys).union(new.answers.keys).sorted() where !locales.isPackChange(locale) {
            let before = old.answers[locale] ?? []
            let after = new.answers[locale] ?? []
            let compared = Set(after.map(\.compared))
            let earlier = Set(before.map(\.compared))
            for answer in before where !compared.contains(answer.compared) {
                findings.append(finding(.major, answer.written, locale, "removed", DiffReason.answerRemoved))
            }
            for answer in after where !earlier.contains(answer.compared) {
                findings.append(finding(.minor, answer.written, locale, "added", DiffReason.answerAdded))
            }
            let respelt = after.filter { now in
                now.written != nil && before.contains { $0.compared == now.compared && $0.written != nil && $0.written != now.written }
            }
            if !respelt.isEmpty {
                let detail = "accepted answers (\(locale)) respelt: \(DiffText.names(respelt.compactMap(\.written)))"
                findings.append(Finding(bump: .patch, detail: detail, reason: DiffReason.answerRespelt, aboutAnswer: true))
            }
        }
        return findings
    }

    private static func finding(_ bump: BundleDiff.Bump, _ written: String?, _ locale: String, _ change: String, _ reason: String) -> Finding {
        let detail = written.map { "accepted answer \(DiffText.quoted($0)) (\(locale)) \(change)" } ?? "an accepted answer (\(locale), hashed) \(change)"
        return Finding(bump: bump, detail: detail, reason: reason, aboutAnswer: true)
    }
}
