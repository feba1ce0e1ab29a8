/// CRC-32 (ISO 3309): the checksum of PNG chunks and of zip entries, computed by libdeflate.
public enum CRC32 {
    public static func checksum<C: Collection>(_ bytes: C) -> UInt32 where C.Element == UInt8 {
        if let crc = bytes.withContiguousStorageIfAvailable({ LibDeflate.crc32(UnsafeRawBufferPointer($0)) }) { return crc }
        return Array(bytes).withUnsafeBytes { LibDeflate.crc32($0) }
    }
}
