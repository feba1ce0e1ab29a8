import ContentArt
import ContentCore

/// Digits as stroked outlines, drawn for this project on a 10 x 16 grid: round bowls, a "1" with
/// a flag and a "4" with an open top, so that two-digit numbers stay apart at small sizes (the
/// seven-segment digits they replace made "14" look like "H": the 1 was two bars on the right of
/// its cell, next to the 4's left bar).
enum DigitGlyphs {
    /// Glyph width and the gap between glyphs, as fractions of the height; n digits fit the
    /// n x 0.6 label box the layout reserves.
    static let width = 0.5
    static let gap = 0.1
    /// The pen width, as a fraction of the height.
    static let strokeWidth = 0.13

    private static let grid: [Character: String] = [
        "0": "M5 0C8 0 10 3 10 8C10 13 8 16 5 16C2 16 0 13 0 8C0 3 2 0 5 0Z",
        "1": "M1.5 3.5L6 0L6 16",
        "2": "M0.5 4C0.5 1.5 2.5 0 5 0C7.8 0 9.5 1.8 9.5 4.3C9.5 7 7 9 0 16L10 16",
        "3": "M0.5 1.5C2 0.4 3.5 0 5 0C7.8 0 9.5 1.7 9.5 4C9.5 6.3 7.7 7.7 4.5 7.7C8 7.7 10 9.4 10 12C10 14.5 7.8 16 5 16C3 16 1.5 15.3 0.2 14",
        "4": "M7.5 16L7.5 0L0 11L10 11",
        "5": "M9 0L1.5 0L0.8 7C2 6.3 3.5 6 5 6C8 6 10 8 10 11C10 14 7.8 16 5 16C3 16 1.5 15.4 0.3 14.2",
        "6": "M8.8 1C7.8 0.3 6.6 0 5.3 0C2 0 0 3.5 0 9C0 13.5 2 16 5 16C8 16 10 14 10 11C10 8 8 6.3 5.2 6.3C2.8 6.3 0.8 7.8 0.2 10",
        "7": "M0 0L10 0L3.5 16",
        "8": "M5 7.5C2.3 7.5 0.8 6 0.8 3.8C0.8 1.5 2.6 0 5 0C7.4 0 9.2 1.5 9.2 3.8C9.2 6 7.7 7.5 5 7.5C2 7.5 0 9.3 0 11.8C0 14.3 2.2 16 5 16C7.8 16 10 14.3 10 11.8C10 9.3 8 7.5 5 7.5Z",
        "9": "M1.2 15C2.2 15.7 3.4 16 4.7 16C8 16 10 12.5 10 7C10 2.5 8 0 5 0C2 0 0 2 0 5C0 8 2 9.7 4.8 9.7C7.2 9.7 9.2 8.2 9.8 6",
    ]

    /// Path data for `text` (digits; anything else is skipped) centred on `centre`, `height` tall.
    static func pathData(_ text: String, centre: Point, height: Double) -> String {
        let digits = text.filter { grid[$0] != nil }
        let advance = (width + gap) * height
        let total = Double(digits.count) * width * height + Double(max(0, digits.count - 1)) * gap * height
        var left = centre.x - total / 2
        let top = centre.y - height / 2
        var data = ""
        for digit in digits {
            data += transformed(grid[digit]!, x: left, y: top, scaleX: width * height / 10, scaleY: height / 16)
            left += advance
        }
        return data
    }

    /// The grid path's numbers mapped to the picture: the glyphs use only M, L, C and Z, whose
    /// numbers are x y pairs.
    private static func transformed(_ data: String, x: Double, y: Double, scaleX: Double, scaleY: Double) -> String {
        var out = ""
        var coordinate = 0
        var number = ""
        func flush() {
            guard let value = Double(number) else { return }
            out += (coordinate == 0 ? "" : " ") + DecimalText.format(coordinate % 2 == 0 ? x + value * scaleX : y + value * scaleY, places: 2)
            coordinate += 1
            number = ""
        }
        for character in data {
            if character.isLetter {
                flush()
                out.append(character)
                coordinate = 0
            } else if character == " " {
                flush()
            } else {
                number.append(character)
            }
        }
        flush()
        return out
    }
}
