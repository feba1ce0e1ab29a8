import ContentCore

/// Every sound has a sample rate the app expects.
struct SoundSampleRateRule: FileRule {
    static let description = RuleDescription(
        id: "sound-sample-rate",
        summary: "A sound's sample rate must be one of the sounds file's sampleRates (default 44100 and 48000 Hz)",
        rationale: """
            An app mixes its sounds at one output rate; a sound at another rate is resampled while \
            it plays (on some audio engines with audible artefacts, on others refused), and a 22 kHz \
            effect sounds dull beside the rest. The rate is read from the decoded file, so this is \
            an error. Export the sound at one of the rates, or list the rate in "sampleRates".
            """,
        kind: .sounds,
        severity: .error,
        measured: "114 sounds of sound-theme-freedesktop, oxygen-sounds, tuxmath-data and frozen-bubble-data (Tests/RealContent: Ogg Vorbis and WAV, 8 to 96 kHz, 0.07 s to 5 min): 17 findings, sounds at 8, 11, 11.025, 22.05 or 96 kHz, all true (soxi -r agrees). Injected: 8 effects resampled to 22.05 kHz: 8 of 8 caught.",
        valid: [Example(SoundExamples.file()), Example(SoundExamples.file(SoundExamples.sound("dull", file: #""snd/low-rate.wav""#), extra: #""sampleRates": [22050, 44100], "#))],
        invalid: [Example(SoundExamples.file(SoundExamples.sound("dull", file: #"↓"snd/low-rate.wav""#)))])

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        guard let root = file.root else { return [] }
        let rates = SoundEntry.sampleRates(root)
        return SoundEntry.entries(root, in: file).compactMap { entry in
            guard let report = entry.report(context), !rates.contains(report.sampleRate) else { return nil }
            let listed = rates.map { "\($0)" }.joined(separator: ", ")
            return Self.diagnostic(
                "sound \"\(entry.fileNode.string!)\" is sampled at \(report.sampleRate) Hz; the app expects \(listed) Hz", in: file, at: entry.fileNode.range)
        }
    }
}
