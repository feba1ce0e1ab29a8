import Crypto
import Foundation

/// How typed answers are compared, the same in the linter, the builder and the runtime:
/// case-folded, NFC, trimmed, runs of white space collapsed to one space.
public enum AnswerNormalizer {
    public static func normalize(_ answer: String) -> String {
        let folded = answer.precomposedStringWithCanonicalMapping.lowercased()
        var out = ""
        var pendingSpace = false
        for scalar in folded.unicodeScalars {
            if scalar.properties.isWhitespace {
                pendingSpace = !out.isEmpty
                continue
            }
            if pendingSpace {
                out.unicodeScalars.append(" ")
                pendingSpace = false
            }
            out.unicodeScalars.append(scalar)
        }
        return out.precomposedStringWithCanonicalMapping
    }

    /// The salted hash a `hashed` bundle stores: lower-case hex SHA-256 of the salt's bytes
    /// followed by the normalised answer's UTF-8.
    public static func hash(_ answer: String, salt: String) -> String {
        var hasher = SHA256()
        hasher.update(data: Array(salt.utf8))
        hasher.update(data: Array(normalize(answer).utf8))
        return hasher.finalize().map { String(format: "%02x", $0) }.joined()
    }
}
