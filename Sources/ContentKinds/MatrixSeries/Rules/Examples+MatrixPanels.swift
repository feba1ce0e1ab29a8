import ContentCore

extension Examples {
    /// A rendered matrix item written in a short notation, for examples whose panels hold
    /// several entities. A panel is its components separated by ` | `; a component is its
    /// entities separated by spaces; an entity is a type letter (t triangle, s square, p pentagon,
    /// h hexagon, c circle), a size digit, a grey digit, `@` and its slot, and optionally `^` and
    /// an angle: `c42@0 c46@1` is two size-4 circles, grey 2 in slot 0 and grey 6 in slot 1.
    /// `marked` puts a `↓` before those options.
    static func matrixPanels(
        id: String = "m-p", layout: String, rules: [String], panels: [String], options: [String],
        marked: Set<Int> = [], answer: String
    ) -> String {
        let optionTexts = options.enumerated().map { (marked.contains($0.offset) ? "↓" : "") + panelJSON($0.element) }
        return #"{"id": "\#(id)", "difficulty": 4, "form": "rendered", "layout": "\#(layout)", "components": ["#
            + rules.map { #"{"rules": \#($0)}"# }.joined(separator: ", ") + "],"
            + "\n \"panels\": [" + panels.map(panelJSON).joined(separator: ",\n  ") + "],"
            + "\n \"options\": [" + optionTexts.joined(separator: ",\n  ") + "],"
            + "\n \"answer\": \(answer)}"
    }

    /// One panel of the short notation as JSON.
    static func panelJSON(_ notation: String) -> String {
        let letters: [Character: String] = ["t": "triangle", "s": "square", "p": "pentagon", "h": "hexagon", "c": "circle"]
        let components = notation.split(separator: "|").map { component in
            let entities = component.split(separator: " ").map { token -> String in
                let characters = Array(token)
                let place = token.split(separator: "@")[1].split(separator: "^")
                let angle = place.count > 1 ? #", "angle": \#(place[1])"# : ""
                return #"{"type": "\#(letters[characters[0]] ?? "circle")", "size": \#(characters[1]), "color": \#(characters[2]), "slot": \#(place[0])\#(angle)}"#
            }
            return #"{"entities": ["# + entities.joined(separator: ", ") + "]}"
        }
        return "[" + components.joined(separator: ", ") + "]"
    }

    /// A 2x2 grid whose two shapes stay in their places (position constant) and keep their greys
    /// along each row, the two greys differing inside every panel (2 and 6 in rows 1 and 3, 3 and
    /// 7 in row 2); type progresses by one, sizes are distributed (2, 4, 6). The key is two
    /// size-4 circles, grey 2 and grey 6. Options are the cube of type (circle or hexagon), size
    /// (4 or 5) and greys (2 and 6, or 2 and 8); the key at 5; `replacing` swaps in other options.
    static func carriedGreys(
        id: String = "m-carried", firstPanel: String = "t22@0 t26@1", answer: String = "5", replacing: [Int: String] = [:], marked: Set<Int> = []
    ) -> String {
        let options = ["h42@0 h46@1", "c52@0 c56@1", "h52@0 h58@1", "c42@0 c48@1", "h42@0 h48@1", "c42@0 c46@1", "c52@0 c58@1", "h52@0 h56@1"]
        return matrixPanels(
            id: id, layout: "grid2x2",
            rules: [#"{"position": {"constant": {}}, "type": {"progression": {"step": 1}}, "size": {"distribute-three": {}}, "color": {"constant": {}}}"#],
            panels: [firstPanel, "s42@0 s46@1", "p62@0 p66@1",
                     "s43@0 s47@1", "p63@0 p67@1", "h23@0 h27@1",
                     "p62@0 p66@1", "h22@0 h26@1"],
            options: options.enumerated().map { replacing[$0.offset] ?? $0.element }, marked: marked, answer: answer)
    }

    /// A 3x3 grid whose number of squares grows by one along each row (so every panel is drawn
    /// anew), one size-2 square among size-4 ones: "constant" on size holds whatever the sizes
    /// are. Greys are distributed (1, 4, 7). The key is five squares, grey 4; options are the
    /// cube of number (5 or 4), type (square or pentagon) and grey (4 or 7), the key at 2.
    static func redrawnSizes(sizeRule: String = #"{"constant": {}}"#) -> String {
        func panel(_ count: Int, _ grey: Int, type: Character = "s") -> String {
            (0..<count).map { "\(type)\($0 == 0 ? 2 : 4)\(grey)@\($0)" }.joined(separator: " ")
        }
        let counts = [[1, 2, 3], [2, 3, 4], [3, 4, 5]]
        let greys = [[1, 4, 7], [4, 7, 1], [7, 1, 4]]
        let panels = (0..<8).map { panel(counts[$0 / 3][$0 % 3], greys[$0 / 3][$0 % 3]) }
        let options = [panel(4, 4, type: "p"), panel(5, 7), panel(5, 4), panel(4, 7, type: "p"), panel(4, 4), panel(5, 7, type: "p"), panel(5, 4, type: "p"), panel(4, 7)]
        return matrixPanels(
            id: "m-redrawn", layout: "grid3x3",
            rules: [#"{"number": {"progression": {"step": 1}}, "type": {"constant": {}}, "size": "# + sizeRule + #", "color": {"distribute-three": {}}}"#],
            panels: panels, options: options, answer: "2")
    }
}
