/// The stems of a Hunspell `.dic` file with their flags, indexed without a string per stem: an
/// open-addressing table of 64-bit hashes of each lower-case stem, whose flags stay in the
/// file's own bytes. Two different stems with the same 64-bit hash would be taken for one; among
/// a few hundred thousand stems that is about one chance in 10^8, and the check using it warns.
struct StemTable: Sendable {
    private let bytes: [UInt8]
    /// Entry + 1 per slot (0: empty); the slot count is a power of two.
    private let slots: [Int32]
    private let hashes: [UInt64]
    /// Each entry's flags: a byte range of `bytes`.
    private let flags: [Range<Int32>]
    /// The next entry of the same stem (a stem listed twice), or -1.
    private let next: [Int32]
    /// Whether the entry is written with a capital (a name: "Paris"), which a lower-case word
    /// does not match.
    private let capitalised: [Bool]

    init(_ dic: [UInt8]) {
        var hashes: [UInt64] = []
        var flags: [Range<Int32>] = []
        var capitalised: [Bool] = []
        hashes.reserveCapacity(dic.count / 16)
        flags.reserveCapacity(dic.count / 16)
        dic.withUnsafeBufferPointer { bytes in
            var start = 0
            var first = true
            while start < bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != 0x0A { end += 1 }
                defer { start = end + 1 }
                if first { first = false; continue }  // the count line
                var cut = start
                while cut < end, bytes[cut] != 0x2F, bytes[cut] != 0x09, bytes[cut] != 0x0D { cut += 1 }
                guard cut > start else { continue }
                var flagsEnd = cut
                if cut < end, bytes[cut] == 0x2F {
                    flagsEnd = cut + 1
                    while flagsEnd < end, bytes[flagsEnd] != 0x09, bytes[flagsEnd] != 0x0D, bytes[flagsEnd] != 0x20 { flagsEnd += 1 }
                }
                let stem = UnsafeBufferPointer(rebasing: bytes[start..<cut])
                if HunspellDictionary.mayHaveCapitals(stem) {
                    let text = String(decoding: stem, as: UTF8.self)
                    let lower = text.lowercased()
                    hashes.append(Self.hash(Array(lower.utf8)))
                    capitalised.append(lower != text)
                } else {
                    hashes.append(Self.hash(stem))
                    capitalised.append(false)
                }
                flags.append(flagsEnd > cut + 1 ? Int32(cut + 1)..<Int32(flagsEnd) : 0..<0)
            }
        }
        var size = 16
        while size < hashes.count * 2 { size <<= 1 }
        var slots = [Int32](repeating: 0, count: size)
        var next = [Int32](repeating: -1, count: hashes.count)
        for (entry, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & (size - 1)
            while slots[slot] != 0 {
                let other = Int(slots[slot] - 1)
                if hashes[other] == hash {
                    // the same stem again: chain this entry's flags after the first one's
                    var last = other
                    while next[last] >= 0 { last = Int(next[last]) }
                    next[last] = Int32(entry)
                    break
                }
                slot = (slot + 1) & (size - 1)
            }
            if slots[slot] == 0 { slots[slot] = Int32(entry + 1) }
        }
        bytes = dic
        self.slots = slots
        self.hashes = hashes
        self.flags = flags
        self.next = next
        self.capitalised = capitalised
    }

    /// Whether the lower-case stem is listed; `capitals`: whether an entry written with a
    /// capital counts (the word itself had one).
    func contains(_ stem: [Unicode.Scalar], capitals: Bool = true) -> Bool {
        guard var entry = entry(stem) else { return false }
        while true {
            if capitals || !capitalised[entry] { return true }
            guard next[entry] >= 0 else { return false }
            entry = Int(next[entry])
        }
    }

    /// Whether the lower-case stem is listed with every one of these affix flags.
    func contains(_ stem: [Unicode.Scalar], flags wanted: [Character], capitals: Bool = true) -> Bool {
        guard var entry = entry(stem) else { return false }
        while true {
            if capitals || !capitalised[entry], wanted.allSatisfy({ has($0, entry) }) { return true }
            guard next[entry] >= 0 else { return false }
            entry = Int(next[entry])
        }
    }

    /// Whether this entry carries the flag.
    private func has(_ flag: Character, _ entry: Int) -> Bool {
        let wanted = Array(String(flag).utf8)
        let range = flags[entry]
        // why: UTF-8 is self-synchronising, so a whole character's bytes only match at a
        // character boundary.
        guard range.count >= wanted.count else { return false }
        for offset in Int(range.lowerBound)...(Int(range.upperBound) - wanted.count)
        where bytes[offset..<offset + wanted.count].elementsEqual(wanted) {
            return true
        }
        return false
    }

    private func entry(_ stem: [Unicode.Scalar]) -> Int? {
        let hash = Self.mixed(Self.utf8Hash(stem))
        var slot = Int(truncatingIfNeeded: hash) & (slots.count - 1)
        while slots[slot] != 0 {
            let entry = Int(slots[slot] - 1)
            if hashes[entry] == hash { return entry }
            slot = (slot + 1) & (slots.count - 1)
        }
        return nil
    }

    /// FNV-1a of the scalars' UTF-8 bytes, without making them.
    private static func utf8Hash(_ scalars: [Unicode.Scalar]) -> UInt64 {
        var hash = FNV1a.start
        func add(_ byte: UInt32) { hash = FNV1a.adding(UInt64(byte), to: hash) }
        for scalar in scalars {
            let value = scalar.value
            switch value {
            case 0..<0x80:
                add(value)
            case 0x80..<0x800:
                add(0xC0 | value >> 6); add(0x80 | value & 0x3F)
            case 0x800..<0x10000:
                add(0xE0 | value >> 12); add(0x80 | value >> 6 & 0x3F); add(0x80 | value & 0x3F)
            default:
                add(0xF0 | value >> 18); add(0x80 | value >> 12 & 0x3F); add(0x80 | value >> 6 & 0x3F); add(0x80 | value & 0x3F)
            }
        }
        return hash
    }

    /// FNV-1a, then a multiply and shift so that the low bits (the slot) depend on every byte.
    private static func hash<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
        mixed(FNV1a.hash(bytes))
    }

    private static func mixed(_ fnv: UInt64) -> UInt64 {
        var hash = fnv
        hash ^= hash >> 29
        hash = hash &* 0xBF58_476D_1CE4_E5B9
        return hash ^ (hash >> 32)
    }
}
