import ContentBundle
import Foundation

/// Unicode normalisation checks for content text.
package enum Normalization {
    /// The index (in Unicode scalars) of the first scalar that NFC would change, or nil when the
    /// text is already NFC.
    package static func firstNonNFCScalar(_ text: String) -> Int? {
        if text.unicodeScalars.allSatisfy(AnswerNormalizer.isStableUnderNFC) { return nil }
        let composed = text.precomposedStringWithCanonicalMapping
        let original = Array(text.unicodeScalars)
        let normal = Array(composed.unicodeScalars)
        if original == normal { return nil }
        var index = 0
        while index < min(original.count, normal.count), original[index] == normal[index] { index += 1 }
        // why: the difference shows at the combining mark; point at the letter it attaches to.
        return max(0, index > 0 && original.indices.contains(index) && isCombining(original[index]) ? index - 1 : index)
    }

    /// NFC form of the text.
    package static func nfc(_ text: String) -> String {
        text.unicodeScalars.allSatisfy(AnswerNormalizer.isStableUnderNFC) ? text : text.precomposedStringWithCanonicalMapping
    }

    package static func isCombining(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }
}

/// Writing systems, for the mixed-script check.
package enum Script: String {
    case latin = "Latin"
    case cyrillic = "Cyrillic"
    case greek = "Greek"

    /// The script of a letter, for the scripts whose look-alikes get mixed up; nil otherwise.
    package init?(_ scalar: Unicode.Scalar) {
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x24F, 0x1E00...0x1EFF: self = .latin
        case 0x400...0x52F, 0x1C80...0x1C8F, 0x2DE0...0x2DFF, 0xA640...0xA69F: self = .cyrillic
        case 0x370...0x3FF, 0x1F00...0x1FFF: self = .greek
        default: return nil
        }
    }
}

/// Maps positions inside a decoded JSON string back to bytes of the file.
package enum StringSourceMap {
    /// Byte offset in `source` of scalar number `scalarIndex` of the string at `node`
    /// (escapes such as `\u00e9` count as the one scalar they stand for).
    package static func offset(ofScalar scalarIndex: Int, in node: JSONNode, source: SourceText) -> Int {
        let bytes = source.bytes
        var offset = node.range.lowerBound + 1
        var scalars = 0
        let end = max(offset, node.range.upperBound - 1)
        while offset < end, scalars < scalarIndex {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\\") {
                if offset + 1 < end, bytes[offset + 1] == UInt8(ascii: "u") {
                    let isHighSurrogate = offset + 2 < end && (bytes[offset + 2] | 0x20) == UInt8(ascii: "d")
                        && offset + 3 < end && "89abAB".utf8.contains(bytes[offset + 3])
                    offset += isHighSurrogate && offset + 7 < end && bytes[offset + 6] == UInt8(ascii: "\\") ? 12 : 6
                } else {
                    offset += 2
                }
            } else if byte < 0x80 {
                offset += 1
            } else if byte >= 0xF0 {
                offset += 4
            } else if byte >= 0xE0 {
                offset += 3
            } else {
                offset += 2
            }
            scalars += 1
        }
        return min(offset, end)
    }

    /// Byte range of scalars `range` of the string at `node`.
    package static func range(ofScalars range: Range<Int>, in node: JSONNode, source: SourceText) -> Range<Int> {
        let start = offset(ofScalar: range.lowerBound, in: node, source: source)
        let end = offset(ofScalar: range.upperBound, in: node, source: source)
        return start..<max(start, end)
    }
}
