import ContentArt
import ContentBundle

/// The members of an item that hold its answer and the rule behind it.
package struct AnswerMembers: Sendable {
    var answer: String
    var rule: String?

    /// Free-text answers per locale, which a `hashed` pack replaces by salted hashes.
    var hashable = false

    package init(answer: String, rule: String? = nil, hashable: Bool = false) {
        self.answer = answer
        self.rule = rule
        self.hashable = hashable
    }
}
