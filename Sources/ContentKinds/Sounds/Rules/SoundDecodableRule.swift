import ContentAudio
import ContentCore

/// Every sound decodes, within the decoder's limits, as a format the apps read.
struct SoundDecodableRule: FileRule {
    static let description = RuleDescription(
        id: "sound-decodable",
        summary: "Every sound must decode in full as the format its name says: WAV, CAF, FLAC, Ogg Vorbis or MP3, 1 to 8 channels, 8 to 192 kHz, at most 64 MiB and 20 minutes",
        rationale: """
            The builder decodes every sound with libsndfile, from its bytes in memory (the format is \
            found from the bytes, never from the name or a path), to measure what the bundle lists: \
            duration, rate, channels, loudness and peaks. A file that is damaged, cut short before \
            its first frame, of another format (AIFF, a text file), with 0 or more than 8 channels, a \
            sample rate outside 8,000–192,000 Hz, samples that are not numbers, more than 64 MiB \
            (refused before decoding) or more than 20 minutes of sound (a header claiming more is \
            refused before decoding; decoding stops at the limit) would ship a sound the app cannot \
            play. A file whose bytes are another format than its extension names (WAV data named \
            .mp3) is reported too: some players choose their decoder by the name. Export it again \
            as one of the formats. Measured on the hostile files of \
            SoundAnalysisTests (truncated, huge declared lengths, 0 channels, absurd rates, random \
            bytes behind a RIFF header, a WAV claiming 2^31 frames): each one a finding, none a trap \
            or a hang.
            """,
        kind: .sounds,
        severity: .error, buildRelies: true,
        measured: "114 sounds of sound-theme-freedesktop, oxygen-sounds, tuxmath-data and frozen-bubble-data (Tests/RealContent: Ogg Vorbis and WAV, 8 to 96 kHz, 0.07 s to 5 min): all decode, no finding. Injected: 5 files cut to half their bytes (WAV and Ogg) and 5 of random bytes behind a RIFF header: 10 of 10 caught.",
        valid: [Example(SoundExamples.file())],
        invalid: [
            Example(SoundExamples.file(SoundExamples.sound("broken", file: #"↓"snd/broken.wav""#)), files: ["snd/broken.wav": "RIFF\u{24}\0\0\0WAVEfmt \u{10}\0\0\0junk"]),
            Example(SoundExamples.file(SoundExamples.sound("notes", file: #"↓"snd/notes.ogg""#)), files: ["snd/notes.ogg": "la la la"]),
            Example(SoundExamples.file(SoundExamples.sound("renamed", file: #"↓"snd/renamed.mp3""#))),
        ])

    /// The format a file's extension names.
    static func format(named path: String) -> SoundFormat? {
        switch AssetField.FileType.of(path) {
        case .wav: .wav
        case .caf: .caf
        case .flac: .flac
        case .ogg, .oga: .ogg
        case .mp3: .mp3
        default: nil
        }
    }

    static func describe(_ format: SoundFormat) -> String {
        switch format {
        case .wav: "WAV"
        case .caf: "CAF"
        case .flac: "FLAC"
        case .ogg: "Ogg"
        case .mp3: "MP3"
        }
    }

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        guard let root = file.root else { return [] }
        return SoundEntry.entries(root, in: file).compactMap { entry in
            // why: a missing file, a path out of the pack and a wrong type have rules of their own.
            guard let path = entry.path, context.fileSystem.inspect(path) == .file else { return nil }
            let name = entry.fileNode.string!
            switch context.assets.sound(path) {
            case .failure(let problem):
                return Self.diagnostic("sound \"\(name)\" cannot be used: \(problem.message)", in: file, at: entry.fileNode.range)
            case .success(let report):
                // why: some players pick their decoder by the name; the bytes decide what it is
                guard let named = Self.format(named: name), named != report.format else { return nil }
                return Self.diagnostic(
                    "sound \"\(name)\" is \(Self.describe(report.format)) data named as \(Self.describe(named)); rename it or export it again",
                    in: file, at: entry.fileNode.range)
            }
        }
    }
}
