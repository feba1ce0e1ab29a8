import Foundation

/// Text per locale (`{"en": "...", "ru": "..."}`).
public typealias LocalizedText = [String: String]

/// An item type of the bundle: what `items/<kind>.json` holds for its kind
/// (`{"kind": "...", "items": [...]}`), decoded by `ContentBundle.open`.
public protocol BundleItem: Codable, Sendable, Equatable, Identifiable where ID == String {
    static var kind: ContentKind { get }
    /// Why the item cannot be used as its kind means it (a number outside what it stands for, a
    /// formula the app could not compute), or nil: `open` refuses a bundle with such an item, so
    /// nothing the app calls later traps on it. The builder never writes one.
    func problem() -> String?
}

extension BundleItem {
    /// No problem: the kinds whose decoded values need no check beyond their types.
    public func problem() -> String? { nil }
}

/// Every item type a bundle may hold, one per kind of items.
enum BundleItemTypes {
    static let all: [any BundleItem.Type] = [
        AnagramList.self, DotsPicture.self, Equation.self, Jigsaw.self, MatrixSeries.self, MemorySet.self,
        NumberSeriesItem.self, Riddle.self, TapSequence.self, SlideShow.self, IQTest.self, IQReport.self, PuzzleTrack.self,
        PicturePuzzle.self, Plan.self, AppString.self, Sound.self, Survey.self, Instructions.self, Menu.self,
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
        let items: [Self]
        do {
            items = try JSONDecoder().decode(ItemsFile<Self>.self, from: data).items
        } catch {
            throw BundleError.malformedFile(kind.itemsFile, "\(error)")
        }
        for item in items {
            if let problem = item.problem() { throw BundleError.malformedFile(kind.itemsFile, "\(item.id): \(problem)") }
        }
        return items
    }
}
