import Foundation

/// Text per locale (`{"en": "...", "ru": "..."}`).
public typealias LocalizedText = [String: String]

/// An item type of the bundle: what `items/<kind>.json` holds for its kind
/// (`{"kind": "...", "items": [...]}`), decoded by `ContentBundle.open`.
public protocol BundleItem: Codable, Sendable, Equatable, Identifiable where ID == String {
    static var kind: ContentKind { get }
}

/// Every item type a bundle may hold, one per kind of items.
enum BundleItemTypes {
    static let all: [any BundleItem.Type] = [
        AnagramList.self, DotsPicture.self, Equation.self, Jigsaw.self, MatrixSeries.self, MemorySet.self,
        NumberSeriesItem.self, Riddle.self, TapSequence.self, SlideShow.self, IQTest.self, IQReport.self, PuzzleTrack.self,
        PicturePuzzle.self, Plan.self,
    ]
}

/// `items/<kind>.json`: `{"kind": "...", "items": [...]}`.
public struct ItemsFile<Item: Codable>: Codable {
    /// The kind's name (`ContentKind.rawValue`).
    public var kind: String
    /// The items, in pack order.
    public var items: [Item]
}

extension BundleItem {
    /// The kind's items in the bundle's files (none when the bundle has no items file for it).
    static func decodeItems(from files: [String: Data]) throws -> any Sendable {
        guard let data = files[kind.itemsFile] else { return [Self]() }
        do {
            return try JSONDecoder().decode(ItemsFile<Self>.self, from: data).items
        } catch {
            throw BundleError.malformedFile(kind.itemsFile, "\(error)")
        }
    }
}
