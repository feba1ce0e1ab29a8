import ContentBundle
import ContentCommands
import ContentCore
import Crypto

/// A lint run's output as the shared cache keeps it: what it printed and whether it failed,
/// under the key of everything it read (`PackInputKey` of each pack, and the run's own options).
struct SharedLintOutcome {
    var output: String
    var summary: String?
    var failed: Bool

    static let magic = "content-lint outcome 1"

    var encoded: [UInt8] {
        var writer = CacheWriter()
        writer.string(Self.magic)
        writer.string(output)
        writer.bool(summary != nil)
        writer.string(summary ?? "")
        writer.bool(failed)
        return writer.bytes
    }

    init(output: String, summary: String?, failed: Bool) {
        self.output = output
        self.summary = summary
        self.failed = failed
    }

    init?(decoding bytes: [UInt8]) {
        var reader = CacheReader(bytes)
        guard reader.string() == Self.magic, let output = reader.string(), let hasSummary = reader.bool(), let summary = reader.string(),
              let failed = reader.bool(), reader.isAtEnd else { return nil }
        self.init(output: output, summary: hasSummary ? summary : nil, failed: failed)
    }

    /// The key of a run over `packs`; nil when an input cannot be read (no shared entry then).
    static func key(_ packs: [OpenedPack], pack: PackOptions, purpose: String?) -> String? {
        guard let purpose else { return nil }
        var parts = [purpose]
        for opened in packs {
            guard let key = PackInputKey.key(opened, pack: pack, purpose: "content-lint pack", jobs: 0) else { return nil }
            parts.append(key)
        }
        return digest(Array(parts.joined(separator: "\n").utf8))
    }

    static func digest(_ bytes: [UInt8]) -> String { SHA256.hash(data: bytes).hexString }
}
