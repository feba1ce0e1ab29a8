/// A kind of content file, by the name the file gives in `"kind"` (FORMAT.md). Each kind's name
/// is defined once, beside its runtime type (the riddles' in `Items/Riddle.swift`).
public struct ContentKind: RawRepresentable, Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The kind's name as content files write it in `"kind"` (`riddles`, `matrix-series`, …).
    public let rawValue: String

    /// The kind with this name (any string: an unknown kind is simply one no items file holds).
    public init(rawValue: String) { self.rawValue = rawValue }
    init(_ name: String) { rawValue = name }

    /// The schema file in `schemas/` for this kind.
    public var schemaFile: String { rawValue + ".json" }
    /// Where a bundle keeps this kind's items: `items/<kind>.json`.
    public var itemsFile: String { "items/\(rawValue).json" }
    /// The kind's name (`rawValue`).
    public var description: String { rawValue }

    /// Kinds ordered by name (byte order), as manifests and reports list them.
    public static func < (a: ContentKind, b: ContentKind) -> Bool { a.rawValue < b.rawValue }
}
