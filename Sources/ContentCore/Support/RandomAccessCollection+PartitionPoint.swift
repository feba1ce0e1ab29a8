extension RandomAccessCollection {
    /// The first index whose element is not `belongs`, in a collection where the elements that
    /// are come first (a binary search: a sorted collection's insertion point with
    /// `{ $0 < value }`).
    // why: public and @inlinable so that it specialises where the kinds call it: this toolchain
    // does not make `package` @inlinable bodies available to other modules, and unspecialised the
    // search went through the protocol's witnesses on every step (measured in the riddle search)
    @inlinable public func partitionPoint(_ belongs: (Element) -> Bool) -> Index {
        var low = startIndex
        var high = endIndex
        while low != high {
            let middle = index(low, offsetBy: distance(from: low, to: high) / 2)
            if belongs(self[middle]) { low = index(after: middle) } else { high = middle }
        }
        return low
    }
}
