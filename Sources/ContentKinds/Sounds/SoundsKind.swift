import ContentAudio
import ContentBundle
import ContentCore
import Foundation

/// `sounds`: the music, effects and voices an app plays (runtime type `Sound`): each file is
/// decoded and measured once per run (`AssetStore.sound`), and the bundle lists it with what
/// was measured.
struct SoundsKind: KindSpec {
    let kind = ContentKind.sounds
    let layout = ContentLayout(
        ids: ["/items/*/id"], localizedTexts: ["/items/*/title"],
        assets: [AssetField("/items/*/file", role: "a sound's file", accepts: AssetField.FileType.sounds)])
    let form = CompiledForm.itemList
    /// The loudness rule reads every sounds file whole (few, small files).
    let packRulesReadTree = true
    /// Sounds are heard, never scored: every change is to how the app sounds.
    let diffProfile = DiffProfile(item: ItemRoles(noun: "sound", otherwise: .wording))

    /// Each sound as clients get it, with what was measured of its file (the pack lints clean,
    /// so every file decodes).
    func items(_ file: ContentFile, _ root: JSONNode, _ session: CompileSession) -> (values: [JSONWriter.Value], count: Int) {
        let values = (root["items"]?.array ?? []).map { node -> JSONWriter.Value in
            let item = session.clientItem(node, of: file, answer: nil)
            guard case .object(let members) = item, let path = SoundEntry.path(node, in: file),
                  case .success(let report) = session.assets.sound(path) else { return item }
            return .object(members + SoundEntry.measured(report))
        }
        return (values, values.count)
    }
}

/// One sound of a sounds file as the rules read it.
struct SoundEntry {
    let id: String
    let role: Sound.Role
    let loop: Bool
    /// The `file` member's node (findings point at it) and its pack path (nil: out of the pack).
    let fileNode: JSONNode
    let path: String?

    /// The file's sounds whose members the schema passed.
    static func entries(_ root: JSONNode, in file: ContentFile) -> [SoundEntry] {
        (root["items"]?.array ?? []).compactMap { node in
            guard let id = node["id"]?.string, let role = node["role"]?.string.flatMap(Sound.Role.init(rawValue:)),
                  let fileNode = node["file"], fileNode.string != nil else { return nil }
            return SoundEntry(id: id, role: role, loop: node["loop"]?.bool ?? false, fileNode: fileNode, path: path(node, in: file))
        }
    }

    /// The pack path of an item's file, when it names a sound type inside the pack.
    static func path(_ node: JSONNode, in file: ContentFile) -> String? {
        guard let reference = node["file"]?.string, AssetField.FileType.of(reference)?.isSound == true else { return nil }
        return AssetReference.resolve(reference, from: file.folder)
    }

    /// The measured sound, when the file exists and decodes (other rules report the rest).
    func report(_ context: LintContext) -> SoundReport? {
        guard let path, context.fileSystem.inspect(path) == .file, case .success(let report) = context.assets.sound(path) else { return nil }
        return report
    }

    /// The rates a file's sounds must have (`sampleRates`, default 44100 and 48000).
    static func sampleRates(_ root: JSONNode) -> [Int] {
        root["sampleRates"]?.array?.compactMap(\.integer) ?? [44_100, 48_000]
    }

    /// The largest file a sound may be (`maxFileBytes`, default 8 MiB).
    static func maxFileBytes(_ root: JSONNode) -> Int { root["maxFileBytes"]?.integer ?? defaultMaxFileBytes }
    static let defaultMaxFileBytes = 8 << 20

    /// What the bundle lists of a measured sound (levels rounded to 0.01 dB, the duration to 1 µs).
    static func measured(_ report: SoundReport) -> [(String, JSONWriter.Value)] {
        func decibels(_ linear: Double) -> JSONWriter.Value {
            linear > 0 ? .raw(String(format: "%.2f", SoundReport.decibels(linear))) : .null
        }
        return [
            ("format", .string(report.format.rawValue)), ("duration", .raw(String(format: "%.6f", report.duration))),
            ("sampleRate", .int(report.sampleRate)), ("channels", .int(report.channels)), ("frames", .int(report.frames)),
            ("loudness", report.loudness.map { .raw(String(format: "%.2f", $0)) } ?? .null),
            ("samplePeak", decibels(report.samplePeak)), ("truePeak", decibels(report.truePeak)),
        ]
    }

    /// The shortest and longest a sound of the role may be, in seconds.
    static func durations(_ role: Sound.Role) -> ClosedRange<Double> {
        switch role {
        case .effect: 0.05...6
        case .voice: 0.3...60
        case .music: 5...600
        }
    }
}
