import ContentArt
import ContentBundle
import ContentCore

/// `strings`: keyed app texts by locale with CLDR plural forms and named placeholders (runtime
/// type `AppString`, looked up through `AppStrings`). Each entry is one item of
/// `items/strings.json`; each file is also written as an Apple String Catalog
/// (`strings/<table>.xcstrings`) and Android string resources
/// (`strings/android/values-<locale>/<table>.xml`, `values/` for the file's first locale).
struct StringsKind: KindSpec {
    let kind = ContentKind.strings
    let layout = ContentLayout(ids: ["/table", "/items/*/key"], localizedTexts: ["/items/*/text"], fileLocales: "locales", placeholders: true)
    let form = CompiledForm.itemList
    /// App texts are wording: a changed text changes no player's result.
    let diffProfile = DiffProfile(key: "key", item: ItemRoles(noun: "app text", members: ["key": .identity], otherwise: .wording))

    /// Each entry with its table and the locales it ships in (the file's, else the pack's).
    func items(_ file: ContentFile, _ root: JSONNode, _ session: CompileSession) -> (values: [JSONWriter.Value], count: Int) {
        let table = root["table"]?.string ?? ""
        let locales = StringEntry.locales(root, pack: session.packLocales)
        let rewriter = session.rewriter(for: file)
        let values: [JSONWriter.Value] = (root["items"]?.array ?? []).map { node in
            guard case .object(let members) = rewriter.value(node, dropping: []) else { return .null }
            let own = members.filter { $0.0 != "key" }
            return .object([("key", members.first { $0.0 == "key" }?.1 ?? .null), ("table", .string(table)),
                            ("locales", .array(locales.map(JSONWriter.Value.string)))] + own)
        }
        return (values, values.count)
    }

    /// The file's String Catalog and Android resources.
    func outputs(_ file: ContentFile, _ root: JSONNode, _ session: CompileSession) throws -> [String: [UInt8]] {
        guard let table = root["table"]?.string else { return [:] }
        let locales = StringEntry.locales(root, pack: session.packLocales)
        var files = [Self.catalogPath(table): AppleStringCatalog.file(root, locales: locales)]
        for locale in locales {
            files[Self.androidPath(table, folder: AndroidStrings.folder(locale))] = AndroidStrings.file(root, locale: locale, sourceLocale: locales.first)
        }
        if let source = locales.first {
            files[Self.androidPath(table, folder: "values")] = AndroidStrings.file(root, locale: source, sourceLocale: source)
        }
        return files
    }

    static func catalogPath(_ table: String) -> String { "strings/\(table).xcstrings" }
    static func androidPath(_ table: String, folder: String) -> String { "strings/android/\(folder)/\(AndroidStrings.name(table)).xml" }
}
