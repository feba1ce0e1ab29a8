import Crypto
import Foundation

/// How typed answers are compared, the same in the linter, the builder and the runtime:
/// case-folded, NFC, trimmed, runs of white space collapsed to one space.
public enum AnswerNormalizer {
    public static func normalize(_ answer: String) -> String {
        let stable = answer.unicodeScalars.allSatisfy(isStableUnderNFC)
        let folded = (stable ? answer : answer.precomposedStringWithCanonicalMapping).lowercased()
        var out = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in folded.unicodeScalars {
            if isWhitespace(scalar) {
                pendingSpace = !out.isEmpty
                continue
            }
            if pendingSpace {
                out.append(" ")
                pendingSpace = false
            }
            out.append(scalar)
        }
        let result = String(out)
        return stable ? result : result.precomposedStringWithCanonicalMapping
    }

    /// ASCII, Latin-1, Latin Extended, IPA and Cyrillic letters: NFC leaves them as they are and
    /// they compose with nothing, so the (slow) normaliser can be skipped.
    private static func isStableUnderNFC(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x300, 0x400...0x482, 0x48A...0x52F: true
        default: false
        }
    }

    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20, 0x09...0x0D: true
        case 0..<0x80: false
        default: scalar.properties.isWhitespace
        }
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
