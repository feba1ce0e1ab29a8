import ContentArt
import ContentBundle

/// What the bundle makes of a kind's files.
package enum CompiledForm: Sendable {
    /// pack.json: the manifest's settings.
    case packSettings
    /// Each file holds `"items"`, each one an item.
    case itemList
    /// Each file is one item.
    case fileItem
    /// The files are compiled into `tables.json`.
    case tables
}
