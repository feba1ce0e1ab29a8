/// `app.js`: the preview's own script (no library), in parts by what they play. It reads
/// `window.PACK` from `data.js` and fills the page named by `<body data-page>`.
enum PreviewScript {
    /// The whole script; the pages part goes last because it renders on load.
    static var text: String {
        [core, choices, jigsaw, dots, memory, charts, sessions, pages].joined(separator: "\n")
    }
}
