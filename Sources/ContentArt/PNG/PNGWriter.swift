/// Writes 8-bit RGBA PNGs itself: filters the rows, compresses them with libdeflate in one
/// stream, and frames IHDR, IDAT and IEND. No ancillary chunks, so the bytes depend only on the
/// pixels and the settings.
enum PNGWriter {
    static func encode(_ image: RGBAImage, filter: PNGCodec.Settings.Filter, level: Int) -> Result<[UInt8], PNGError> {
        let stride = image.width * 4
        var filtered = [UInt8](repeating: 0, count: (stride + 1) * image.height)
        image.pixels.withUnsafeBufferPointer { pixels in
            filtered.withUnsafeMutableBufferPointer { out in
                for row in 0..<image.height {
                    let current = UnsafeBufferPointer(rebasing: pixels[(row * stride)..<((row + 1) * stride)])
                    let above = row > 0 ? UnsafeBufferPointer(rebasing: pixels[((row - 1) * stride)..<(row * stride)]) : nil
                    let target = UnsafeMutableBufferPointer(rebasing: out[(row * (stride + 1))..<((row + 1) * (stride + 1))])
                    PNGFilter.apply(filter, current, above, into: target)
                }
            }
        }
        guard let compressed = filtered.withUnsafeBytes({ LibDeflate.zlibCompress($0, level: level) }) else {
            return .failure(.encoding("the compressor failed"))
        }
        var png = PictureFormat.pngSignature
        png.reserveCapacity(compressed.count + 64)
        var header: [UInt8] = []
        header += bigEndian(UInt32(image.width)) + bigEndian(UInt32(image.height))
        header += [8, 6, 0, 0, 0]  // 8 bits, RGBA, deflate, adaptive filtering method, no interlace
        chunk("IHDR", header, into: &png)
        // why: readers handle any IDAT size, but many tools cap a chunk at 2^31 − 1 bytes
        var offset = 0
        repeat {
            let end = min(compressed.count, offset + (1 << 30))
            chunk("IDAT", compressed[offset..<end], into: &png)
            offset = end
        } while offset < compressed.count
        chunk("IEND", [], into: &png)
        return .success(png)
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    private static func chunk<C: Collection>(_ type: String, _ data: C, into png: inout [UInt8]) where C.Element == UInt8 {
        png += bigEndian(UInt32(data.count))
        let start = png.count
        png += Array(type.utf8)
        png += data
        let crc = CRC32.checksum(png[start...])
        png += bigEndian(crc)
    }
}

/// PNG's five row filters and the usual adaptive choice (the filter whose output has the
/// smallest sum of absolute values, reading bytes as signed).
enum PNGFilter {
    static func apply(_ filter: PNGCodec.Settings.Filter, _ row: UnsafeBufferPointer<UInt8>, _ above: UnsafeBufferPointer<UInt8>?,
                      into out: UnsafeMutableBufferPointer<UInt8>) {
        if filter == .adaptive {
            var best = PNGCodec.Settings.Filter.none
            var bestScore = Int.max
            for candidate in [PNGCodec.Settings.Filter.none, .sub, .up, .average, .paeth] {
                apply(candidate, row, above, into: out)
                var score = 0
                for index in 1..<out.count { score += abs(Int(Int8(bitPattern: out[index]))) }
                if score < bestScore {
                    bestScore = score
                    best = candidate
                }
            }
            if best != .paeth { apply(best, row, above, into: out) }
            return
        }
        out[0] = filter.rawValue
        let count = row.count
        switch filter {
        case .none, .adaptive:
            for i in 0..<count { out[i + 1] = row[i] }
        case .sub:
            for i in 0..<count { out[i + 1] = row[i] &- (i >= 4 ? row[i - 4] : 0) }
        case .up:
            if let above {
                for i in 0..<count { out[i + 1] = row[i] &- above[i] }
            } else {
                for i in 0..<count { out[i + 1] = row[i] }
            }
        case .average:
            for i in 0..<count {
                let left = i >= 4 ? Int(row[i - 4]) : 0
                let up = above.map { Int($0[i]) } ?? 0
                out[i + 1] = row[i] &- UInt8((left + up) / 2)
            }
        case .paeth:
            for i in 0..<count {
                let a = i >= 4 ? Int(row[i - 4]) : 0
                let b = above.map { Int($0[i]) } ?? 0
                let c = i >= 4 ? (above.map { Int($0[i - 4]) } ?? 0) : 0
                let p = a + b - c
                let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                let predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                out[i + 1] = row[i] &- UInt8(predictor)
            }
        }
    }
}
