/// A file's bytes, turning byte offsets into 1-based line and column.
///
/// Columns count Unicode code points (SARIF `unicodeCodePoints`), so a Cyrillic letter is one
/// column, not two bytes. A CRLF ends a line like an LF. The line index is built on demand
/// (`LineIndex`): most files never need one.
public struct SourceText: Sendable {
    public let bytes: [UInt8]

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// A 1-based line and code-point column for a byte offset (clamped into the file). Builds a
    /// line index each call; reporters keep a `LineIndex` per file instead.
    public func location(of offset: Int) -> (line: Int, column: Int) {
        LineIndex(self).location(of: offset)
    }
}

/// Where each line of a file starts, for many look-ups in one file.
public struct LineIndex: Sendable {
    public let source: SourceText
    /// Byte offset at which each line starts; `lineStarts[0] == 0`.
    public let lineStarts: [Int]

    public init(_ source: SourceText) {
        self.source = source
        var starts = [0]
        for (offset, byte) in source.bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        lineStarts = starts
    }

    public func location(of offset: Int) -> (line: Int, column: Int) {
        let bytes = source.bytes
        let offset = max(0, min(offset, bytes.count))
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        var column = 1
        var index = lineStarts[low]
        while index < offset {
            // why: UTF-8 continuation bytes (10xxxxxx) do not start a code point.
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return (low + 1, column)
    }
}
