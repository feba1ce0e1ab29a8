/// An element of an XML document as the SVG reader needs it: local name, the attributes that
/// matter (no namespace, `xlink:` or `xml:`; editor namespaces dropped), its line, children and
/// text.
struct XMLElement: Sendable {
    let name: String
    /// True when the element is in the SVG namespace.
    let isSVG: Bool
    let attributes: [String: String]
    let line: Int
    var children: [XMLElement]
    /// The element's own text and CDATA (for `<style>`).
    let text: String
}

/// The limits that keep a hostile document from costing more than a normal one.
public struct SVGLimits: Sendable {
    public var fileBytes = 8 * 1024 * 1024
    public var elements = 100_000
    public var depth = 128
    /// Characters of attribute values and text, after entity expansion.
    public var expandedCharacters = 16 * 1024 * 1024
    public var entityCharacters = 1_024
    public var pathSegments = 1_000_000
    /// A drawing's own width and height (attributes or viewBox), in pixels.
    public var drawingSide = 1_000_000.0
    /// Pixels on either side of a rendering.
    public var renderSide = 16_384
    /// Pixels of a rendering in all: the canvas takes 16 bytes a pixel (and up to two more for
    /// translucent groups), so 16 megapixels stay under about 1 GiB.
    public var renderPixels = 4096 * 4096
    /// Elements drawn clipped or blurred: each such effect paints its content on a canvas of
    /// its own, so a drawing clipping or blurring every element costs a canvas per element;
    /// past this they are drawn without the effect, with a warning.
    public var effects = 64

    public init() {}
}

/// A problem found reading or drawing a picture, as a value: the caller turns it into its own
/// diagnostic with the file name.
public struct ArtIssue: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Sendable { case error, warning }

    public let severity: Severity
    public let message: String
    /// 1-based line, when known.
    public let line: Int?

    public init(_ severity: Severity, _ message: String, line: Int? = nil) {
        self.severity = severity
        self.message = message
        self.line = line
    }

    public var description: String { "\(line.map { "line \($0): " } ?? "")\(severity.rawValue): \(message)" }
}
