import ContentCore

extension Examples {
    /// A rendered matrix item: one shape in the centre; type progresses by one along each row,
    /// size stays 3, grey levels are distributed (1, 4, 7). The key is a circle of size 3, grey 4.
    /// Options default to the attribute cube (type 4 or 3, size 3 or 4, grey 4 or 7), key at 5.
    static func matrixItem(
        id: String = "m-1", rules: String = #"{"number": {"constant": {}}, "type": {"progression": {"step": 1}}, "size": {"constant": {}}, "color": {"distribute-three": {}}}"#,
        options: [(Int, Int, Int)] = cube, slots: [Int: Int] = [:], layout: String = "center",
        marked: Int? = nil, answer: String = "5", secondSize: Int? = nil
    ) -> String {
        func panel(_ type: Int, _ size: Int, _ color: Int, slot: Int = 0) -> String {
            let entity = #"{"type": ""# + RenderedEntity.types[type] + #"", "size": \#(size), "color": \#(color), "slot": \#(slot)}"#
            let second = secondSize.map { #", {"type": ""# + RenderedEntity.types[type] + #"", "size": \#($0), "color": \#(color), "slot": \#(slot)}"# } ?? ""
            return #"[{"entities": ["# + entity + second + "]}]"
        }
        let colors = [[1, 4, 7], [4, 7, 1], [7, 1, 4]]
        var panels: [String] = []
        for row in 0..<3 {
            for column in 0..<3 where !(row == 2 && column == 2) { panels.append(panel(row + column, 3, colors[row][column])) }
        }
        let optionTexts = options.enumerated().map { index, option in
            (index == marked ? "↓" : "") + panel(option.0, option.1, option.2, slot: slots[index] ?? 0)
        }
        return #"{"id": "\#(id)", "difficulty": 2, "form": "rendered", "layout": "\#(layout)", "components": [{"rules": \#(rules)}],"#
            + "\n \"panels\": [" + panels.joined(separator: ", ") + "],"
            + "\n \"options\": [" + optionTexts.joined(separator: ",\n  ") + "],"
            + "\n \"answer\": \(answer)}"
    }

    /// The attribute cube: type 4 or 3, size 3 or 4, grey 4 or 7; the key (4, 3, 4) at index 5.
    static let cube = [(3, 3, 4), (4, 4, 4), (3, 4, 7), (4, 3, 7), (3, 3, 7), (4, 3, 4), (4, 4, 7), (3, 4, 4)]

    /// A matrix series of the given items.
    static func matrixSeries(_ items: [String], id: String = "series-x") -> String {
        #"{"kind": "matrix-series", "id": "\#(id)", "title": {"en": "Series X", "ru": "Серия X", "uk": "Серія X"}, "timeLimitSeconds": 600, "items": ["#
            + "\n" + items.joined(separator: ",\n") + "]}"
    }
}
