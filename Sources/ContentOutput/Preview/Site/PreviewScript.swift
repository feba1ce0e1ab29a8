import ContentCore
import ContentKinds
import ContentCheck

/// `app.js`: the preview's own script (no library), in parts by what they play. It reads
/// `window.PACK` from `data.js` and fills the page named by `<body data-page>`.
enum PreviewScript {
    /// The whole script: the shared parts, each kind's renderer (`KindSpec.previewScript`), then
    /// the pages, last because they render on load.
    static var text: String {
        ([core, choices, charts] + KindRegistry.all.compactMap(\.previewScript) + [pages]).joined(separator: "\n")
    }
}
