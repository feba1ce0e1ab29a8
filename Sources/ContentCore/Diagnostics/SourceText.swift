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
    /// Code points before each `chunk`-byte boundary, so a column costs at most one chunk's
    /// scan however long its line is (a 16 MiB file on one line with thousands of findings).
    private let codePointsBefore: [Int]
    private static let chunk = 4096

    public init(_ source: SourceText) {
        self.source = source
        var starts = [0]
        var counts = [0]
        var codePoints = 0
        for (offset, byte) in source.bytes.enumerated() {
            if offset % Self.chunk == 0, offset > 0 { counts.append(codePoints) }
            // why: UTF-8 continuation bytes (10xxxxxx) do not start a code point.
            if byte & 0xC0 != 0x80 { codePoints += 1 }
            if byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        }
        lineStarts = starts
        codePointsBefore = counts
    }

    /// Code points in the bytes before `offset`.
    private func codePoints(before offset: Int) -> Int {
        let bytes = source.bytes
        let block = min(offset / Self.chunk, codePointsBefore.count - 1)
        var count = codePointsBefore[block]
        var index = block * Self.chunk
        while index < offset {
            if bytes[index] & 0xC0 != 0x80 { count += 1 }
            index += 1
        }
        return count
    }

    public func location(of offset: Int) -> (line: Int, column: Int) {
        let offset = max(0, min(offset, source.bytes.count))
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return (low + 1, codePoints(before: offset) - codePoints(before: lineStarts[low]) + 1)
    }
}
