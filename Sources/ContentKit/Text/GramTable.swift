/// An open-addressing hash table from packed trigrams to small integers: counting and indexing
/// millions of trigrams is the near-duplicate search's hot loop, and a multiplicative hash with
/// linear probing is several times faster there than `Dictionary`'s seeded SipHash.
struct GramTable {
    private var keys: [UInt64]
    private var values: [Int32]
    private var used: [Bool]
    private var mask: Int
    private(set) var count = 0

    init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        keys = Array(repeating: 0, count: size)
        values = Array(repeating: 0, count: size)
        used = Array(repeating: false, count: size)
        mask = size - 1
    }

    private func slot(_ key: UInt64) -> Int {
        // why: Fibonacci hashing spreads the packed code points over the table.
        var index = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 20) & mask
        while used[index], keys[index] != key { index = (index + 1) & mask }
        return index
    }

    subscript(key: UInt64) -> Int32? {
        let index = slot(key)
        return used[index] ? values[index] : nil
    }

    /// Adds `amount` to the key's value (0 when new).
    mutating func add(_ key: UInt64, _ amount: Int32 = 1) {
        if count * 2 >= keys.count { grow() }
        let index = slot(key)
        if !used[index] {
            used[index] = true
            keys[index] = key
            values[index] = 0
            count += 1
        }
        values[index] += amount
    }

    /// Sets the key's value.
    mutating func set(_ key: UInt64, _ value: Int32) {
        if count * 2 >= keys.count { grow() }
        let index = slot(key)
        if !used[index] {
            used[index] = true
            keys[index] = key
            count += 1
        }
        values[index] = value
    }

    private mutating func grow() {
        let oldKeys = keys
        let oldValues = values
        let oldUsed = used
        keys = Array(repeating: 0, count: oldKeys.count * 2)
        values = Array(repeating: 0, count: oldKeys.count * 2)
        used = Array(repeating: false, count: oldKeys.count * 2)
        mask = keys.count - 1
        count = 0
        for index in oldKeys.indices where oldUsed[index] { set(oldKeys[index], oldValues[index]) }
    }
}
