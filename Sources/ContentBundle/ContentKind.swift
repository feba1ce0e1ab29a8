/// A kind of content file, by the name the file gives in `"kind"` (FORMAT.md). Each kind's name
/// is defined once, beside its runtime type (the riddles' in `Items/Riddle.swift`).
public struct ContentKind: RawRepresentable, Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    init(_ name: String) { rawValue = name }

    /// The schema file in `schemas/` for this kind.
    public var schemaFile: String { rawValue + ".json" }
    /// Where a bundle keeps this kind's items: `items/<kind>.json`.
    public var itemsFile: String { "items/\(rawValue).json" }
    public var description: String { rawValue }

    public static func < (a: ContentKind, b: ContentKind) -> Bool { a.rawValue < b.rawValue }
}
