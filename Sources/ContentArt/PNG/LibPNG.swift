import CLibPNG
import CPNGWriter

/// The one file that talks to libpng: decoding through the simplified API, encoding through
/// the classic writer in the CPNGWriter C target.
enum LibPNG {
    /// Width, height and 8-bit RGBA pixels of a PNG, or libpng's complaint. `pixelLimit` is
    /// checked from the header, before any pixel is allocated.
    static func decode(_ bytes: [UInt8], pixelLimit: Int) -> Result<RGBAImage, PNGError> {
        var image = png_image()
        image.version = UInt32(CLIBPNG_IMAGE_VERSION)
        let began = bytes.withUnsafeBytes { raw in
            png_image_begin_read_from_memory(&image, raw.baseAddress, raw.count)
        }
        guard began != 0 else { return .failure(.corrupt(message(of: image))) }
        defer { png_image_free(&image) }
        let width = Int(image.width)
        let height = Int(image.height)
        guard width > 0, height > 0, width.multipliedReportingOverflow(by: height).partialValue <= pixelLimit,
              width <= pixelLimit, height <= pixelLimit else {
            return .failure(.tooLarge(width: width, height: height, limit: pixelLimit))
        }
        image.format = UInt32(CLIBPNG_FORMAT_RGBA)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let finished = bytes.withUnsafeBytes { _ in
            pixels.withUnsafeMutableBytes { out in
                png_image_finish_read(&image, nil, out.baseAddress, Int32(width * 4), nil)
            }
        }
        guard finished != 0 else { return .failure(.corrupt(message(of: image))) }
        return .success(RGBAImage(width: width, height: height, pixels: pixels))
    }

    /// The size in a PNG's header (and a check that libpng accepts the header), without decoding.
    static func dimensions(_ bytes: [UInt8]) -> Result<(width: Int, height: Int), PNGError> {
        var image = png_image()
        image.version = UInt32(CLIBPNG_IMAGE_VERSION)
        let began = bytes.withUnsafeBytes { raw in
            png_image_begin_read_from_memory(&image, raw.baseAddress, raw.count)
        }
        guard began != 0 else { return .failure(.corrupt(message(of: image))) }
        png_image_free(&image)
        return .success((Int(image.width), Int(image.height)))
    }

    private static func message(of image: png_image) -> String {
        var copy = image.message
        return withUnsafeBytes(of: &copy) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }

    /// The PNG of an RGBA image with the classic writer's settings.
    static func encode(_ image: RGBAImage, level: Int, strategy: Int, filters: Int) -> Result<[UInt8], PNGError> {
        let bound = png_writer_bound(UInt32(image.width), UInt32(image.height))
        var output = [UInt8](repeating: 0, count: bound)
        var error = [CChar](repeating: 0, count: 128)
        let settings = png_writer_settings(zlib_level: Int32(level), zlib_strategy: Int32(strategy), filters: Int32(filters))
        let size = image.pixels.withUnsafeBufferPointer { pixels in
            output.withUnsafeMutableBufferPointer { out in
                png_writer_encode_rgba(pixels.baseAddress, UInt32(image.width), UInt32(image.height), image.width * 4,
                                       settings, out.baseAddress, bound, &error)
            }
        }
        guard size > 0 else {
            return .failure(.encoding(String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)))
        }
        output.removeLast(output.count - size)
        return .success(output)
    }
}
