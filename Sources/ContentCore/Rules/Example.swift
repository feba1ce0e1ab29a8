import ContentBundle

/// One example file for a rule, checked by the generic rule test inside a small standard pack
/// (locales en, ru and uk; `img/cat.png`, `img/cat.svg`, `img/readme.txt`, a folder `img/set`, and
/// `img/escape.png`, a link to `/etc/passwd`; the sounds `SoundExamples` lists under `snd/`).
public struct Example: Sendable {
    /// The file's text; `↓` (removed before linting) marks where a finding must start.
    public let text: String
    /// The file's path in the pack.
    public let path: String
    /// Other files the example needs in the pack (path → text), for pack-wide rules.
    public let files: [String: String]

    public init(_ text: String, path: String = "example.json", files: [String: String] = [:]) {
        self.text = text
        self.path = path
        self.files = files
    }
}
