/// Sounds files for the rules' examples. The standard example pack holds the sounds they name
/// (`snd/`, made by the tests): `right.wav`, `wrong.wav` and `win.wav`, three clean effects
/// (44.1 kHz, about -14 LUFS); `quiet.wav` (about -54 LUFS); `clipped.wav` (a sine driven three
/// times past full scale); `late.wav` (one second of silence, then a beep); `low-rate.wav`
/// (22.05 kHz); `tune.wav` (a 6 s tune); `renamed.mp3` (WAV data).
enum SoundExamples {
    /// A sounds file; `items` replaces the list of sounds, `extra` goes before it.
    static func file(_ items: String = effects, extra: String = "") -> String {
        #"{"kind": "sounds", "# + extra + #""items": ["# + "\n" + items + "\n" + #"]}"#
    }

    /// One sound; `file` is the member's text (quotes included, so a marker can stand before it).
    static func sound(_ id: String, file: String, role: String = "effect", extra: String = "") -> String {
        #"  {"id": ""# + id + #"", "file": "# + file + #", "role": ""# + role + #"""# + extra + "}"
    }

    /// The kids' app's three effects.
    static let effects = [
        sound("right", file: #""snd/right.wav""#), sound("wrong", file: #""snd/wrong.wav""#), sound("win", file: #""snd/win.wav""#),
    ].joined(separator: ",\n")
}
