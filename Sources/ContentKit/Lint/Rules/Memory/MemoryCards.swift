import ContentArt
import Foundation

/// What the memory rules read of a set's cards: each card drawn small (64 pixels), hashed and
/// measured once per lint run, whichever rule asks first.
struct MemoryCard: Sendable {
    let path: String
    let node: JSONNode
    /// The card, or why it cannot be drawn.
    let picture: Result<CardPicture, ArtIssue>
    let hash: UInt64?

    static let side = 64

    /// The set's PNG and SVG cards that exist in the pack (the asset rules report the others).
    static func cards(of file: ContentFile, _ context: LintContext) -> [MemoryCard] {
        (file.root?["cards"]?.array ?? []).compactMap { node in
            guard let reference = node.string, AssetReference.hasAllowedExtension(reference),
                  let path = AssetReference.resolve(reference, from: file.folder),
                  let bytes = try? context.fileSystem.read(path, maxBytes: 16 << 20) else { return nil }
            return cache.card(path: path, bytes: bytes, node: node)
        }
    }

    private static let cache = Cache()

    /// Cards by path and content, so three rules draw each card once.
    private final class Cache: @unchecked Sendable {
        private var entries: [String: (picture: Result<CardPicture, ArtIssue>, hash: UInt64?)] = [:]
        private let lock = NSLock()

        func card(path: String, bytes: [UInt8], node: JSONNode) -> MemoryCard {
            var hasher = Hasher()
            hasher.combine(bytes)
            let key = "\(path)\u{0}\(hasher.finalize())"
            lock.lock()
            let known = entries[key]
            lock.unlock()
            if let known { return MemoryCard(path: path, node: node, picture: known.picture, hash: known.hash) }
            let picture = CardPicture.load(bytes, path: path, side: MemoryCard.side)
            let hash = (try? picture.get()).map { PerceptualHash.hash($0.card(side: MemoryCard.side)) }
            lock.lock()
            entries[key] = (picture, hash)
            lock.unlock()
            return MemoryCard(path: path, node: node, picture: picture, hash: hash)
        }
    }
}
