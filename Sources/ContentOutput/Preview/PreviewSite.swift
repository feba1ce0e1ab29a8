import ContentBundle
import ContentCore
import ContentKinds
import ContentCheck

/// The preview stage: a checked pack and its build → the files of a static site that plays
/// every item as a player would, opened from `file://` with nothing fetched from the network.
///
/// The site is `index.html` (kinds, files, items and every finding), one page per kind
/// (`<kind>.html`), our own `app.js` and `style.css` (Swift constants, so the binary needs no
/// files beside it), `data.js` (`window.PACK`, see `PreviewData`) and every picture of the
/// bundle under `bundle/` at its bundle path.
public enum PreviewSite {
    /// The site's files by path. `contents` is nil when the pack has lint errors and so does not
    /// build: the site then shows the findings and the files, without items to play. The site is
    /// made from the bundle as an app opens it (`BundleWriter.openedAsAnApp`): a bundle no app
    /// could open makes no preview.
    /// - Throws: `BuildError.output` when the bundle does not open as an app opens it.
    public static func files(_ checked: CheckedPack, contents: BundleContents?) throws -> [String: [UInt8]] {
        let bundle = try contents.map(BundleWriter.openedAsAnApp)
        var files: [String: [UInt8]] = [:]
        let kinds = pageKinds(checked)
        files["index.html"] = PreviewPages.page(name: "index", title: "Preview")
        for kind in kinds { files["\(kind).html"] = PreviewPages.page(name: kind, title: kind) }
        files["app.js"] = Array(PreviewScript.text.utf8)
        files["style.css"] = Array(([PreviewStyle.text] + KindRegistry.all.compactMap(\.previewStyle)).joined(separator: "\n").utf8)
        files["data.js"] = PreviewData.script(checked, bundle: bundle)
        for (path, bytes) in bundle ?? [:] where !path.hasSuffix(".json") && path != BundleFormat.signatureFile {
            files["bundle/" + path] = bytes
        }
        return files
    }

    /// The kinds that get a page: every kind with a content file, in the registry's order.
    public static func pageKinds(_ checked: CheckedPack) -> [String] {
        let present = Set(checked.files.compactMap(\.kind))
        return KindRegistry.all.map(\.kind).filter(present.contains).map(\.rawValue)
    }
}
