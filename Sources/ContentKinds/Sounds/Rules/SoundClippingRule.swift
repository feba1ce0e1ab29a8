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
            with their count. A warning: a deliberately hard-limited sound exists. Lower the gain \
            before export (a limiter, or normalise to −1 dBTP).
            """,
        kind: .sounds,
        severity: .warning,
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
