/// An action entry as the HTTP cache protocol stores it under `ac/<key>`: a protocol-buffer
/// `ActionResult` of the Remote Execution API (`build.bazel.remote.execution.v2`), whose
/// `output_files` (field 2) name each output by path and digest (`OutputFile.path` = 1,
/// `OutputFile.digest` = 2, `Digest.hash` = 1, `Digest.size_bytes` = 2). Servers such as
/// bazel-remote check that an entry parses as one and that its blobs are stored, and may
/// re-encode it, so nothing here is signed: the entry only points at the signed record
/// (`CacheRecord`), which is a blob.
public struct ActionEntry: Equatable, Sendable {
    public struct Output: Equatable, Sendable {
        public var path: String
        public var hash: String
        public var size: Int
    }

    public var outputs: [Output]

    public init(outputs: [Output]) {
        self.outputs = outputs
    }

    /// The most an entry may take: a few outputs' names and digests.
    public static let maximumBytes = 64 << 10

    /// The `ActionResult` bytes.
    public var encoded: [UInt8] {
        var bytes: [UInt8] = []
        for output in outputs {
            var digest: [UInt8] = []
            Self.appendBytes(field: 1, Array(output.hash.utf8), to: &digest)
            Self.appendVarint(field: 2, UInt64(output.size), to: &digest)
            var file: [UInt8] = []
            Self.appendBytes(field: 1, Array(output.path.utf8), to: &file)
            Self.appendBytes(field: 2, digest, to: &file)
            Self.appendBytes(field: 2, file, to: &bytes)
        }
        return bytes
    }

    /// Reads an `ActionResult`, keeping its output files; nil when the bytes are not a
    /// well-formed message (every length checked against what is left, groups refused).
    public init?(decoding bytes: [UInt8]) {
        guard bytes.count <= Self.maximumBytes, let fields = Self.fields(bytes[...]) else { return nil }
        var outputs: [Output] = []
        for field in fields where field.number == 2 {
            guard case .bytes(let file) = field.value, let fileFields = Self.fields(file) else { return nil }
            var path: String?
            var hash: String?
            var size = 0
            for member in fileFields {
                switch (member.number, member.value) {
                case (1, .bytes(let text)): path = String(decoding: text, as: UTF8.self)
                case (2, .bytes(let digest)):
                    guard let digestFields = Self.fields(digest) else { return nil }
                    for part in digestFields {
                        switch (part.number, part.value) {
                        case (1, .bytes(let text)): hash = String(decoding: text, as: UTF8.self)
                        case (2, .varint(let value)):
                            guard value <= UInt64(Int.max) else { return nil }
                            size = Int(value)
                        default: continue
                        }
                    }
                default: continue
                }
            }
            guard let path, let hash else { return nil }
            outputs.append(Output(path: path, hash: hash, size: size))
        }
        self.outputs = outputs
    }

    private enum Value {
        case varint(UInt64)
        case bytes(ArraySlice<UInt8>)
        case fixed
    }

    private static func fields(_ bytes: ArraySlice<UInt8>) -> [(number: UInt64, value: Value)]? {
        var offset = bytes.startIndex
        var fields: [(UInt64, Value)] = []
        func varint() -> UInt64? {
            var value: UInt64 = 0
            var shift: UInt64 = 0
            while offset < bytes.endIndex, shift < 64 {
                let byte = bytes[offset]
                offset += 1
                value |= UInt64(byte & 0x7F) << shift
                if byte < 0x80 { return value }
                shift += 7
            }
            return nil
        }
        while offset < bytes.endIndex {
            guard let tag = varint() else { return nil }
            let number = tag >> 3
            guard number > 0 else { return nil }
            switch tag & 7 {
            case 0:
                guard let value = varint() else { return nil }
                fields.append((number, .varint(value)))
            case 1, 5:
                let width = tag & 7 == 1 ? 8 : 4
                guard bytes.endIndex - offset >= width else { return nil }
                offset += width
                fields.append((number, .fixed))
            case 2:
                guard let length = varint(), length <= UInt64(bytes.endIndex - offset) else { return nil }
                let end = offset + Int(length)
                fields.append((number, .bytes(bytes[offset..<end])))
                offset = end
            default:
                return nil
            }
        }
        return fields
    }

    private static func appendVarint(_ value: UInt64, to bytes: inout [UInt8]) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(rest & 0x7F) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    private static func appendVarint(field: UInt64, _ value: UInt64, to bytes: inout [UInt8]) {
        appendVarint(field << 3, to: &bytes)
        appendVarint(value, to: &bytes)
    }

    private static func appendBytes(field: UInt64, _ value: [UInt8], to bytes: inout [UInt8]) {
        appendVarint(field << 3 | 2, to: &bytes)
        appendVarint(UInt64(value.count), to: &bytes)
        bytes += value
    }
}
