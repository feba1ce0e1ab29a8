import ContentCore
import ContentKinds
import ContentCheck

/// `data.js`: everything the preview's script reads, as one script that sets `window.PACK`
/// (a page opened from `file://` may not fetch JSON, but may load a script beside it).
///
/// `window.PACK` holds `pack` (id, version, title, locales, answers mode, whether it was built),
/// `files` (each content file with its kind and item ids, in path order), `findings` (each with
/// file, line, column, severity, rule, message, notes and the item it falls in) and `bundle`:
/// every JSON file of the built bundle by its bundle path, embedded as it is, and `computed`:
/// what kinds computed from the bundle for their renderers (`KindSpec.previewData`).
enum PreviewData {
    /// The script's text.
    static func script(_ checked: CheckedPack, bundle: [String: [UInt8]]?) -> [UInt8] {
        let value = JSONWriter.Value.object([
            ("pack", pack(checked, built: bundle != nil)),
            ("files", .array(checked.files.filter { $0.kind != nil }.map(file))),
            ("findings", .array(PreviewFindings.placed(checked).map(finding))),
            ("bundle", json(of: bundle)),
            ("computed", .object(bundle.map { bundle in
                KindRegistry.all.compactMap { spec in spec.previewData(bundle).map { (spec.kind.rawValue, $0) } }
            } ?? [])),
        ])
        return Array(("window.PACK = " + JSONWriter.write(value) + ";\n").utf8)
    }

    private static func pack(_ checked: CheckedPack, built: Bool) -> JSONWriter.Value {
        .object([
            ("id", .string(checked.settings.id ?? PackSettings.unnamedID)),
            ("version", .string(checked.settings.version ?? "0.0.0")),
            ("title", .object(checked.packTitle.map { ($0.locale, .string($0.text)) })),
            ("locales", .array(checked.settings.locales.map { .string($0) })),
            ("answers", .string(checked.settings.answers ?? "separate")),
            ("built", .bool(built)),
        ])
    }

    private static func file(_ file: ContentFile) -> JSONWriter.Value {
        .object([
            ("path", .string(file.path)),
            ("kind", .string(file.kind?.rawValue ?? "")),
            ("items", .array(file.itemIDs.map { .string($0.id) })),
        ])
    }

    private static func finding(_ placed: PreviewFindings.Placed) -> JSONWriter.Value {
        let diagnostic = placed.diagnostic
        return .object([
            ("file", .string(diagnostic.file)),
            ("line", .int(placed.line)),
            ("column", .int(placed.column)),
            ("severity", .string(diagnostic.severity.rawValue)),
            ("rule", .string(diagnostic.ruleID)),
            ("message", .string(diagnostic.message)),
            ("notes", .array(diagnostic.notes.map { .string($0.message) })),
            ("item", placed.item.map { .string($0) } ?? .null),
        ])
    }

    /// The bundle's JSON files, each embedded as written (`raw`: they are JSON the runtime
    /// opened and verified, in the canonical form the builder writes).
    private static func json(of bundle: [String: [UInt8]]?) -> JSONWriter.Value {
        guard let bundle else { return .object([]) }
        let paths = bundle.keys.filter { $0.hasSuffix(".json") }.sorted()
        return .object(paths.map { path in
            // why: a final newline inside an object member is harmless, but trimmed keeps
            // data.js readable
            let text = String(decoding: bundle[path]!, as: UTF8.self)
            return (path, .raw(text.hasSuffix("\n") ? String(text.dropLast()) : text))
        })
    }
}
