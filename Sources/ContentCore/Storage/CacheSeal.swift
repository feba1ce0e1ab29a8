import Crypto
import Foundation

/// An HMAC-SHA256 key for sealing cache files: `seal` appends the code, `open` checks it.
package struct CacheSeal: Sendable {
    let key: [UInt8]

    package init(key: [UInt8]) {
        self.key = key
    }

    static let codeSize = 32

    /// The bytes with their code after them.
    func seal(_ bytes: [UInt8]) -> [UInt8] { bytes + code(bytes[...]) }

    /// The code of `bytes` (`size` bytes of it).
    package func code(_ bytes: ArraySlice<UInt8>, size: Int = codeSize) -> [UInt8] {
        Array(Array(HMAC<SHA256>.authenticationCode(for: bytes, using: SymmetricKey(data: key))).prefix(size))
    }

    /// The bytes before the code, when the code is theirs (compared in constant time).
    func open(_ sealed: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
        guard sealed.count >= Self.codeSize else { return nil }
        let end = sealed.endIndex - Self.codeSize
        return Self.equal(code(sealed[..<end]), sealed[end...]) ? sealed[..<end] : nil
    }

    /// Whether two codes are equal, in time that does not depend on where they differ.
    package static func equal(_ a: [UInt8], _ b: ArraySlice<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        var difference: UInt8 = 0
        for (x, y) in zip(a, b) { difference |= x ^ y }
        return difference == 0
    }
}
