import ContentArt
import ContentAudio
import Foundation

/// Every asset of one run, read once and decoded or parsed once, whichever rule or build step
/// asks first: the linter checks a picture the way the builder uses it, and the builder uses
/// what the linter already decoded. Safe to share between threads; each path is worked on by one
/// thread at a time, so nothing is decoded twice even when two rules ask at once.
public final class AssetStore: @unchecked Sendable {
    /// How much work the store did, for tests and statistics.
    public struct Counts: Sendable, Equatable {
        public var reads = 0
        public var pngDecodes = 0
        public var svgParses = 0
        public var soundDecodes = 0
    }

    /// Largest picture file read, in bytes. why: a 8192² PNG (the pixel limit) compresses far
    /// below this; a larger file is a mistake, and reading it would cost its size in memory.
    public static let maxPictureBytes = 256 << 20
    /// Decoded pixels kept for reuse, in bytes; past it a picture is decoded again when asked.
    /// why: a pack's photos are decoded by lint and used again by the cutter; a studio pack's
    /// thousand pictures must not all stay in memory.
    public static let keptPixelBytes = 512 << 20

    private let fileSystem: any PackFileSystem
    private let svgLimits: SVGLimits
    private let lock = NSLock()
    private var slots: [String: Slot] = [:]
    private var keptPixels = 0
    private var counted = Counts()

    public init(_ fileSystem: any PackFileSystem, svgLimits: SVGLimits = SVGLimits()) {
        self.fileSystem = fileSystem
        self.svgLimits = svgLimits
    }

    public var counts: Counts {
        lock.lock()
        defer { lock.unlock() }
        return counted
    }

    /// The file's bytes (pack-relative path).
    public func bytes(_ path: String) -> Result<[UInt8], AssetProblem> {
        once("bytes " + path) {
            count(\.reads)
            let sound = AssetField.FileType.of(path.lowercased())?.isSound == true
            let limit = path.lowercased().hasSuffix(".svg") ? svgLimits.fileBytes : sound ? Self.maxSoundBytes : Self.maxPictureBytes
            do {
                return .success(try fileSystem.read(path, maxBytes: limit))
            } catch PackError.tooLarge(_, let size) {
                return .failure(AssetProblem("the file is \(size) bytes, over the limit of \(Self.mebibytes(limit)) for a \(sound ? "sound" : "picture")"))
            } catch let error as PackError {
                return .failure(AssetProblem(Self.reason(error)))
            } catch {
                return .failure(AssetProblem("cannot be read (\(error))"))
            }
        }
    }

    /// The SVG drawing, parsed within the limits (`SVGLimits`).
    public func svg(_ path: String) -> Result<SVGDocument, AssetProblem> {
        once("svg " + path) {
            self.bytes(path).flatMap { bytes in
                count(\.svgParses)
                return SVGReader.read(bytes, limits: svgLimits).mapError { AssetProblem($0.message, line: $0.line) }
            }
        }
    }

    /// The PNG picture, decoded in full within the pixel limit.
    public func png(_ path: String) -> Result<DecodedPNG, AssetProblem> {
        once("png " + path) {
            self.bytes(path).flatMap { bytes in
                count(\.pngDecodes)
                return PNGCodec.decode(bytes).mapError { AssetProblem($0.description) }
            }
        } keep: { result in
            guard case .success(let decoded) = result else { return true }
            return reserve(decoded.image.pixels.count)
        }
    }

    /// The sound, decoded from its bytes within `SoundLimits` and measured (duration, loudness,
    /// peaks, clipping, silence at the ends) in one pass.
    public func sound(_ path: String) -> Result<SoundReport, AssetProblem> {
        once("sound " + path) {
            self.bytes(path).flatMap { bytes in
                count(\.soundDecodes)
                return SoundAnalyzer.analyze(bytes).mapError { AssetProblem($0.message) }
            }
        }
    }

    /// Largest sound file read, in bytes (`SoundLimits.maxBytes`): refused before decoding.
    public static let maxSoundBytes = SoundLimits().maxBytes

    /// The picture a drawing field names, by its extension: a parsed SVG or a decoded PNG.
    public func picture(_ path: String) -> Result<AssetPicture, AssetProblem> {
        path.lowercased().hasSuffix(".svg") ? svg(path).map(AssetPicture.drawing) : png(path).map { .photo($0.image) }
    }

    // MARK: - Once per path

    /// One value per key, made by the first thread that asks; the others wait for it.
    private final class Slot: @unchecked Sendable {
        let lock = NSLock()
        var value: (any Sendable)?
    }

    private func once<T: Sendable>(_ key: String, make: () -> T, keep: (T) -> Bool = { _ in true }) -> T {
        lock.lock()
        let slot = slots[key] ?? Slot()
        slots[key] = slot
        lock.unlock()
        slot.lock.lock()
        defer { slot.lock.unlock() }
        if let known = slot.value as? T { return known }
        let made = make()
        if keep(made) { slot.value = made }
        return made
    }

    private func reserve(_ bytes: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard keptPixels + bytes <= Self.keptPixelBytes else { return false }
        keptPixels += bytes
        return true
    }

    private func count(_ counter: WritableKeyPath<Counts, Int>) {
        lock.lock()
        counted[keyPath: counter] += 1
        lock.unlock()
    }

    private static func reason(_ error: PackError) -> String {
        switch error {
        case .unreadable(_, let reason): "cannot be read (\(reason))"
        default: error.description
        }
    }

    static func mebibytes(_ bytes: Int) -> String { "\(bytes >> 20) MiB" }
}

/// A picture as the builder uses it: a drawing to render at any size, or a photo's pixels.
public enum AssetPicture: Sendable {
    case drawing(SVGDocument)
    case photo(RGBAImage)
}

/// Why an asset cannot be used, in a designer's words (`line` for SVG problems).
public struct AssetProblem: Error, Sendable, Equatable, CustomStringConvertible {
    public let message: String
    public let line: Int?

    public init(_ message: String, line: Int? = nil) {
        self.message = message
        self.line = line
    }

    public var description: String { message }
}
