import Foundation

/// A sound the app plays (`items/sounds.json`): its file in the bundle and what the builder
/// measured of it by decoding it (libsndfile) and metering it (EBU R128, libebur128).
public struct Sound: BundleItem {
    /// `ContentKind.sounds`.
    public static let kind = ContentKind.sounds

    /// The sound's id, unique in the pack.
    public var id: String
    /// Bundle path of the sound's file (`assets/…`), as the pack names it: read it with
    /// `ContentBundle.data(of:)`, which checks its SHA-256.
    public var file: String
    /// What the sound is to the app (effect, music, voice).
    public var role: Role
    /// The app plays it over and over (background music).
    public var loop: Bool?
    /// The name a player sees where the app lets them choose (a music track).
    public var title: LocalizedText?
    /// The format found from the file's bytes.
    public var format: Format
    /// Seconds (frames / sample rate, exact to the frame).
    public var duration: Double
    /// Frames per second, in Hz.
    public var sampleRate: Int
    /// Channels per frame (1 mono, 2 stereo).
    public var channels: Int
    /// Frames decoded (one sample per channel each).
    public var frames: Int
    /// Integrated loudness in LUFS (EBU R128); nil for a sound shorter than one 400 ms block
    /// or silent.
    public var loudness: Double?
    /// The largest sample, in dBFS (0 is full scale); nil for silence.
    public var samplePeak: Double?
    /// The largest true (inter-sample) peak, in dBFS; nil for silence.
    public var truePeak: Double?

    /// What a sound is to the app; loudness is compared within a role.
    public enum Role: String, Codable, Sendable {
        case effect, music, voice
    }

    /// The file formats a bundle's sounds come in.
    public enum Format: String, Codable, Sendable {
        case wav, caf, flac, ogg, mp3
    }

    /// Why the listed sound cannot be used: a file outside `assets/`, a length or rate that is not
    /// positive, a level that is not a finite number.
    public func problem() -> String? {
        guard file.hasPrefix("assets/") else { return "file \"\(file)\" is not a bundle asset path" }
        guard duration.isFinite, duration > 0, sampleRate > 0, channels > 0, frames > 0 else {
            return "duration, sample rate, channels and frames must be positive"
        }
        for level in [loudness, samplePeak, truePeak] {
            if let level, !level.isFinite { return "a level is not a finite number" }
        }
        return nil
    }
}

extension ContentKind {
    /// `"kind": "sounds"`.
    public static let sounds = ContentKind("sounds")
}

extension ContentBundle {
    /// The bundle's sounds, in pack order.
    public var sounds: [Sound] { get throws { try items(Sound.self) } }

    /// The bytes of a sound's file, checked against the manifest's SHA-256 (as every listed file).
    public func data(of sound: Sound) throws -> Data { try data(at: sound.file) }
}
