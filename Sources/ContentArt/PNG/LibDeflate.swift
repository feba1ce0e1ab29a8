import CLibDeflate

/// The one file that talks to libdeflate: zlib streams in one call, several times faster than
/// zlib itself at the same size.
enum LibDeflate {
    /// The zlib stream of the bytes at `level` (1-12), or nil when it cannot be made.
    static func zlibCompress(_ input: UnsafeRawBufferPointer, level: Int) -> [UInt8]? {
        guard let compressor = libdeflate_alloc_compressor(Int32(min(12, max(1, level)))) else { return nil }
        defer { libdeflate_free_compressor(compressor) }
        let bound = libdeflate_zlib_compress_bound(compressor, input.count)
        var output = [UInt8](repeating: 0, count: bound)
        let size = output.withUnsafeMutableBytes { out in
            libdeflate_zlib_compress(compressor, input.baseAddress, input.count, out.baseAddress, bound)
        }
        guard size > 0 else { return nil }
        output.removeLast(output.count - size)
        return output
    }

    static func crc32(_ bytes: UnsafeRawBufferPointer, continuing crc: UInt32 = 0) -> UInt32 {
        libdeflate_crc32(crc, bytes.baseAddress, bytes.count)
    }
}
