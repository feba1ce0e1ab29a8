import ContentBundle
import ContentCore
import Foundation

/// A sound lasts as long as its role allows.
struct SoundDurationRule: FileRule {
    static let description = RuleDescription(
        id: "sound-duration",
        summary: "A sound's duration must suit its role: an effect 0.05–6 s, a voice 0.3–60 s, music 5 s–10 min",
        rationale: """
            An effect (right, wrong, a tap, a win) plays over the game and must be over before the \
            next tap: longer than 6 seconds it is music or a mistake; shorter than 50 ms it is a \
            click nobody hears as a sound. A voice line lasts 0.3 to 60 seconds. Music shorter than \
            5 seconds is an effect, and longer than 10 minutes a file no game needs. The duration is \
            exact (decoded frames over the rate), but whether a long effect is wrong is the \
            designer's call, so this is a warning. Change the role, or trim the sound.
            """,
        kind: .sounds,
        severity: .warning,
        measured: "114 sounds of sound-theme-freedesktop, oxygen-sounds, tuxmath-data and frozen-bubble-data (Tests/RealContent: Ogg Vorbis and WAV, 8 to 96 kHz, 0.07 s to 5 min): 5 findings, a 6.1 s alarm and four 7.8 to 13 s login and logout jingles filed as effects, all true (soxi -D agrees to the frame on all 114). Injected: 3 music tracks filed as effects: 3 of 3 caught.",
        valid: [Example(SoundExamples.file()), Example(SoundExamples.file(SoundExamples.sound("tune", file: #""snd/tune.wav""#, role: "music", extra: #", "loop": true"#)))],
        invalid: [Example(SoundExamples.file(SoundExamples.sound("theme", file: #"↓"snd/right.wav""#, role: "music")))])

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        guard let root = file.root else { return [] }
        return SoundEntry.entries(root, in: file).compactMap { entry in
            guard let report = entry.report(context) else { return nil }
            let range = SoundEntry.durations(entry.role)
            guard !range.contains(report.duration) else { return nil }
            return Self.diagnostic(
                "sound \"\(entry.fileNode.string!)\" lasts \(Self.seconds(report.duration)); \(entry.role.rawValue) lasts \(Self.seconds(range.lowerBound)) to \(Self.seconds(range.upperBound))",
                in: file, at: entry.fileNode.range)
        }
    }

    static func seconds(_ value: Double) -> String { String(format: value < 10 ? "%.2f s" : "%.0f s", value) }
}
