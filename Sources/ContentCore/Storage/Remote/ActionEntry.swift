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

    /// The `ActionResult` bytes (protocol-buffer varints are `CacheWriter`'s LEB128 integers,
    /// and a length-delimited field its length-prefixed bytes).
    public var encoded: [UInt8] {
        var message = CacheWriter()
        for output in outputs {
            var digest = CacheWriter()
            digest.uint64(1 << 3 | 2)
            digest.raw(Array(output.hash.utf8))
            digest.uint64(2 << 3)
            digest.uint64(UInt64(output.size))
            var file = CacheWriter()
            file.uint64(1 << 3 | 2)
            file.raw(Array(output.path.utf8))
            file.uint64(2 << 3 | 2)
            file.raw(digest.bytes)
            message.uint64(2 << 3 | 2)
            message.raw(file.bytes)
        }
        return message.bytes
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

    /// The message's fields (protocol-buffer varints are `CacheReader`'s LEB128 integers, and
    /// a length-delimited field its length-prefixed bytes).
    private static func fields(_ bytes: ArraySlice<UInt8>) -> [(number: UInt64, value: Value)]? {
        var reader = CacheReader(bytes)
        var fields: [(UInt64, Value)] = []
        while !reader.isAtEnd {
            guard let tag = reader.uint64(), tag >> 3 > 0 else { return nil }
            switch tag & 7 {
            case 0:
                guard let value = reader.uint64() else { return nil }
                fields.append((tag >> 3, .varint(value)))
            case 1, 5:
                guard reader.skip(tag & 7 == 1 ? 8 : 4) else { return nil }
                fields.append((tag >> 3, .fixed))
            case 2:
                guard let value = reader.slice() else { return nil }
                fields.append((tag >> 3, .bytes(value)))
            default:
                return nil
            }
        }
        return fields
    }
}
