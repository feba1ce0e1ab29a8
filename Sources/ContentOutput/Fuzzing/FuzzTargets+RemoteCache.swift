import ContentBundle
import ContentCore
import Crypto
import Foundation

/// The fuzz target of issue 34's surface: what a shared cache sends back. The bytes are read as
/// an action entry, a record and a whole build's index (each must read or be refused), then
/// stored as a genuine signed output, one stored object damaged where the bytes say, and
/// fetched: a fetch may miss, but it must never serve anything but the genuine output.
extension FuzzTargets {
    static let remoteCache: [String: @Sendable ([UInt8]) -> Void] = ["remote-cache": remoteEntry]


    static func remoteEntry(_ bytes: [UInt8]) {
        guard bytes.count >= 3 else { return }
        let mode = bytes[0]
        let position = Int(bytes[1]) << 8 | Int(bytes[2])
        let rest = Array(bytes.dropFirst(3))
        _ = ActionEntry(decoding: rest)
        _ = CacheRecord(decoding: rest)
        _ = BuiltPackEntry.read(index: rest)
        let signingKey = try! Curve25519.Signing.PrivateKey(rawRepresentation: [UInt8](repeating: 7, count: 32))
        let store = FuzzStore()
        let key = SHA256.hash(data: rest).hexString
        let writer = RemoteCache(.init(store: store, writes: true, signingKey: mode & 1 == 0 ? signingKey : nil, toolchain: "fuzz"))
        writer.store(key, rest)
        store.damage(object: Int(mode >> 1) & 3, at: position, how: mode >> 3)
        let reader = RemoteCache(.init(store: store, writes: false, verifyingKey: signingKey.publicKey, toolchain: "fuzz"))
        if let fetched = reader.fetch(key), fetched != rest { fatalError("a damaged shared entry was served as the output") }
        // the bytes as a whole build's index, stored genuinely: its chunks are missing or wrong
        if mode & 0x80 != 0 { _ = BuiltPackEntry.fetch(key, from: RemoteCache(.init(store: store, writes: false, toolchain: "fuzz")), jobs: 1) }
    }
}

/// A store in memory that the fuzzer damages.
private final class FuzzStore: RemoteStore, @unchecked Sendable {
    private let lock = NSLock()
    private var objects: [String: [UInt8]] = [:]

    var display: String { "memory://fuzz" }

    func get(_ path: String, maxBytes: Int) -> RemoteAnswer {
        lock.withLock {
            guard let bytes = objects[path] else { return .missing }
            return bytes.count > maxBytes ? .failed(RemoteFailure(.oversized, "too long")) : .found(bytes)
        }
    }

    func exists(_ path: String) -> Result<Bool, RemoteFailure> { .success(lock.withLock { objects[path] != nil }) }

    func put(_ path: String, _ bytes: [UInt8]) -> Result<Void, RemoteFailure> {
        lock.withLock { objects[path] = bytes }
        return .success(())
    }

    /// Flips a bit, cuts the object short, lengthens it, or swaps it with another.
    func damage(object index: Int, at position: Int, how: UInt8) {
        lock.withLock {
            let names = objects.keys.sorted()
            guard !names.isEmpty else { return }
            let name = names[index % names.count]
            var bytes = objects[name]!
            switch how % 4 {
            case 0: if !bytes.isEmpty { bytes[position % bytes.count] ^= UInt8(1 << (position % 8)) }
            case 1: bytes = Array(bytes.prefix(position % (bytes.count + 1)))
            case 2: bytes += [UInt8(truncatingIfNeeded: position)]
            default: bytes = objects[names[(index + 1) % names.count]]!
            }
            objects[name] = bytes
        }
    }
}
