import Foundation

/// The sound formats the apps read (found from the bytes, not the name).
public enum SoundFormat: String, Sendable, CaseIterable {
    case wav, caf, flac, ogg, mp3
}

/// Bounds on what a sound may cost to read: bytes before decoding, then channels, rate and
/// decoded frames, so a hostile file costs at most `maxBytes` of memory and `maxSeconds` of
/// audio of decoding time.
public struct SoundLimits: Sendable, Equatable {
    public var maxBytes: Int
    public var maxChannels: Int
    public var sampleRates: ClosedRange<Int>
    public var maxSeconds: Int

    public init(maxBytes: Int = 64 << 20, maxChannels: Int = 8, sampleRates: ClosedRange<Int> = 8_000...192_000, maxSeconds: Int = 20 * 60) {
        self.maxBytes = maxBytes
        self.maxChannels = maxChannels
        self.sampleRates = sampleRates
        self.maxSeconds = maxSeconds
    }
}

/// Why a sound cannot be used, in a designer's words.
public struct SoundProblem: Error, Sendable, Equatable, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// What one pass over a decoded sound measured.
public struct SoundReport: Sendable, Equatable {
    public let format: SoundFormat
    public let sampleRate: Int
    public let channels: Int
    /// Frames decoded (one sample per channel each).
    public let frames: Int
    /// Integrated loudness in LUFS (EBU R128); nil for silence or a sound shorter than 400 ms.
    public let loudness: Double?
    /// Largest absolute sample, linear (1 = full scale).
    public let samplePeak: Double
    /// Largest true peak (4x oversampled), linear.
    public let truePeak: Double
    /// Runs of at least `SoundAnalyzer.clipRun` consecutive samples of one channel at or above
    /// `SoundAnalyzer.clipLevel`, and the samples in them.
    public let clippedRuns: Int
    public let clippedSamples: Int
    /// Frames before the first and after the last sample louder than `SoundAnalyzer.silenceLevel`
    /// (all of them for a silent sound).
    public let leadingSilentFrames: Int
    public let trailingSilentFrames: Int

    public var duration: Double { Double(frames) / Double(sampleRate) }
    public var leadingSilence: Double { Double(leadingSilentFrames) / Double(sampleRate) }
    public var trailingSilence: Double { Double(trailingSilentFrames) / Double(sampleRate) }

    /// A linear level in dBFS (-infinity for 0).
    public static func decibels(_ linear: Double) -> Double { linear > 0 ? 20 * log10(linear) : -.infinity }
}

/// Decodes a sound from memory and measures it in one bounded pass.
public enum SoundAnalyzer {
    /// A sample at or above this (about -0.04 dBFS) is at full scale.
    public static let clipLevel: Float = 0.995
    /// Consecutive full-scale samples of one channel that make a clipped run (a single peak
    /// touching full scale is not clipping).
    public static let clipRun = 3
    /// Below this (-60 dBFS) a sample is silence.
    public static let silenceLevel: Float = 0.001

    /// The largest sample level a sound may hold (+60 dBFS): a float file past it is out of scale.
    static let maxLevel: Float = 1000

    /// Frames decoded per block.
    static let blockFrames = 4096

    public static func analyze(_ bytes: [UInt8], limits: SoundLimits = SoundLimits()) -> Result<SoundReport, SoundProblem> {
        guard bytes.count <= limits.maxBytes else {
            return .failure(SoundProblem("the file is \(bytes.count) bytes, over the limit of \(limits.maxBytes >> 20) MiB for a sound"))
        }
        guard !bytes.isEmpty else { return .failure(SoundProblem("the file is empty")) }
        if let problem = WAVHeader.truncation(bytes) ?? OggPages.truncation(bytes) { return .failure(problem) }
        let decoder: SndfileDecoder
        switch SndfileDecoder.open(bytes) {
        case .success(let opened): decoder = opened
        case .failure(let problem): return .failure(problem)
        }
        let info = decoder.info
        guard let format = info.format else {
            return .failure(SoundProblem("is a sound of a format the apps do not read (libsndfile type 0x\(String(info.formatCode, radix: 16))); use WAV, CAF, FLAC, Ogg Vorbis or MP3"))
        }
        guard (1...limits.maxChannels).contains(info.channels) else {
            return .failure(SoundProblem("declares \(info.channels) channels; a sound has 1 to \(limits.maxChannels)"))
        }
        guard limits.sampleRates.contains(info.sampleRate) else {
            return .failure(SoundProblem("declares a sample rate of \(info.sampleRate) Hz, outside \(limits.sampleRates.lowerBound)–\(limits.sampleRates.upperBound) Hz"))
        }
        let maxFrames = limits.maxSeconds * info.sampleRate
        // why: a header claiming more than the limit is refused before anything is decoded
        // (libsndfile reports Int64.max when a stream's length is unknown).
        if info.frames > Int64(maxFrames), info.frames != Int64.max {
            return .failure(SoundProblem("declares \(info.frames) frames (\(info.frames / Int64(info.sampleRate)) s), over the limit of \(limits.maxSeconds) s"))
        }
        guard let meter = LoudnessMeter(channels: info.channels, sampleRate: info.sampleRate) else {
            return .failure(SoundProblem("cannot be measured (\(info.channels) channels at \(info.sampleRate) Hz)"))
        }
        return measure(decoder, meter, format: format, maxFrames: maxFrames)
    }

    private static func measure(_ decoder: SndfileDecoder, _ meter: LoudnessMeter, format: SoundFormat, maxFrames: Int) -> Result<SoundReport, SoundProblem> {
        let channels = decoder.info.channels
        let buffer = UnsafeMutablePointer<Float>.allocate(capacity: blockFrames * channels)
        defer { buffer.deallocate() }
        var runs = [Int](repeating: 0, count: channels)
        var clippedRuns = 0, clippedSamples = 0
        var frames = 0
        var firstLoud: Int?, lastLoud = -1
        while true {
            let count = decoder.read(buffer, frames: blockFrames)
            guard count > 0 else { break }
            guard frames + count <= maxFrames else {
                return .failure(SoundProblem("decodes to more than \(maxFrames / decoder.info.sampleRate) s of sound, over the limit"))
            }
            for frame in 0..<count {
                var loud = false
                for channel in 0..<channels {
                    let sample = buffer[frame * channels + channel]
                    guard sample.isFinite else { return .failure(SoundProblem("holds samples that are not numbers (NaN or infinity)")) }
                    let level = abs(sample)
                    guard level <= maxLevel else { return .failure(SoundProblem("holds samples over +60 dBFS (a float file out of scale)")) }
                    if level > silenceLevel { loud = true }
                    if level >= clipLevel {
                        runs[channel] += 1
                        if runs[channel] == clipRun {
                            clippedRuns += 1
                            clippedSamples += clipRun
                        } else if runs[channel] > clipRun {
                            clippedSamples += 1
                        }
                    } else {
                        runs[channel] = 0
                    }
                }
                if loud {
                    if firstLoud == nil { firstLoud = frames + frame }
                    lastLoud = frames + frame
                }
            }
            guard meter.add(buffer, frames: count) else { return .failure(SoundProblem("cannot be measured (libebur128 failed)")) }
            frames += count
        }
        if let error = decoder.error { return .failure(SoundProblem("cannot be decoded to its end (\(error))")) }
        guard frames > 0 else { return .failure(SoundProblem("holds no sound (0 frames)")) }
        // why: WAV, CAF and FLAC headers state the length exactly; fewer frames decoded means the
        // file was cut short (Ogg and MP3 lengths are estimates)
        if [.wav, .caf, .flac].contains(format), decoder.info.frames != Int64.max, Int64(frames) < decoder.info.frames {
            return .failure(SoundProblem("is cut short: its header declares \(decoder.info.frames) frames, \(frames) decode"))
        }
        let leading = firstLoud ?? frames
        let trailing = firstLoud == nil ? frames : frames - 1 - lastLoud
        return .success(SoundReport(
            format: format, sampleRate: decoder.info.sampleRate, channels: channels, frames: frames, loudness: meter.integrated,
            samplePeak: meter.samplePeak, truePeak: meter.truePeak, clippedRuns: clippedRuns, clippedSamples: clippedSamples,
            leadingSilentFrames: leading, trailingSilentFrames: trailing))
    }
}

/// The one check libsndfile cannot report: a WAV whose data chunk declares more bytes than the
/// file holds was cut short (a download or copy that stopped); libsndfile reads what is there.
enum WAVHeader {
    static func truncation(_ bytes: [UInt8]) -> SoundProblem? {
        guard bytes.count >= 12, bytes[0..<4].elementsEqual("RIFF".utf8), bytes[8..<12].elementsEqual("WAVE".utf8) else { return nil }
        func u32(_ at: Int) -> Int { (0..<4).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) } }
        var offset = 12
        // why: at most as many chunks as 8-byte headers fit; each step moves forward
        while offset + 8 <= bytes.count {
            let size = u32(offset + 4)
            let body = offset + 8
            if bytes[offset..<offset + 4].elementsEqual("data".utf8) {
                let held = bytes.count - body
                // a streaming writer's placeholder sizes (0 or 0xFFFFFFFF) say nothing
                guard size > held, size != 0xFFFF_FFFF, size != 0 else { return nil }
                return SoundProblem("is cut short: its data chunk declares \(size) bytes of sound, the file holds \(held)")
            }
            offset = body + size + (size & 1)
        }
        return nil
    }
}

/// An Ogg stream ends with a complete page flagged end-of-stream; a file cut short ends inside a
/// page or after a page without the flag (libsndfile decodes what is there without complaint).
enum OggPages {
    static func truncation(_ bytes: [UInt8]) -> SoundProblem? {
        guard bytes.count >= 27, bytes[0..<4].elementsEqual("OggS".utf8) else { return nil }
        // why: pages are walked from the first; each step moves past a whole page, so the walk
        // is linear in the file's size
        var offset = 0
        var lastFlags: UInt8 = 0
        while offset < bytes.count {
            guard offset + 27 <= bytes.count, bytes[offset..<offset + 4].elementsEqual("OggS".utf8) else {
                return SoundProblem("is cut short: its last Ogg page is incomplete")
            }
            let segments = Int(bytes[offset + 26])
            guard offset + 27 + segments <= bytes.count else { return SoundProblem("is cut short: its last Ogg page is incomplete") }
            let body = bytes[(offset + 27)..<(offset + 27 + segments)].reduce(0) { $0 + Int($1) }
            lastFlags = bytes[offset + 5]
            offset += 27 + segments + body
        }
        guard offset == bytes.count else { return SoundProblem("is cut short: its last Ogg page is incomplete") }
        return lastFlags & 0x04 == 0 ? SoundProblem("is cut short: its Ogg stream has no last page (end of stream)") : nil
    }
}
