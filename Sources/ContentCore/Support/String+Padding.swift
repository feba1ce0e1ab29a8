extension String {
    /// The text padded on the left to `width` characters (hex digits: `"7".leftPadded(4)` is `"0007"`).
    package func leftPadded(_ width: Int, with pad: Character = "0") -> String {
        count >= width ? self : String(repeating: pad, count: width - count) + self
    }
}
