import Foundation

/// An RFC 6901 JSON Pointer such as `/items/3/answer`.
public struct JSONPointer: Sendable, Hashable, CustomStringConvertible {
    public let tokens: [String]

    public init(tokens: [String] = []) { self.tokens = tokens }

    /// Parses `""`, `"/a/b~1c"`; nil when the text does not start with `/` and is not empty.
    public init?(_ text: String) {
        if text.isEmpty {
            tokens = []
            return
        }
        guard text.hasPrefix("/") else { return nil }
        tokens = text.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map {
            $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
        }
    }

    public func appending(_ token: String) -> JSONPointer { JSONPointer(tokens: tokens + [token]) }
    public func appending(_ index: Int) -> JSONPointer { appending(String(index)) }

    public var description: String {
        tokens.map { "/" + $0.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1") }.joined()
    }
}

extension JSONNode {
    /// The node the pointer names, or nil when a token does not match.
    public func resolve(_ pointer: JSONPointer) -> JSONNode? {
        var node = self
        for token in pointer.tokens {
            switch node.value {
            case .object(let object):
                guard let next = object[token] else { return nil }
                node = next
            case .array(let elements):
                // why: RFC 6901 array indexes are decimal without leading zeros.
                guard let index = Int(token), String(index) == token, elements.indices.contains(index) else { return nil }
                node = elements[index]
            default:
                return nil
            }
        }
        return node
    }
}

