/// Lower-case hexadecimal, two digits a byte: how the bundle format writes hashes and salts.
extension Sequence where Element == UInt8 {
    /// The bytes as lower-case hex, two digits each (`[0x0a, 0xff]` → `0aff`).
    public var hexString: String {
        let digits = Array("0123456789abcdef".utf8)
        var out: [UInt8] = []
        for byte in self {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: out, as: UTF8.self)
    }
}
