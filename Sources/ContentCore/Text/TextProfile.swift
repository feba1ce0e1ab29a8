/// What one pass over a text's UTF-8 bytes can tell the text rules, so that the exact (and much
/// slower) Unicode checks run only on the few texts that might fail them. Every flag errs on the
/// side of "maybe": a false "maybe" costs time, never a missed finding.
package struct TextProfile: Sendable {
    /// Some character outside the ranges NFC never changes.
    package var mayNeedNFC = false
    /// Letters of more than one script, or letters whose script the byte scan cannot tell.
    package var mayMixScripts = false
    /// Two spaces (or no-break spaces) next to each other.
    package var mayHaveDoubleSpace = false
    /// White space, or a non-ASCII character that might be white space, at either end.
    package var mayHaveEdgeSpace = false

    init(_ text: String) {
        let scanned: Void? = text.utf8.withContiguousStorageIfAvailable { scan($0) }
        if scanned == nil { Array(text.utf8).withUnsafeBufferPointer { scan($0) } }
    }

    private mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let first = bytes.first, let last = bytes.last else { return }
        mayHaveEdgeSpace = Self.isSpaceLike(first) || Self.isSpaceLike(last) || last >= 0x80
        var scripts: UInt8 = 0  // 1 Latin, 2 Cyrillic, 4 Greek, 8 unknown
        var previousSpace = false
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte < 0x80 {
                if (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A { scripts |= 1 }
                let space = byte == 0x20
                if space && previousSpace { mayHaveDoubleSpace = true }
                previousSpace = space
                index += 1
                continue
            }
            let next = index + 1 < count ? bytes[index + 1] : 0
            switch byte {
            case 0xC2:
                let space = next == 0xA0
                if space && previousSpace { mayHaveDoubleSpace = true }
                previousSpace = space
                index += 2
                continue
            case 0xC3...0xC9: scripts |= 1              // Latin-1 and Latin Extended letters
            case 0xCA, 0xCB: break                       // IPA, spacing modifiers
            case 0xCD...0xCF:
                scripts |= 4                              // Greek (and combining marks at CD 80-AF)
                if byte == 0xCD && next < 0xB0 { mayNeedNFC = true }
            case 0xCC: mayNeedNFC = true                  // combining diacritical marks
            case 0xD0, 0xD1, 0xD3, 0xD4: scripts |= 2     // Cyrillic
            case 0xD2:
                scripts |= 2
                if (0x83...0x89).contains(next) { mayNeedNFC = true }
            default:
                mayNeedNFC = true
                scripts |= 8
            }
            previousSpace = false
            index += 1
            while index < count, bytes[index] & 0xC0 == 0x80 { index += 1 }
        }
        mayMixScripts = scripts & 8 != 0 || scripts.nonzeroBitCount > 1
    }

    private static func isSpaceLike(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) || byte == 0xC2 || byte == 0xE2 || byte == 0xE3 || byte == 0xE1
    }
}
