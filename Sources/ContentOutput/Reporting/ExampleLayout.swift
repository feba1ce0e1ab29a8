import ContentCore
import ContentKinds
import ContentCheck

/// A rule example laid out for reading: JSON on lines longer than a page is wide is reflowed,
/// token by token, so nothing but whitespace between tokens changes.
///
/// Keys, strings, numbers and literals are copied byte for byte from the example (escapes and
/// number spellings kept), and every `↓` stays before the token it stood before, or inside the
/// token it stood in, so the finding marker still points at the same place. A container that fits
/// the width stays on one line; one that does not gets one member per line, and an array of
/// plain values fills its lines. Text that is not strict, clean JSON is shown as written.
enum ExampleLayout {
    /// The widest line shown as written, in characters.
    // why: a page's code block shows about 100 characters before it scrolls
    static let width = 100

    static func readable(_ text: String, width: Int = width) -> String {
        guard text.split(separator: "\n", omittingEmptySubsequences: false).contains(where: { $0.count > width }),
              !text.unicodeScalars.contains("\u{FEFF}") else { return text }
        let (bytes, markers) = unmark(text)
        let outcome = JSONParser.parse(bytes, file: "example.json")
        guard let root = outcome.root, outcome.diagnostics.isEmpty else { return text }
        var reader = TokenReader(bytes: bytes, markers: markers)
        let piece = reader.piece(root)
        guard reader.pending == markers.count else { return text }
        return piece.rendered(indent: 0, lead: 0, width: width)
    }

    /// The bytes without their `↓` markers, and the offsets the markers stood at.
    static func unmark(_ text: String) -> ([UInt8], [Int]) {
        let marker = Array("↓".utf8)
        let source = Array(text.utf8)
        var bytes: [UInt8] = []
        var offsets: [Int] = []
        var index = 0
        while index < source.count {
            if source[index] == marker[0], index + marker.count <= source.count, Array(source[index..<index + marker.count]) == marker {
                offsets.append(bytes.count)
                index += marker.count
            } else {
                bytes.append(source[index])
                index += 1
            }
        }
        return (bytes, offsets)
    }

    /// A value as laid out: a token, or a container of members (a key for each in an object).
    indirect enum Piece {
        case token(String)
        case container(open: String, members: [(key: String?, value: Piece)], close: String)

        /// The piece on one line.
        var flat: String {
            switch self {
            case .token(let text): return text
            case .container(let open, let members, let close):
                return open + members.map { ($0.key.map { $0 + ": " } ?? "") + $0.value.flat }.joined(separator: ", ") + close
            }
        }

        var isToken: Bool {
            if case .token = self { return true }
            return false
        }

        /// The piece starting `lead` characters into a line indented by `indent` spaces.
        func rendered(indent: Int, lead: Int, width: Int) -> String {
            let flat = self.flat
            guard case .container(let open, let members, let close) = self, lead + flat.count > width, !members.isEmpty else { return flat }
            let pad = String(repeating: " ", count: indent)
            let inner = pad + "  "
            if members.allSatisfy({ $0.key == nil && $0.value.isToken }) {
                var lines: [String] = []
                var line = ""
                for (index, member) in members.enumerated() {
                    let text = member.value.flat + (index == members.count - 1 ? "" : ",")
                    if !line.isEmpty, inner.count + line.count + 1 + text.count > width {
                        lines.append(line)
                        line = text
                    } else {
                        line += (line.isEmpty ? "" : " ") + text
                    }
                }
                lines.append(line)
                return open + "\n" + lines.map { inner + $0 }.joined(separator: "\n") + "\n" + pad + close
            }
            let body = members.enumerated().map { index, member -> String in
                let key = member.key.map { $0 + ": " } ?? ""
                let comma = index == members.count - 1 ? "" : ","
                return inner + key + member.value.rendered(indent: indent + 2, lead: inner.count + key.count + comma.count, width: width) + comma
            }
            return open + "\n" + body.joined(separator: "\n") + "\n" + pad + close
        }
    }

    /// Reads the tokens of a parsed example in source order, putting each marker back.
    struct TokenReader {
        let bytes: [UInt8]
        let markers: [Int]
        /// How many markers have been put back.
        private(set) var pending = 0

        init(bytes: [UInt8], markers: [Int]) {
            self.bytes = bytes
            self.markers = markers
        }

        mutating func piece(_ node: JSONNode) -> Piece {
            let first = node.range.lowerBound
            let last = node.range.upperBound - 1
            switch node.value {
            case .object(let object):
                let open = token(first..<first + 1)
                let members = object.members.map { member -> (key: String?, value: Piece) in
                    let key = token(member.keyRange)
                    return (key, piece(member.value))
                }
                return .container(open: open, members: members, close: token(last..<last + 1))
            case .array(let elements):
                let open = token(first..<first + 1)
                let members = elements.map { element -> (key: String?, value: Piece) in (nil, piece(element)) }
                return .container(open: open, members: members, close: token(last..<last + 1))
            default:
                return .token(token(node.range))
            }
        }

        /// The bytes of a token as written, with the markers that stood before it (since the
        /// previous token) or inside it.
        private mutating func token(_ range: Range<Int>) -> String {
            var out: [UInt8] = []
            let marker = Array("↓".utf8)
            var offset = range.lowerBound
            while pending < markers.count, markers[pending] <= range.lowerBound {
                out += marker
                pending += 1
            }
            while offset < range.upperBound {
                out.append(bytes[offset])
                offset += 1
                while pending < markers.count, markers[pending] == offset, offset < range.upperBound {
                    out += marker
                    pending += 1
                }
            }
            return String(decoding: out, as: UTF8.self)
        }
    }
}
