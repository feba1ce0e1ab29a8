import ContentCore

/// The shared cache a pack's configuration names: `"remoteCache": {"url":
/// "https://cache.example.com/packs", "publicKey": "<base64>"}`. A cache named here is only
/// read: the write token is sent to a URL given on the command line, never to one a file of
/// the pack chose (a pull request could point it anywhere).
public struct RemoteCacheSetting: Sendable, Equatable {
    public var url: String
    public var publicKey: String?

    public init(url: String, publicKey: String? = nil) {
        self.url = url
        self.publicKey = publicKey
    }

    /// Whether `url` is one the tools can use: `http://`, `https://` or `file:///` (an absolute folder).
    public static func isUsable(_ url: String) -> Bool {
        (url.hasPrefix("http://") || url.hasPrefix("https://") || url.hasPrefix("file:///")) && url.utf8.count <= 2048
            && !url.utf8.contains(where: { $0 < 0x21 || $0 == 0x7F })
    }

    static func parse(_ node: JSONNode, problem: (String, Range<Int>) -> Void) -> RemoteCacheSetting? {
        guard let object = node.object else {
            problem("\"remoteCache\" is an object: {\"url\": \"https://…\", \"publicKey\": \"…\"}", node.range)
            return nil
        }
        for member in object.members where member.key != "url" && member.key != "publicKey" {
            if ["token", "password", "writeToken"].contains(member.key) {
                problem("the write token never goes in a file of the pack: set CONTENT_CACHE_TOKEN on the machines that write", member.keyRange)
            } else {
                problem("unknown member \"\(member.key)\" of \"remoteCache\" (url, publicKey)", member.keyRange)
            }
            return nil
        }
        guard let url = object["url"]?.string, isUsable(url) else {
            problem("\"remoteCache\" needs a \"url\": http://, https:// or file:/// followed by an absolute folder", (object["url"] ?? node).range)
            return nil
        }
        if let key = object["publicKey"], key.string == nil {
            problem("\"publicKey\" is the base64 Ed25519 public key (the .pub file of content-build keygen)", key.range)
            return nil
        }
        return RemoteCacheSetting(url: url, publicKey: object["publicKey"]?.string)
    }
}
