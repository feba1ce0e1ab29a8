/// The words of a text as the text rules see them: runs of letters and combining marks.
package enum TextWords {
    /// Each word's scalar offsets, in order.
    package static func ranges(_ scalars: [Unicode.Scalar]) -> [Range<Int>] {
        var words: [Range<Int>] = []
        var start = 0
        while start < scalars.count {
            guard scalars[start].properties.isAlphabetic else {
                start += 1
                continue
            }
            var end = start
            while end < scalars.count, scalars[end].properties.isAlphabetic || Normalization.isCombining(scalars[end]) { end += 1 }
            words.append(start..<end)
            start = end
        }
        return words
    }
}
