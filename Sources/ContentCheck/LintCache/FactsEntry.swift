import ContentBundle
import Crypto
import Foundation
import ContentCore
import ContentKinds

/// One content file's facts in the facts file, with the digests the index must name for them.
struct FactsEntry: Sendable {
    let path: String
    let digests: [UInt8]
    let facts: [UInt8]

    /// A length-prefixed record and its code (a truncated HMAC), so a damaged tail, or a record
    /// someone else wrote, is found.
    func write(to out: inout CacheWriter, seal: CacheSeal) {
        var record = CacheWriter()
        record.string(path)
        record.raw(digests)
        record.raw(facts)
        out.raw(record.bytes)
        out.raw(seal.code(record.bytes[...], size: LintCacheStore.recordCodeSize))
    }
}
