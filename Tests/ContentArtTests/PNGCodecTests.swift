@testable import ContentArt
import Foundation
import Testing

/// Decoding keeps stored values as straight-alpha RGBA; encoding is lossless and repeatable;
/// every corrupt or oversized file is a clear error before any large allocation.
@Suite struct PNGCodecTests {
    private func decode(_ name: String) throws -> Result<DecodedPNG, PNGError> {
        PNGCodec.decode(try ArtFixtures.bytes("Fixtures/png/\(name)"))
    }

    private func gradient(_ width: Int, _ height: Int) -> RGBAImage {
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width { pixels += [UInt8(x % 256), UInt8(y % 256), UInt8((x * y) % 256), UInt8((x + y) % 256)] }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    @Test func roundTripIsLosslessAndRepeatable() throws {
        let image = gradient(97, 33)
        for settings in [PNGCodec.Settings.default, .compact] {
            let first = try PNGCodec.encode(image, settings: settings).get()
            let second = try PNGCodec.encode(image, settings: settings).get()
            #expect(first == second)
            let decoded = try PNGCodec.decode(first).get()
            #expect(decoded.image == image)
            #expect(decoded.gamma == nil)
        }
    }

    @Test(arguments: PNGCodec.Settings.Filter.allCases)
    func everyFilterAndCompressorRoundTrips(_ filter: PNGCodec.Settings.Filter) throws {
        let image = gradient(61, 19)
        for compressor in [PNGCodec.Settings.Compressor.libdeflate(level: 1), .libdeflate(level: 9), .zlib(level: 1, strategy: 3), .zlib(level: 9, strategy: 0)] {
            let png = try PNGCodec.encode(image, settings: .init(compressor: compressor, filter: filter)).get()
            #expect(try PNGCodec.decode(png).get().image == image, "\(compressor) \(filter)")
        }
        let onePixel = RGBAImage(width: 1, height: 1, pixels: [1, 2, 3, 4])
        #expect(try PNGCodec.decode(try PNGCodec.encode(onePixel, settings: .init(compressor: .libdeflate(level: 1), filter: filter)).get()).get().image == onePixel)
    }

    @Test func straightAlphaIsKeptEvenWhereTransparent() throws {
        let image = RGBAImage(width: 2, height: 1, pixels: [200, 100, 50, 0, 10, 20, 30, 7])
        #expect(try PNGCodec.decode(try PNGCodec.encode(image).get()).get().image == image)
    }

    @Test func sixteenBitDecodesToItsHighBytes() throws {
        let image = try decode("rgba16.png").get().image
        #expect(image.width == 2 && image.height == 1)
        #expect(image.pixels == [128, 255, 0, 255, 0x12, 0x56, 0x9A, 128])
    }

    @Test func paletteWithTransparencyDecodes() throws {
        let image = try decode("palette.png").get().image
        #expect(image.pixels == [255, 0, 0, 255, 0, 255, 0, 128, 0, 0, 255, 255])
    }

    @Test func gammaIsReportedNotApplied() throws {
        let decoded = try decode("gamma10.png").get()
        #expect(decoded.gamma == 1.0)
        #expect(decoded.image.pixels == [128, 128, 128, 255])
    }

    @Test func corruptFilesAreErrors() throws {
        for name in ["truncated.png", "bad-crc.png"] {
            guard case .failure(.corrupt(let message)) = try decode(name) else {
                Issue.record("\(name) decoded")
                continue
            }
            #expect(!message.isEmpty)
        }
        #expect(throws: PNGError.self) { try PNGCodec.decode([]).get() }
        #expect(throws: PNGError.self) { try PNGCodec.decode(Array("not a png at all".utf8)).get() }
    }

    @Test func hugeHeaderIsRefusedBeforeAllocating() throws {
        // why: the error names the header's size, which is read before any pixel is allocated
        let result = try decode("huge-header.png")
        guard case .failure(let error) = result else { Issue.record("decoded"); return }
        #expect(error == .tooLarge(width: 100_000, height: 100_000, limit: PNGCodec.defaultPixelLimit))
        #expect(error.description == "PNG is 100000x100000 pixels, over the limit of 67108864 pixels")
    }

    @Test func crc32IsTheStandardOne() {
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(CRC32.checksum(Array("123456789".utf8)[2...]) == CRC32.checksum(Array("3456789".utf8)))
    }

    @Test func smallerLimitsAreHonoured() throws {
        let png = try PNGCodec.encode(gradient(10, 10)).get()
        #expect(throws: PNGError.tooLarge(width: 10, height: 10, limit: 99)) { try PNGCodec.decode(png, pixelLimit: 99).get() }
    }
}
