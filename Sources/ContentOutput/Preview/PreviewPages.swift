import ContentCore
import ContentKinds
import ContentCheck

/// The HTML shells of the preview: every page is the same frame, and `app.js` fills `<main>`
/// from `window.PACK` according to the page's name (`index` or a kind). A content security
/// policy allows the site's own scripts, styles and pictures only: no inline script, no
/// handler attribute, no other origin (a second wall behind the script's building no markup
/// from data).
enum PreviewPages {
    /// One page. `name` is `index` or a content kind's name (letters and dashes only).
    static func page(name: String, title: String) -> [UInt8] {
        Array("""
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'self' file:; style-src 'self' file: 'unsafe-inline'; img-src 'self' file:; media-src 'self' file:">
            <title>\(title)</title>
            <link rel="stylesheet" href="style.css">
            </head>
            <body data-page="\(name)">
            <header id="top"><a href="index.html">Pack</a> <span id="title"></span> <nav id="kinds"></nav></header>
            <main id="main"><p>Loading…</p></main>
            <script src="data.js"></script>
            <script src="app.js"></script>
            </body>
            </html>

            """.utf8)
    }
}
