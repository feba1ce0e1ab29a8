public struct TapSequence: BundleItem {
    public static let kind = ContentKind.sequences

    public var id: String
    public var difficulty: Int?
    public var premium: Bool?
    public var symbols: [String]
    public var order: [String]
    public var maxLength: Int?
    public var attempts: Int?
}

extension ContentKind {
    /// `"kind": "sequences"`.
    public static let sequences = ContentKind("sequences")
}

extension ContentBundle {
    /// The bundle's tap sequences, in pack order.
    public var sequences: [TapSequence] { items(TapSequence.self) }
}
