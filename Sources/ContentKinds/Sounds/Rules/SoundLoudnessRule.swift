import ContentAudio
import ContentBundle
import ContentCore
import Foundation

/// Sounds of one role play at about one loudness.
struct SoundLoudnessRule: PackRule {
    /// How far (LU) a sound's integrated loudness may be from the median of the others of its role.
    static let tolerance = 6.0

    static let description = RuleDescription(
        id: "sound-loudness",
        summary: "A sound's integrated loudness (EBU R128) must be within 6 LU of the median of the pack's other sounds of its role",
        rationale: """
            A player sets the volume once: a "wrong" twice as loud as "right", or music that drowns \
            the effects, makes them reach for it again (or turn the sound off). Each sound's \
            integrated loudness is measured as EBU R128 says (libebur128, LUFS), and compared with \
            the median of the other sounds of the same role in the pack (effects with effects, music \
            with music), when there are at least two others; 6 LU is about a doubling or halving of \
            how loud it seems. A sound shorter than 400 ms has no integrated loudness and is not \
            compared. A warning: a quieter sound may be meant. Normalise the sounds of a role to one \
            loudness (for example −16 LUFS).
            """,
        kind: .sounds,
        severity: .warning,
        measured: "114 sounds of sound-theme-freedesktop, oxygen-sounds, tuxmath-data and frozen-bubble-data (Tests/RealContent: Ogg Vorbis and WAV, 8 to 96 kHz, 0.07 s to 5 min), one set per package: 24 findings 6.0 to 14.8 LU from their set's median, all true as measurements (loudness agrees with ffmpeg's ebur128 filter within 0.011 LU on every sound at 44.1 kHz and up; Scripts/measure/sounds-crosscheck), though desktop themes make window sounds quiet and alarms loud on purpose: a warning. Injected: 10 effects made 20 dB quieter: 10 of 10 caught.",
        valid: [Example(SoundExamples.file())],
        invalid: [Example(SoundExamples.file(SoundExamples.effects + ",\n" + SoundExamples.sound("hush", file: #"↓"snd/quiet.wav""#)))])

    static var inputs: PackRuleInputs { PackRuleInputs(kinds: [Sound.kind], trees: [Sound.kind], assets: true) }

    func check(_ files: [ContentFile], in context: LintContext) -> [Diagnostic] {
        var measured: [(file: ContentFile, entry: SoundEntry, loudness: Double)] = []
        for file in files where file.kind == Sound.kind {
            guard let root = file.root else { continue }
            for entry in SoundEntry.entries(root, in: file) {
                if let loudness = entry.report(context)?.loudness { measured.append((file, entry, loudness)) }
            }
        }
        var found: [Diagnostic] = []
        for (index, sound) in measured.enumerated() {
            let others = measured.enumerated().filter { $0.offset != index && $0.element.entry.role == sound.entry.role }.map(\.element.loudness)
            guard others.count >= 2 else { continue }
            let median = Self.median(others)
            let difference = sound.loudness - median
            guard abs(difference) > Self.tolerance else { continue }
            let how = difference > 0 ? "louder" : "quieter"
            found.append(Self.diagnostic(
                String(format: "sound \"%@\" is %.1f LUFS, %.1f LU %@ than the median of the pack's other %@ sounds (%.1f LUFS)",
                       sound.entry.fileNode.string!, sound.loudness, abs(difference), how, sound.entry.role.rawValue, median),
                in: sound.file, at: sound.entry.fileNode.range))
        }
        return found
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
