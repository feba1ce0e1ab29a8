/// One part of a sharded build (`content-build build --shard I/N`): the outputs whose cache
/// keys fall into part `index` of `count`. Keys are SHA-256 digests of what an output is made
/// from, so the parts are even and the same on every machine.
public struct BuildShard: Sendable, Equatable, CustomStringConvertible {
    public let index: Int
    public let count: Int

    /// What a shard did with the outputs it met.
    public struct Tally: Sendable, Equatable {
        /// Made here (and offered to the shared cache).
        public var made = 0
        /// This shard's, but the shared cache had them.
        public var alreadyShared = 0
        /// Another shard's.
        public var leftToOthers = 0
    }

    /// `I/N` with 0 ≤ I < N ≤ 1024; nil otherwise.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.utf8.count <= 4 && $0.utf8.allSatisfy { (0x30...0x39).contains($0) } }),
              let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, count <= 1024, index < count else { return nil }
        self.index = index
        self.count = count
    }

    /// Whether the output under `key` (64 hex digits) is this shard's: its first 15 hex digits
    /// as a number, modulo the count.
    public func owns(_ key: String) -> Bool {
        let value = UInt64(key.prefix(15), radix: 16) ?? 0
        return Int(value % UInt64(count)) == index
    }

    public var description: String { "\(index)/\(count)" }
}
