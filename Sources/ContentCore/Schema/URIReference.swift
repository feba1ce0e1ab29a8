import Foundation

/// Just enough RFC 3986 to resolve `$id` and `$ref` values against a base URI:
/// absolute URIs (http, https, file, urn), network-path, absolute-path and relative-path
/// references, fragments, and dot segments.
enum URIReference {
    /// `reference` resolved against `base`.
    static func resolve(_ reference: String, against base: String) -> String {
        if hasScheme(reference) { return removeDotSegmentsInPath(reference) }
        let (baseNoFragment, _) = splitFragment(base)
        if reference.isEmpty { return baseNoFragment }
        if reference.hasPrefix("#") { return baseNoFragment + reference }
        guard let schemeEnd = baseNoFragment.firstIndex(of: ":") else { return reference }
        let scheme = baseNoFragment[..<schemeEnd]
        let afterScheme = baseNoFragment[baseNoFragment.index(after: schemeEnd)...]
        if reference.hasPrefix("//") { return removeDotSegmentsInPath(scheme + ":" + reference) }
        var authority = ""
        var path = String(afterScheme)
        if afterScheme.hasPrefix("//") {
            let rest = afterScheme.dropFirst(2)
            let slash = rest.firstIndex(of: "/") ?? rest.endIndex
            authority = "//" + rest[..<slash]
            path = String(rest[slash...])
        }
        if let query = path.firstIndex(of: "?") { path = String(path[..<query]) }
        let merged: String
        if reference.hasPrefix("/") {
            merged = reference
        } else if let lastSlash = path.lastIndex(of: "/") {
            merged = path[...lastSlash] + reference
        } else {
            merged = authority.isEmpty ? reference : "/" + reference
        }
        return scheme + ":" + authority + removeDotSegments(merged)
    }

    /// The URI before `#` and the fragment after it (without `#`), percent-decoded.
    static func splitFragment(_ uri: String) -> (String, String?) {
        guard let hash = uri.firstIndex(of: "#") else { return (uri, nil) }
        return (String(uri[..<hash]), percentDecode(String(uri[uri.index(after: hash)...])))
    }

    static func hasScheme(_ text: String) -> Bool {
        guard let colon = text.firstIndex(of: ":"), colon != text.startIndex else { return false }
        let scheme = text[..<colon]
        guard let first = scheme.first, first.isASCII, first.isLetter else { return false }
        return scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == ".") }
    }

    private static func removeDotSegmentsInPath(_ uri: String) -> String {
        guard let range = uri.range(of: "://") else { return uri }
        let afterAuthority = uri[range.upperBound...]
        guard let slash = afterAuthority.firstIndex(of: "/") else { return uri }
        let (path, fragment) = splitRaw(String(uri[slash...]))
        return String(uri[..<slash]) + removeDotSegments(path) + (fragment.map { "#" + $0 } ?? "")
    }

    private static func splitRaw(_ text: String) -> (String, String?) {
        guard let hash = text.firstIndex(of: "#") else { return (text, nil) }
        return (String(text[..<hash]), String(text[text.index(after: hash)...]))
    }

    private static func removeDotSegments(_ path: String) -> String {
        let (pathOnly, fragment) = splitRaw(path)
        var output: [Substring] = []
        let segments = pathOnly.split(separator: "/", omittingEmptySubsequences: false)
        for segment in segments {
            if segment == "." { continue }
            if segment == ".." {
                if output.count > 1 { output.removeLast() }
                continue
            }
            output.append(segment)
        }
        var result = output.joined(separator: "/")
        if let last = segments.last, last == "." || last == "..", !result.hasSuffix("/") { result += "/" }
        return result + (fragment.map { "#" + $0 } ?? "")
    }

    static func percentDecode(_ text: String) -> String {
        guard text.contains("%") else { return text }
        var bytes: [UInt8] = []
        var utf8 = Array(text.utf8)[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "%"), utf8.count >= 2,
               let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16) {
                bytes.append(value)
                utf8 = utf8.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
