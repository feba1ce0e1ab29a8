extension JigsawPieces {
    /// One value for each side of a piece, in `pieces.json` an object with exactly the members
    /// `top`, `right`, `bottom` and `left`; a missing side is a decoding error (members it does
    /// not know are ignored).
    public struct Sides<Value> {
        /// The side facing the picture's top (the piece in the row above, row − 1).
        public var top: Value
        /// The side facing the picture's right (the piece in the next column, column + 1).
        public var right: Value
        /// The side facing the picture's bottom (the piece in the row below, row + 1).
        public var bottom: Value
        /// The side facing the picture's left (the piece in the previous column, column − 1).
        public var left: Value

        /// The four sides' values, clockwise from the top.
        public init(top: Value, right: Value, bottom: Value, left: Value) {
            self.top = top
            self.right = right
            self.bottom = bottom
            self.left = left
        }
    }

    /// What one side of a piece is, as the cut made it.
    public enum EdgeKind: String, Codable, Hashable, Sendable {
        /// Straight: the side lies on the picture's border (and only there).
        case flat
        /// The piece's knob sticks out across this side, into the neighbour.
        case tab
        /// The neighbour's knob comes in across this side (a `tab` always faces a `blank`).
        case blank
    }
}

extension JigsawPieces.Sides: Equatable where Value: Equatable {}
extension JigsawPieces.Sides: Hashable where Value: Hashable {}
extension JigsawPieces.Sides: Sendable where Value: Sendable {}

extension JigsawPieces.Sides: Codable where Value: Codable {
    private enum CodingKeys: String, CodingKey { case top, right, bottom, left }

    /// Reads `{"top": …, "right": …, "bottom": …, "left": …}`; throws `DecodingError.keyNotFound`
    /// for a missing side (a `null` side is a value when `Value` is optional, as for neighbours).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        // why: decode, not decodeIfPresent, even for an optional Value: a side must be present
        top = try container.decode(Value.self, forKey: .top)
        right = try container.decode(Value.self, forKey: .right)
        bottom = try container.decode(Value.self, forKey: .bottom)
        left = try container.decode(Value.self, forKey: .left)
    }

    /// Writes all four sides (`null` for an absent optional value), as the builder does.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(top, forKey: .top)
        try container.encode(right, forKey: .right)
        try container.encode(bottom, forKey: .bottom)
        try container.encode(left, forKey: .left)
    }
}
