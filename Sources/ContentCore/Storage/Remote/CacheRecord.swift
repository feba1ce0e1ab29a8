import Crypto
import Foundation

/// What an action made, as a signed blob in the content store: the action's key and its
/// output's digest and size, then (when the writer has a signing key) an Ed25519 signature of
/// the lines above it. The action entry (`ActionEntry`) only points at this blob: servers may
/// re-encode entries, never blobs, whose names are their hashes. Binding the action's key into
/// the signed text keeps a genuine record from being replayed under another key.
///
///     content-toolchain cache record 1
///     action <64 hex digits>
///     output <64 hex digits> <size>
///     signature <base64 of 64 bytes>
public struct CacheRecord: Equatable, Sendable {
    public var action: String
    public var outputHash: String
    public var outputSize: Int
    public var signature: [UInt8]?

    public init(action: String, outputHash: String, outputSize: Int, signature: [UInt8]? = nil) {
        self.action = action
        self.outputHash = outputHash
        self.outputSize = outputSize
        self.signature = signature
    }

    static let header = "content-toolchain cache record 1"
    public static let maximumBytes = 1024

    /// The signed part: every line but the signature.
    var signedText: String { "\(Self.header)\naction \(action)\noutput \(outputHash) \(outputSize)\n" }

    /// The record signed with `key` (when there is one).
    public func signed(with key: Curve25519.Signing.PrivateKey?) -> CacheRecord {
        var record = self
        record.signature = try? key.map { Array(try $0.signature(for: Data(signedText.utf8))) }
        return record
    }

    /// Whether the signature is `key`'s over the record.
    public func isSigned(by key: Curve25519.Signing.PublicKey) -> Bool {
        guard let signature, signature.count == 64 else { return false }
        return key.isValidSignature(Data(signature), for: Data(signedText.utf8))
    }

    public var encoded: [UInt8] {
        Array((signedText + (signature.map { "signature \(Data($0).base64EncodedString())\n" } ?? "")).utf8)
    }

    /// Reads a record; nil when the bytes are not exactly one (every line checked).
    public init?(decoding bytes: [UInt8]) {
        guard bytes.count <= Self.maximumBytes, let text = String(validating: bytes, as: UTF8.self), text.hasSuffix("\n") else { return nil }
        let lines = text.dropLast().split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count == 3 || lines.count == 4, lines[0] == Self.header else { return nil }
        let action = lines[1].split(separator: " ", omittingEmptySubsequences: false)
        let output = lines[2].split(separator: " ", omittingEmptySubsequences: false)
        guard action.count == 2, action[0] == "action", RemoteCache.isDigest(String(action[1])),
              output.count == 3, output[0] == "output", RemoteCache.isDigest(String(output[1])),
              output[2].utf8.count <= 15, output[2].utf8.allSatisfy({ (0x30...0x39).contains($0) }), let size = Int(output[2]) else { return nil }
        self.action = String(action[1])
        outputHash = String(output[1])
        outputSize = size
        if lines.count == 4 {
            guard lines[3].hasPrefix("signature "), let signature = Data(base64Encoded: String(lines[3].dropFirst("signature ".count))),
                  signature.count == 64 else { return nil }
            self.signature = Array(signature)
        }
        // why: the encoding is canonical; any other spelling of the same record is not one
        guard encoded == bytes else { return nil }
    }
}
