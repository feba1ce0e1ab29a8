import ContentBundle
import ContentCore

/// `pack`: the pack's own `pack.json` (id, version, title, locales, where answers go); the
/// manifest records it.
struct PackKind: KindSpec {
    let kind = ContentKind.pack
    let layout = ContentLayout(localizedTexts: ["/title", "/description"])
    let form = CompiledForm.packSettings
}
