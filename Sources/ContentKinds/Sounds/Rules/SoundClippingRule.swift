import ContentAudio
import ContentCore

/// No sound is clipped: runs of samples flat at full scale.
struct SoundClippingRule: FileRule {
    /// Clipped runs from which a sound is reported.
    static let minRuns = 3

    static let description = RuleDescription(
        id: "sound-clipping",
        summary: "A sound must not clip: no more than two runs of 3 or more consecutive samples at full scale (±0.995)",
        rationale: """
            A sound pushed past full scale is cut flat at ±1: the flat tops are heard as crackle and \
            distortion, worse on a phone's small speaker. A single sample touching full scale is a \
            peak, not clipping; a run of 3 or more consecutive samples of one channel at 0.995 or \
            above (−0.04 dBFS) is flattened. Lossy formats (Ogg, MP3) ring around a clipped top, so \
            the level is a little under full scale. A sound with 3 or more such runs is reported, \
            with their count. A smooth wave normalised to exactly 0 dBFS with a slow crest (a pure \
            tone under about 1 kHz) also stays above 0.995 for 3 samples and is reported: leave \
            headroom. A warning: a deliberately hard-limited sound exists. Lower the gain before \
            export (a limiter, or normalise to −1 dBTP).
            """,
        kind: .sounds,
        severity: .warning,
        measured: "114 sounds of sound-theme-freedesktop, oxygen-sounds, tuxmath-data and frozen-bubble-data (Tests/RealContent: Ogg Vorbis and WAV, 8 to 96 kHz, 0.07 s to 5 min): 5 findings (two music tracks, three effects), all true (sox's flat factor 6 to 24 on each); one judged miss, an effect flat at -0.17 dBFS (clipped, then lowered). Injected: 10 effects normalised to +10 dBFS: 10 of 10 caught (at +6 dBFS 8 of 10: a noise burst with isolated clipped samples and a 96 kHz shutter slip through).",
        valid: [Example(SoundExamples.file())],
        invalid: [Example(SoundExamples.file(SoundExamples.sound("crash", file: #"↓"snd/clipped.wav""#)))])

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        guard let root = file.root else { return [] }
        return SoundEntry.entries(root, in: file).compactMap { entry in
            guard let report = entry.report(context), report.clippedRuns >= Self.minRuns else { return nil }
            return Self.diagnostic(
                "sound \"\(entry.fileNode.string!)\" clips: \(report.clippedRuns) runs of samples at full scale (\(report.clippedSamples) samples)",
                in: file, at: entry.fileNode.range)
        }
    }
}
