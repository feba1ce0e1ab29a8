import CLibSndfile

/// libsndfile over bytes in memory (`sf_open_virtual`): the decoder never sees a path, so a link
/// or a device named by a pack cannot be opened through it, and the format is found from the
/// bytes, whatever the file's name says. The only file that imports libsndfile.
final class SndfileDecoder {
    /// What the header says (frames may be an estimate for compressed streams).
    struct Info {
        let frames: Int64
        let sampleRate: Int
        let channels: Int
        let format: SoundFormat?
        let formatCode: Int32
    }

    let info: Info
    private let handle: OpaquePointer
    private let source: MemorySource

    private init(handle: OpaquePointer, source: MemorySource, info: Info) {
        self.handle = handle
        self.source = source
        self.info = info
    }

    deinit { sf_close(handle) }

    /// Opens the bytes, or says why libsndfile could not.
    static func open(_ bytes: [UInt8]) -> Result<SndfileDecoder, SoundProblem> {
        let source = MemorySource(bytes)
        var io = SF_VIRTUAL_IO(
            get_filelen: { user in MemorySource.from(user).count },
            seek: { offset, whence, user in MemorySource.from(user).seek(offset, whence) },
            read: { pointer, count, user in MemorySource.from(user).read(pointer, count) },
            write: { _, _, _ in 0 },
            tell: { user in MemorySource.from(user).position })
        var sfInfo = SF_INFO()
        let user = Unmanaged.passUnretained(source).toOpaque()
        guard let handle = sf_open_virtual(&io, Int32(SFM_READ), &sfInfo, user) else {
            let reason = String(cString: sf_strerror(nil))
            return .failure(SoundProblem("is not a sound libsndfile can read (\(reason))"))
        }
        let code = sfInfo.format
        let info = Info(
            frames: sfInfo.frames, sampleRate: Int(sfInfo.samplerate), channels: Int(sfInfo.channels),
            format: SoundFormat(major: code & Int32(SF_FORMAT_TYPEMASK)), formatCode: code)
        return .success(SndfileDecoder(handle: handle, source: source, info: info))
    }

    /// Up to `frames` frames as interleaved floats (integer formats scaled to ±1); 0 at the end
    /// or on a decoding error (then `error` says which).
    func read(_ buffer: UnsafeMutablePointer<Float>, frames: Int) -> Int {
        Int(max(0, sf_readf_float(handle, buffer, sf_count_t(frames))))
    }

    /// libsndfile's complaint about the stream, if it has one.
    var error: String? {
        sf_error(handle) == 0 ? nil : String(cString: sf_strerror(handle))
    }
}

extension SoundFormat {
    /// The formats the apps read, from libsndfile's major type.
    init?(major: Int32) {
        switch major {
        case Int32(SF_FORMAT_WAV), Int32(SF_FORMAT_WAVEX), Int32(SF_FORMAT_RF64): self = .wav
        case Int32(SF_FORMAT_CAF): self = .caf
        case Int32(SF_FORMAT_FLAC): self = .flac
        case Int32(SF_FORMAT_OGG): self = .ogg
        case Int32(SF_FORMAT_MPEG): self = .mp3
        default: return nil
        }
    }
}

/// The bytes libsndfile reads, with a position; every offset is clamped to the bytes.
private final class MemorySource {
    private let bytes: [UInt8]
    private(set) var position: sf_count_t = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var count: sf_count_t { sf_count_t(bytes.count) }

    static func from(_ user: UnsafeMutableRawPointer?) -> MemorySource {
        Unmanaged<MemorySource>.fromOpaque(user!).takeUnretainedValue()
    }

    func seek(_ offset: sf_count_t, _ whence: Int32) -> sf_count_t {
        let base: sf_count_t
        switch whence {
        case SEEK_SET: base = 0
        case SEEK_CUR: base = position
        case SEEK_END: base = count
        default: return -1
        }
        let (target, overflow) = base.addingReportingOverflow(offset)
        guard !overflow, target >= 0 else { return -1 }
        position = min(target, count)
        return position
    }

    func read(_ pointer: UnsafeMutableRawPointer?, _ wanted: sf_count_t) -> sf_count_t {
        guard let pointer, wanted > 0, position < count else { return 0 }
        let length = min(wanted, count - position)
        bytes.withUnsafeBytes { raw in
            pointer.copyMemory(from: raw.baseAddress! + Int(position), byteCount: Int(length))
        }
        position += length
        return length
    }
}
