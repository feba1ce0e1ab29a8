/// Why a PNG could not be read or written.
public enum PNGError: Error, Equatable, Sendable, CustomStringConvertible {
    case corrupt(String)
    case tooLarge(width: Int, height: Int, limit: Int)
    case encoding(String)

    public var description: String {
        switch self {
        case .corrupt(let message): "not a readable PNG (\(message))"
        case .tooLarge(let width, let height, let limit):
            "PNG is \(width)x\(height) pixels, over the limit of \(limit) pixels"
        case .encoding(let message): "PNG could not be written (\(message))"
        }
    }
}

/// Reading and writing PNG files as 8-bit RGBA with straight alpha.
///
/// Decoding (libpng) keeps the stored values: every bit depth and colour type (16-bit, palette,
/// grey, with or without alpha) comes out as 8-bit RGBA, and a gAMA chunk is not applied (see
/// `decode`). Encoding writes 8-bit RGBA with settings chosen by measurement (`Settings.default`)
/// and the same bytes every time.
public enum PNGCodec {
    /// Pictures larger than this many pixels are refused from their header (8192 × 8192: 256 MiB
    /// of RGBA).
    public static let defaultPixelLimit = 8192 * 8192

    /// The picture in a PNG file. A gAMA chunk other than sRGB's is reported in `gamma` but not
    /// applied: the pixels are the stored values, so pieces cut from a photo carry exactly its
    /// bytes, and a designer's tools (which mostly ignore gAMA too) showed them that way.
    public static func decode(_ bytes: [UInt8], pixelLimit: Int = defaultPixelLimit) -> Result<DecodedPNG, PNGError> {
        let chunks = PNGChunks(bytes)
        return LibPNG.decode(chunks.withSRGBGamma, pixelLimit: pixelLimit).map { DecodedPNG(image: $0, gamma: chunks.gamma) }
    }

    /// Width and height from the header, without decoding the pixels.
    public static func dimensions(_ bytes: [UInt8]) -> Result<(width: Int, height: Int), PNGError> {
        LibPNG.dimensions(bytes)
    }

    /// How pictures are encoded: the compressor and the row filter.
    public struct Settings: Hashable, Sendable {
        public enum Compressor: Hashable, Sendable {
            /// libdeflate at level 1-12, through our own PNG writer.
            case libdeflate(level: Int)
            /// zlib through libpng's classic writer: level 0-9, strategy (0 default, 1 filtered,
            /// 2 Huffman only, 3 run-length).
            case zlib(level: Int, strategy: Int)
        }

        /// PNG row filters; `adaptive` picks one per row (smallest sum of absolute values).
        public enum Filter: UInt8, Hashable, Sendable, CaseIterable {
            case none = 0, sub = 1, up = 2, average = 3, paeth = 4, adaptive = 5
        }

        public var compressor: Compressor
        public var filter: Filter

        public init(compressor: Compressor, filter: Filter) {
            self.compressor = compressor
            self.filter = filter
        }

        /// libdeflate level 1 with the Average filter, chosen by measurement (`content-art-bench
        /// sweep`, 126 settings on a 4096x4096 photo, Benchmarks/art): files 1.6 % larger than
        /// zlib 6 with adaptive filters at 9.6 times its speed. The best zlib setting there
        /// (level 1, run-length, Average) was 3.9 % larger at 7.1 times.
        public static let `default` = Settings(compressor: .libdeflate(level: 1), filter: .average)
        /// What most tools write: zlib 6, a filter chosen per row.
        public static let compact = Settings(compressor: .zlib(level: 6, strategy: 0), filter: .adaptive)
    }

    public static func encode(_ image: RGBAImage, settings: Settings = .default) -> Result<[UInt8], PNGError> {
        switch settings.compressor {
        case .libdeflate(let level):
            return PNGWriter.encode(image, filter: settings.filter, level: level)
        case .zlib(let level, let strategy):
            let bits: [Settings.Filter: Int] = [.none: 0x08, .sub: 0x10, .up: 0x20, .average: 0x40, .paeth: 0x80, .adaptive: 0xF8]
            return LibPNG.encode(image, level: level, strategy: strategy, filters: bits[settings.filter]!)
        }
    }
}

/// A decoded picture and the file's gamma when it declared one other than sRGB's.
public struct DecodedPNG: Sendable {
    public let image: RGBAImage
    /// The gAMA value (1/gamma, as stored divided by 100,000) when it is not sRGB's 0.45455.
    public let gamma: Double?
}

/// The chunk walk that makes libpng's simplified reader leave pixel values as stored: it
/// converts from any gamma other than sRGB's, and takes 16-bit files without a gAMA chunk to be
/// linear. A gAMA chunk gets sRGB's value; a 16-bit file without one gets one after IHDR.
struct PNGChunks {
    let withSRGBGamma: [UInt8]
    let gamma: Double?

    init(_ bytes: [UInt8]) {
        var out = bytes
        var found: Double?
        var offset = 8
        var sixteenBit = false
        var declared = false
        /// Where the gAMA chunk goes: just after a well-formed IHDR, the first chunk.
        var afterHeader: Int?
        if bytes.starts(with: PictureFormat.pngSignature) {
            while offset + 12 <= bytes.count {
                let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
                let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
                guard length <= bytes.count - offset - 12 else { break }
                if type == "IHDR", offset == 8, length == 13 {
                    sixteenBit = bytes[offset + 16] == 16
                    afterHeader = offset + 12 + length
                }
                if type == "gAMA" || type == "sRGB" || type == "iCCP" { declared = true }
                if type == "gAMA", length == 4 {
                    let value = UInt32(bytes[offset + 8]) << 24 | UInt32(bytes[offset + 9]) << 16 | UInt32(bytes[offset + 10]) << 8 | UInt32(bytes[offset + 11])
                    // why: libpng itself treats values within ±1,000 of 45,455 as sRGB's gamma
                    if abs(Int(value) - 45_455) > 1_000 {
                        found = Double(value) / 100_000
                        Self.write(45_455, into: &out, at: offset + 8)
                        Self.write(CRC32.checksum(out[(offset + 4)..<(offset + 12)]), into: &out, at: offset + 12)
                    }
                }
                if type == "IDAT" || type == "IEND" { break }
                offset += 12 + length
            }
        }
        // why: a file whose IHDR is cut short or malformed gets no chunk; libpng refuses it anyway
        if sixteenBit, !declared, let afterHeader, afterHeader <= out.count {
            var chunk: [UInt8] = [0, 0, 0, 4] + Array("gAMA".utf8) + [0, 0, 0, 0, 0, 0, 0, 0]
            Self.write(45_455, into: &chunk, at: 8)
            Self.write(CRC32.checksum(chunk[4..<12]), into: &chunk, at: 12)
            out.insert(contentsOf: chunk, at: afterHeader)
        }
        withSRGBGamma = out
        gamma = found
    }

    private static func write(_ value: UInt32, into bytes: inout [UInt8], at offset: Int) {
        for index in 0..<4 { bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (24 - 8 * index)) }
    }
}
