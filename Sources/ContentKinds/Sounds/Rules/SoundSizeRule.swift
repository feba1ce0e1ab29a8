import ContentCore

/// A sound's file is no larger than its sounds file allows.
struct SoundSizeRule: FileRule {
    static let description = RuleDescription(
        id: "sound-size",
        summary: "A sound's file must not be larger than the sounds file's maxFileBytes (default 8 MiB)",
        rationale: """
            Every byte of a sound ships in the app and is downloaded with each update; a 40 MB WAV \
            of background music is a mistake (the same music as Ogg Vorbis or AAC is a tenth of it). \
            The limit is the sounds file's "maxFileBytes" (default 8 MiB: four minutes of Ogg Vorbis \
            at 256 kbit/s); the size is a fact, so this is an error. Compress the sound, or raise \
            the limit where a large file is meant.
            """,
        kind: .sounds,
        severity: .error,
        measured: "114 sounds of sound-theme-freedesktop, oxygen-sounds, tuxmath-data and frozen-bubble-data (Tests/RealContent: Ogg Vorbis and WAV, 8 to 96 kHz, 0.07 s to 5 min): none over 8 MiB (the largest is a 3.2 MB Ogg), no finding. Injected: 3 music tracks written as 16-bit WAV (10 to 13 MB): 3 of 3 caught.",
        valid: [Example(SoundExamples.file())],
        invalid: [
            Example(SoundExamples.file(SoundExamples.sound("right", file: #"↓"snd/right.wav""#), extra: #""maxFileBytes": 1024, "#)),
        ])

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        guard let root = file.root else { return [] }
        let limit = SoundEntry.maxFileBytes(root)
        return SoundEntry.entries(root, in: file).compactMap { entry in
            guard let path = entry.path, context.fileSystem.inspect(path) == .file, let size = Self.size(path, over: limit, context) else { return nil }
            return Self.diagnostic(
                "sound \"\(entry.fileNode.string!)\" is \(size) bytes, over the limit of \(limit) bytes (maxFileBytes)", in: file, at: entry.fileNode.range)
        }
    }

    /// The file's size when it is over the limit: from the bytes the run read, or (for a file
    /// over the decoder's limit, never read) from the file system without reading it.
    static func size(_ path: String, over limit: Int, _ context: LintContext) -> Int? {
        if case .success(let bytes) = context.assets.bytes(path) { return bytes.count > limit ? bytes.count : nil }
        do {
            _ = try context.fileSystem.read(path, maxBytes: limit)
            return nil
        } catch PackError.tooLarge(_, let size) {
            return size
        } catch {
            return nil
        }
    }
}
