import Crypto
import Foundation

/// How typed answers are compared, the same in the linter, the builder and the runtime:
/// case-folded, NFC, trimmed, runs of white space collapsed to one space.
public enum AnswerNormalizer {
    /// A typed or accepted answer in the form answers are compared in: NFC, lower-cased
    /// (Unicode default case mapping), trimmed, every inner run of white space one U+0020, NFC again.
    /// Compare `normalize(typed) == normalize(accepted)`; never throws.
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

    /// Scalars that NFC never changes and that never combine with a neighbour: the fast path
    /// that keeps ASCII, Latin, Cyrillic and common punctuation away from the slow normaliser
    /// (the linter's NFC check uses the same test).
    public static func isStableUnderNFC(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x300: true                          // ASCII, Latin-1, Latin Extended-A/B, IPA
        case 0x400...0x482, 0x48A...0x52F: true       // Cyrillic letters (not the combining 0483-0489)
        case 0x2010...0x2027, 0x2030...0x205E: true   // dashes, quotes, ellipsis, primes
        default: false
        }
    }

    /// White space as answers compare it, with the ASCII, Latin, Cyrillic and punctuation ranges
    /// (which hold none beyond ASCII's) answered without a Unicode property look-up.
    public static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20, 0x09...0x0D: true
        case 0..<0x80, 0xA1...0x167F, 0x2010...0x2027: false
        default: scalar.properties.isWhitespace
        }
    }

    /// The salted hash a `hashed` bundle stores: lower-case hex SHA-256 of the salt's bytes
    /// followed by the normalised answer's UTF-8.
    public static func hash(_ answer: String, salt: String) -> String {
        var hasher = SHA256()
        hasher.update(data: Array(salt.utf8))
        hasher.update(data: Array(normalize(answer).utf8))
        return hasher.finalize().hexString
    }
}
