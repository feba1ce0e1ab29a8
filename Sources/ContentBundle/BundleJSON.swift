import Foundation

/// The runtime's own reader of JSON values whose shape is not known in advance (a custom game
/// level's parameters, an answer in answers.json): strict RFC 8259 over the bytes, in one pass,
/// at most `maxDepth` levels deep, every value typed as it is read. `JSONDecoder` can only learn
/// such a value's type by trying each type in turn, and each failed try costs about a
/// microsecond: an 18 MB tables.json of empty objects in a custom level took 45-60 s to open.
package enum BundleJSON {
    /// Nesting deeper than this is refused (no bundle the builder writes nests past 16).
    static let maxDepth = 64

    /// Why bytes are not a JSON value this reader takes.
    struct Failure: Error, CustomStringConvertible {
        let offset: Int
        let reason: String
        var description: String { "\(reason) at byte \(offset)" }
    }

    /// The bytes as text when they are valid UTF-8, else nil (`String(validating:)` needs iOS 18
    /// and macOS 15; decoding repairs invalid bytes, so a repaired text differs from them).
    static func utf8(_ bytes: some Collection<UInt8>) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        return text.utf8.elementsEqual(bytes) ? text : nil
    }

    /// The one JSON value the bytes hold (white space around it allowed).
    package static func parse(_ bytes: some Collection<UInt8>) throws -> JSONValue {
        let array = Array(bytes)
        return try array.withUnsafeBufferPointer { buffer in
            var reader = Reader(bytes: buffer)
            reader.skipSpace()
            let value = try reader.value(depth: 0)
            reader.skipSpace()
            guard reader.offset == buffer.count else { throw reader.failure("text after the value") }
            return value
        }
    }

    /// Reads the one JSON value the bytes hold with `body`, which reads it through the reader
    /// (member by member, say, without building the whole value); white space around it allowed.
    static func read<T>(_ bytes: some Collection<UInt8>, _ body: (inout Reader) throws -> T) throws -> T {
        let array = Array(bytes)
        return try array.withUnsafeBufferPointer { buffer in
            var reader = Reader(bytes: buffer)
            reader.skipSpace()
            let result = try body(&reader)
            reader.skipSpace()
            guard reader.offset == buffer.count else { throw reader.failure("text after the value") }
            return result
        }
    }

    /// Checks the shape of a JSON text without building it, in one pass: at most `maxDepth`
    /// deep, no object with more than `maxMembers` members, at most `maxValues` values in all.
    /// `open` runs it before `JSONDecoder` sees tables.json or a rounds file: decoding an object
    /// builds a dictionary of all its keys, and 1.25 million keys in one custom game level took
    /// 8 s and 900 MB to open within the file size limit.
    static func checkShape(_ bytes: Data, maxMembers: Int, maxValues: Int) throws {
        try bytes.withUnsafeBytes { raw in
            let buffer = raw.bindMemory(to: UInt8.self)
            var depth = 0
            var values = 0
            var members: [Int] = []  // per open object: members so far (-1 for an array)
            var index = 0
            func fail(_ reason: String) -> Failure { Failure(offset: index, reason: reason) }
            while index < buffer.count {
                let byte = buffer[index]
                switch byte {
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    values += 1
                    depth += 1
                    guard depth <= maxDepth else { throw fail("nesting deeper than \(maxDepth)") }
                    members.append(byte == UInt8(ascii: "{") ? 0 : -1)
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if !members.isEmpty { members.removeLast() }
                case UInt8(ascii: ":"):
                    if let last = members.last, last >= 0 {
                        members[members.count - 1] = last + 1
                        guard last + 1 <= maxMembers else { throw fail("an object with more than \(maxMembers) members") }
                    }
                case UInt8(ascii: "\""):
                    // a string: skipped to its closing quote (escapes skip the next byte)
                    index += 1
                    while index < buffer.count, buffer[index] != UInt8(ascii: "\"") {
                        index += buffer[index] == UInt8(ascii: "\\") ? 2 : 1
                    }
                    if let last = members.last, last >= 0, index + 1 < buffer.count {
                        // a key is followed by a colon (counted there); a value counts now
                        var next = index + 1
                        while next < buffer.count, [0x20, 0x0A, 0x0D, 0x09].contains(buffer[next]) { next += 1 }
                        if next >= buffer.count || buffer[next] != UInt8(ascii: ":") { values += 1 }
                    } else {
                        values += 1
                    }
                case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                    values += 1
                    while index + 1 < buffer.count, !",]} \n\r\t".utf8.contains(buffer[index + 1]) { index += 1 }
                default:
                    break
                }
                guard values <= maxValues else { throw fail("more than \(maxValues) values") }
                index += 1
            }
        }
    }

    struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var offset = 0

        func failure(_ reason: String) -> Failure { Failure(offset: offset, reason: reason) }

        var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

        mutating func skipSpace() {
            while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { offset += 1 }
        }

        mutating func expect(_ literal: StaticString) throws {
            let count = literal.utf8CodeUnitCount
            guard bytes.count - offset >= count else { throw failure("an unfinished literal") }
            for index in 0..<count where bytes[offset + index] != literal.utf8Start[index] { throw failure("an unknown literal") }
            offset += count
        }

        mutating func value(depth: Int) throws -> JSONValue {
            guard depth < BundleJSON.maxDepth else { throw failure("nesting deeper than \(BundleJSON.maxDepth)") }
            switch current {
            case UInt8(ascii: "{"): return try object(depth: depth)
            case UInt8(ascii: "["): return try array(depth: depth)
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): try expect("true"); return .bool(true)
            case UInt8(ascii: "f"): try expect("false"); return .bool(false)
            case UInt8(ascii: "n"): try expect("null"); return .null
            case let byte? where byte == UInt8(ascii: "-") || (0x30...0x39).contains(byte): return .number(try number())
            default: throw failure(current == nil ? "the end of the text where a value belongs" : "a character that starts no value")
            }
        }

        mutating func object(depth: Int) throws -> JSONValue {
            var members: [String: JSONValue] = [:]
            try self.members(depth: depth) { key, reader in
                let value = try reader.value(depth: depth + 1)
                // why: the first value of a key twice is kept, as the builder's reader does
                if members[key] == nil { members[key] = value }
            }
            return .object(members)
        }

        /// Reads the object at the reader member by member: `body` gets each key and the reader at
        /// its value, which it must read (`value(depth:)` for one it does not want).
        mutating func members(depth: Int, _ body: (String, inout Reader) throws -> Void) throws {
            skipSpace()
            guard depth < BundleJSON.maxDepth else { throw failure("nesting deeper than \(BundleJSON.maxDepth)") }
            guard current == UInt8(ascii: "{") else { throw failure("not an object") }
            offset += 1
            skipSpace()
            if current == UInt8(ascii: "}") { offset += 1; return }
            while true {
                skipSpace()
                guard current == UInt8(ascii: "\"") else { throw failure("a key that is not a string") }
                let key = try string()
                skipSpace()
                guard current == UInt8(ascii: ":") else { throw failure("no colon after a key") }
                offset += 1
                skipSpace()
                try body(key, &self)
                skipSpace()
                if current == UInt8(ascii: ",") { offset += 1; continue }
                guard current == UInt8(ascii: "}") else { throw failure("no comma or closing brace in an object") }
                offset += 1
                return
            }
        }

        /// Reads the array at the reader element by element: `body` reads each element.
        mutating func elements(depth: Int, _ body: (inout Reader) throws -> Void) throws {
            skipSpace()
            guard depth < BundleJSON.maxDepth else { throw failure("nesting deeper than \(BundleJSON.maxDepth)") }
            guard current == UInt8(ascii: "[") else { throw failure("not an array") }
            offset += 1
            skipSpace()
            if current == UInt8(ascii: "]") { offset += 1; return }
            while true {
                skipSpace()
                try body(&self)
                skipSpace()
                if current == UInt8(ascii: ",") { offset += 1; continue }
                guard current == UInt8(ascii: "]") else { throw failure("no comma or closing bracket in an array") }
                offset += 1
                return
            }
        }

        /// Reads the value at the reader, checked as `value(depth:)` checks it, without building it
        /// (a member a reader does not use costs no memory).
        mutating func skip(depth: Int) throws {
            guard depth < BundleJSON.maxDepth else { throw failure("nesting deeper than \(BundleJSON.maxDepth)") }
            switch current {
            case UInt8(ascii: "{"): try members(depth: depth) { _, reader in try reader.skip(depth: depth + 1) }
            case UInt8(ascii: "["): try elements(depth: depth) { reader in try reader.skip(depth: depth + 1) }
            default: _ = try value(depth: depth)
            }
        }

        mutating func array(depth: Int) throws -> JSONValue {
            var elements: [JSONValue] = []
            try self.elements(depth: depth) { reader in elements.append(try reader.value(depth: depth + 1)) }
            return .array(elements)
        }

        mutating func number() throws -> Double {
            let start = offset
            if current == UInt8(ascii: "-") { offset += 1 }
            func digits() -> Int {
                let from = offset
                while let byte = current, (0x30...0x39).contains(byte) { offset += 1 }
                return offset - from
            }
            let whole = offset
            guard digits() > 0 else { throw failure("a number without digits") }
            if bytes[whole] == UInt8(ascii: "0"), offset - whole > 1 { throw failure("a number with a leading zero") }
            if current == UInt8(ascii: ".") {
                offset += 1
                guard digits() > 0 else { throw failure("a number without digits after its point") }
            }
            if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
                offset += 1
                if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { offset += 1 }
                guard digits() > 0 else { throw failure("a number without digits in its exponent") }
            }
            guard let value = Double(String(decoding: bytes[start..<offset], as: UTF8.self)), value.isFinite else {
                throw Failure(offset: start, reason: "a number out of range")
            }
            return value
        }

        mutating func string() throws -> String {
            offset += 1
            var scalars = String.UnicodeScalarView()
            var plainStart = offset
            func plain() throws -> String {
                guard let text = BundleJSON.utf8(bytes[plainStart..<offset]) else { throw failure("a string that is not UTF-8") }
                return text
            }
            func flush() throws {
                guard plainStart < offset else { return }
                scalars.append(contentsOf: try plain().unicodeScalars)
            }
            while true {
                guard let byte = current else { throw failure("an unfinished string") }
                if byte == UInt8(ascii: "\"") {
                    // why: most strings have no escape: one text, not one scalar at a time
                    if scalars.isEmpty {
                        let text = try plain()
                        offset += 1
                        return text
                    }
                    try flush()
                    offset += 1
                    return String(scalars)
                }
                guard byte >= 0x20 else { throw failure("a control character in a string") }
                guard byte == UInt8(ascii: "\\") else { offset += 1; continue }
                try flush()
                offset += 1
                guard let escaped = current else { throw failure("an unfinished escape") }
                offset += 1
                switch escaped {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{8}")
                case UInt8(ascii: "f"): scalars.append("\u{C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"): scalars.append(try unicodeEscape())
                default: throw failure("an unknown escape")
                }
                plainStart = offset
            }
        }

        mutating func unicodeEscape() throws -> Unicode.Scalar {
            let first = try hex4()
            if (0xD800...0xDBFF).contains(first) {
                guard bytes.count - offset >= 2, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u") else {
                    throw failure("a lone surrogate escape")
                }
                offset += 2
                let second = try hex4()
                guard (0xDC00...0xDFFF).contains(second), let scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)) else {
                    throw failure("a lone surrogate escape")
                }
                return scalar
            }
            guard let scalar = Unicode.Scalar(first) else { throw failure("a lone surrogate escape") }
            return scalar
        }

        mutating func hex4() throws -> UInt32 {
            guard bytes.count - offset >= 4 else { throw failure("an unfinished escape") }
            var value: UInt32 = 0
            for _ in 0..<4 {
                let byte = bytes[offset]
                let digit: UInt32
                switch byte {
                case 0x30...0x39: digit = UInt32(byte - 0x30)
                case 0x41...0x46: digit = UInt32(byte - 0x41 + 10)
                case 0x61...0x66: digit = UInt32(byte - 0x61 + 10)
                default: throw failure("a \\u escape that is not four hex digits")
                }
                value = value << 4 | digit
                offset += 1
            }
            return value
        }
    }
}

extension BundleJSON {
    /// A string as JSON text (RFC 8259: quotes, backslashes and control characters escaped,
    /// everything else as it is), appended to `out`: what the runtime writes and what the
    /// builder writes, so both spell a string the same way.
    package static func quote(_ text: String, into out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
