import ArgumentParser
import ContentCheck
import ContentCore
import Crypto
import Foundation

/// The shared-cache options both command lines take, and the machine's settings from the
/// environment: `CONTENT_CACHE_TOKEN` (the write token: `user:password` or a bearer token;
/// without it the cache is only read), `CONTENT_CACHE_SIGNING_KEY` (an Ed25519 private key,
/// base64 or a file from `content-build keygen`, that signs what this machine uploads) and
/// `CONTENT_CACHE_PUBLIC_KEY` (the key entries must be signed by).
public struct RemoteCacheOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Share outputs through this cache: http:// or https:// (the HTTP cache protocol of Bazel: nginx or Apache with WebDAV, bazel-remote) or file:/// (a shared folder). Uploads only with CONTENT_CACHE_TOKEN set (see Docs/Scale.md).", valueName: "url"))
    public var remoteCache: String?

    @Option(help: ArgumentHelp("Use only entries signed by this Ed25519 public key (base64, or the .pub file of content-build keygen); default: CONTENT_CACHE_PUBLIC_KEY, or the configuration's remoteCache.publicKey.", valueName: "key"))
    public var remoteCachePublicKey: String?

    @Option(help: ArgumentHelp("Seconds (whole, 1 to 600) to wait for the cache between bytes before building locally (ten times this for a whole transfer).", valueName: "seconds"))
    public var remoteCacheTimeout: Double = 5

    public init() {}

    public func validate() throws {
        if let remoteCache, !RemoteCacheSetting.isUsable(remoteCache) {
            throw ValidationError("--remote-cache takes an http://, https:// or file:/// URL (an absolute folder), not \(remoteCache)")
        }
        guard remoteCacheTimeout.isFinite, remoteCacheTimeout >= 1, remoteCacheTimeout <= 600 else {
            throw ValidationError("--remote-cache-timeout is between 1 and 600 seconds")
        }
    }

    /// The shared cache to use: the command line's URL (which may write, given the token), else
    /// the configuration's (read only); nil when neither names one.
    /// - Throws: `CommandFailure` when a key is given but is not one (a mistyped key must not
    ///   turn the signature check off).
    public func open(configured: RemoteCacheSetting?, environment: [String: String] = ProcessInfo.processInfo.environment) throws -> RemoteCache? {
        guard let url = remoteCache ?? configured?.url else { return nil }
        let fromCommandLine = remoteCache != nil
        let token = environment["CONTENT_CACHE_TOKEN"].flatMap { $0.isEmpty ? nil : $0 }
        // why: a URL a file of the pack chose never receives the token (a pull request could point it anywhere)
        let writes = fromCommandLine && token != nil
        let publicText = remoteCachePublicKey ?? environment["CONTENT_CACHE_PUBLIC_KEY"] ?? configured?.publicKey
        let verifyingKey = try publicText.map { text -> Curve25519.Signing.PublicKey in
            guard let raw = Data(base64Encoded: keyText(text).trimmingCharacters(in: .whitespacesAndNewlines)),
                  let key = try? Curve25519.Signing.PublicKey(rawRepresentation: raw) else {
                throw CommandFailure(message: "the remote cache's public key is not a base64 Ed25519 public key (the .pub file of content-build keygen)")
            }
            return key
        }
        let signingKey = try environment["CONTENT_CACHE_SIGNING_KEY"].map { text -> Curve25519.Signing.PrivateKey in
            guard let raw = Data(base64Encoded: keyText(text).trimmingCharacters(in: .whitespacesAndNewlines)),
                  let key = try? Curve25519.Signing.PrivateKey(rawRepresentation: raw) else {
                throw CommandFailure(message: "CONTENT_CACHE_SIGNING_KEY is not a base64 Ed25519 private key (a file of content-build keygen, or its text)")
            }
            return key
        }
        let store: any RemoteStore
        if url.hasPrefix("file://") {
            store = FolderRemoteStore(path: String(url.dropFirst("file://".count)))
        } else {
            if writes, url.hasPrefix("http://"), !Self.isLoopback(url) {
                FileHandle.standardError.write(Data("warning: CONTENT_CACHE_TOKEN goes to \(url) unencrypted; use https://\n".utf8))
            }
            store = HTTPRemoteStore(base: url, token: fromCommandLine ? token : nil, timeout: remoteCacheTimeout)
        }
        return RemoteCache(.init(store: store, writes: writes, verifyingKey: verifyingKey, signingKey: signingKey,
                                 toolchain: ToolchainVersion.contentIdentity))
    }

    static func isLoopback(_ url: String) -> Bool {
        guard let host = URLComponents(string: url)?.host else { return false }
        return host == "localhost" || host == "::1" || host.hasPrefix("127.")
    }
}

/// A key given as a file path (a file of `content-build keygen`) or as the base64 text itself:
/// `--sign`, `verify --key`, the remote cache's keys. A key is a line of base64; only the first
/// 4 KiB of a file are read.
public func keyText(_ argument: String) -> String {
    guard let data = FileManager.default.contents(atPath: argument) else { return argument }
    return String(decoding: data.prefix(4096), as: UTF8.self)
}
