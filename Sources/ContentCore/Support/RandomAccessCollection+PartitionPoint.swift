extension RandomAccessCollection {
    /// The first index whose element is not `belongs`, in a collection where the elements that
    /// are come first (a binary search: a sorted collection's insertion point with
    /// `{ $0 < value }`).
    package func partitionPoint(_ belongs: (Element) -> Bool) -> Index {
        var low = startIndex
        var high = endIndex
        while low != high {
            let middle = index(low, offsetBy: distance(from: low, to: high) / 2)
            if belongs(self[middle]) { low = index(after: middle) } else { high = middle }
        }
        return low
    }
}
