import ContentArt
import ContentBundle
import ContentCore
import ContentKinds
import ContentCheck

/// A deterministic zip of stored (uncompressed) entries: sorted names, one fixed timestamp, no
/// extra fields. Pictures are PNG already; compressing them again would gain little.
enum ZipWriter {
    // why: the reader refuses any other value of these fields
    private static let version = UInt16(BundleFormat.Zip.version)
    private static let flags = UInt16(BundleFormat.Zip.flags)
    private static let dosTime = UInt16(BundleFormat.Zip.dosTime)
    private static let dosDate = UInt16(BundleFormat.Zip.dosDate)

    static func archive(_ files: [(String, [UInt8])]) -> [UInt8] {
        var out: [UInt8] = []
        var central: [UInt8] = []
        for (name, data) in files {
            let nameBytes = Array(name.utf8)
            let crc = CRC32.checksum(data)
            let offset = out.count
            out += le32(0x0403_4B50) + le16(version) + le16(flags) + le16(0) + le16(dosTime) + le16(dosDate)
            out += le32(crc) + le32(UInt32(data.count)) + le32(UInt32(data.count)) + le16(UInt16(nameBytes.count)) + le16(0)
            out += nameBytes
            out += data
            central += le32(0x0201_4B50) + le16(version) + le16(version) + le16(flags) + le16(0) + le16(dosTime) + le16(dosDate)
            central += le32(crc) + le32(UInt32(data.count)) + le32(UInt32(data.count)) + le16(UInt16(nameBytes.count))
            central += le16(0) + le16(0) + le16(0) + le16(0) + le32(0) + le32(UInt32(offset))
            central += nameBytes
        }
        let centralOffset = out.count
        out += central
        out += le32(0x0605_4B50) + le16(0) + le16(0) + le16(UInt16(files.count)) + le16(UInt16(files.count))
        out += le32(UInt32(central.count)) + le32(UInt32(centralOffset)) + le16(0)
        return out
    }

    private static func le16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
    private static func le32(_ value: UInt32) -> [UInt8] { [UInt8(value & 0xFF), UInt8((value >> 8) & 0xFF), UInt8((value >> 16) & 0xFF), UInt8(value >> 24)] }
}
