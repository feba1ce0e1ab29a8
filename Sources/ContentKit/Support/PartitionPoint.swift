extension Array {
    /// The first index whose element is not `belongs`, in an array where the elements that are
    /// come first (a binary search: a sorted array's insertion point with `{ $0 < value }`).
    func partitionPoint(_ belongs: (Element) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if belongs(self[middle]) { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
