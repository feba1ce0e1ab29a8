import ContentArt
import ContentCore

/// A jigsaw file's cut, as the schema defines it (defaults filled in).
public struct JigsawDefinition: Sendable, Hashable {
    public var id: String
    public var image: String
    public var rows: Int
    public var columns: Int
    public var seed: UInt64
    public var tabSize: Double
    public var jitter: Double

    public init(id: String, image: String, rows: Int, columns: Int, seed: UInt64, tabSize: Double = 0.2, jitter: Double = 0.04) {
        self.id = id
        self.image = image
        self.rows = rows
        self.columns = columns
        self.seed = seed
        self.tabSize = tabSize
        self.jitter = jitter
    }

    /// The definition in a jigsaw file's tree, or nil when a required field is missing or out
    /// of range (the schema reports that).
    public init?(_ root: JSONNode?) {
        guard let root, let id = root["id"]?.string, let image = root["image"]?.string,
              let rows = root["rows"]?.integer, let columns = root["columns"]?.integer,
              (1...64).contains(rows), (1...64).contains(columns),
              let seed = root["cut"]?["seed"]?.integer, seed >= 0 else { return nil }
        let tabSize = root["cut"]?["tabSize"]?.number?.double ?? 0.2
        let jitter = root["cut"]?["jitter"]?.number?.double ?? 0.04
        guard (0...0.5).contains(tabSize), (0...0.5).contains(jitter) else { return nil }
        self.init(id: id, image: image, rows: rows, columns: columns, seed: UInt64(seed), tabSize: tabSize, jitter: jitter)
    }
}
