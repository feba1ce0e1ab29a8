/// How often each 64-bit key (a stem, a pair of stems) was added, in an open-addressing table:
/// the near-duplicate search counts every stem of every riddle in a pack, and a `Dictionary`'s
/// hashing was most of its time.
///
/// Once counting is done, each key has a slot, a number below `slotCount` that no other key
/// shares, so callers can keep per-key arrays without a second table.
package struct StemTally: Sendable {
    private struct Slot {
        var key: UInt64 = 0
        var count: Int32 = 0
    }

    private var slots: [Slot]
    private var shift: UInt64
    private var used = 0

    // why: a pack's text says most of its words several times; a table sized for every word
    // (tens of megabytes) spent its time clearing memory and missing the cache, one sized for a
    // quarter of them grows at most twice even where every word is new
    package static let repeats = 4

    /// A table that holds `expected` keys before it grows.
    package init(expected: Int = 512) {
        var bits: UInt64 = 10
        while 1 << bits < 2 * expected { bits += 1 }
        slots = [Slot](repeating: Slot(), count: 1 << bits)
        shift = 64 - bits
    }

    /// The number of slots, one past the largest slot a key can have.
    package var slotCount: Int { slots.count }

    /// Counts `key` once more.
    package mutating func add(_ key: UInt64) {
        // why: at most half full, so a probe ends within a few slots
        if 2 * (used + 1) > slots.count { grow() }
        var slot = home(key)
        while slots[slot].count != 0 && slots[slot].key != key { slot = (slot + 1) & (slots.count - 1) }
        if slots[slot].count == 0 { used += 1 }
        slots[slot].key = key
        slots[slot].count += 1
    }

    /// How often `key` was added (0 when never).
    package func count(_ key: UInt64) -> Int {
        slot(of: key).map { Int(slots[$0].count) } ?? 0
    }

    /// The slot of a key that was added, or nil.
    package func slot(of key: UInt64) -> Int? {
        var slot = home(key)
        while slots[slot].count != 0 {
            if slots[slot].key == key { return slot }
            slot = (slot + 1) & (slots.count - 1)
        }
        return nil
    }

    /// The same counts in the smallest table at most three quarters full: a table kept on disk
    /// (`RiddleSearchColumns`) is read, not added to, and a quarter of empty slots keeps a
    /// search short.
    package func packed() -> StemTally {
        var bits = 4
        while 3 << bits < 4 * used { bits += 1 }
        var packed = self
        packed.resize(toBits: bits)
        return packed
    }

    /// Each slot's key and count (0: empty), for a table kept as columns (`RiddleSearchIndex`)
    /// and searched with `home(of:slotCount:)`.
    package var columns: (keys: [UInt64], counts: [Int32]) { (slots.map(\.key), slots.map(\.count)) }

    private func home(_ key: UInt64) -> Int { Self.home(of: key, shift: shift) }

    /// The first slot to look for `key` in, in a table of `slotCount` slots (a power of two):
    /// its slot or, searching on, the next slots in turn.
    static func home(of key: UInt64, slotCount: Int) -> Int { TableHome.of(key, slotCount: slotCount) }

    private static func home(of key: UInt64, shift: UInt64) -> Int { TableHome.of(key, shift: shift) }

    private mutating func grow() { resize(toBits: slots.count.trailingZeroBitCount + 1) }

    /// The same keys and counts in a table of 2^`bits` slots.
    private mutating func resize(toBits bits: Int) {
        let old = slots
        slots = [Slot](repeating: Slot(), count: 1 << bits)
        shift = UInt64(64 - bits)
        for entry in old where entry.count != 0 {
            var slot = home(entry.key)
            while slots[slot].count != 0 { slot = (slot + 1) & (slots.count - 1) }
            slots[slot] = entry
        }
    }
}

/// Where a key's search starts in an open-addressing table of 2^k slots: `StemTally` in memory and
/// `ColumnStore.slot` over the same table kept as columns.
public enum TableHome {
    // why: public and @inlinable because ColumnStore's inlinable slot search calls it
    @inlinable public static func of(_ key: UInt64, slotCount: Int) -> Int {
        of(key, shift: UInt64(64 - slotCount.trailingZeroBitCount))
    }

    @inlinable public static func of(_ key: UInt64, shift: UInt64) -> Int {
        // why: Fibonacci hashing spreads keys that differ only in their low bits
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }
}
