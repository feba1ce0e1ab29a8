import ContentBundle
import ContentCore
import Foundation

/// No sound starts or ends with a long silence.
struct SoundSilenceRule: FileRule {
    static let description = RuleDescription(
        id: "sound-silence",
        summary: "A sound must not start or end with long silence (below −60 dBFS): an effect 0.2 s at the start and 1 s at the end, a voice 0.5 s and 1.5 s, music 1 s and 3 s, a loop 0.25 s at either end",
        rationale: """
            Silence at the start of an effect delays it (a "right!" heard a second after the tap \
            belongs to the next question); silence at the end keeps the player waiting when the app \
            waits for the sound to finish; a loop with silence at an end has a gap each time it \
            starts over. Silence is every sample of every channel below −60 dBFS. The lengths allowed \
            are, at the start and the end: an effect 0.2 s and 1 s, a voice 0.5 s and 1.5 s, music 1 \
            s and 3 s, any sound that loops 0.25 s. A warning: a pause may be meant. Trim the \
            sound.
            """,
        kind: .sounds,
        severity: .warning,
        measured: "114 sounds of sound-theme-freedesktop, oxygen-sounds, tuxmath-data and frozen-bubble-data (Tests/RealContent: Ogg Vorbis and WAV, 8 to 96 kHz, 0.07 s to 5 min): 2 findings, a chime ending in 1.1 s and a music track ending in 4.5 s below -60 dBFS, both true (sox's silence effect trims 1.4 s and 5.4 s). Injected: 8 effects given 1.5 s of silence before and 8 given 4 s after: 16 of 16 caught.",
        valid: [Example(SoundExamples.file())],
        invalid: [Example(SoundExamples.file(SoundExamples.sound("late", file: #"↓"snd/late.wav""#)))])

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        guard let root = file.root else { return [] }
        return SoundEntry.entries(root, in: file).compactMap { entry in
            guard let report = entry.report(context) else { return nil }
            let (start, end) = Self.allowed(entry)
            var parts: [String] = []
            if report.leadingSilentFrames == report.frames {
                parts.append("is silent throughout")
            } else {
                if report.leadingSilence > start { parts.append("starts with \(Self.seconds(report.leadingSilence)) of silence (at most \(Self.seconds(start)))") }
                if report.trailingSilence > end { parts.append("ends with \(Self.seconds(report.trailingSilence)) of silence (at most \(Self.seconds(end)))") }
            }
            guard !parts.isEmpty else { return nil }
            let what = entry.loop ? "looping \(entry.role.rawValue)" : entry.role.rawValue
            return Self.diagnostic("\(what) \"\(entry.fileNode.string!)\" \(parts.joined(separator: " and "))", in: file, at: entry.fileNode.range)
        }
    }

    /// The silence allowed at the start and the end, in seconds.
    static func allowed(_ entry: SoundEntry) -> (Double, Double) {
        if entry.loop { return (0.25, 0.25) }
        switch entry.role {
        case .effect: return (0.2, 1)
        case .voice: return (0.5, 1.5)
        case .music: return (1, 3)
        }
    }

    static func seconds(_ value: Double) -> String { String(format: "%.2f s", value) }
}
