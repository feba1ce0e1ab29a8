/// Which points a set of closed outlines fills: a value both the SVG reader (which reads it from
/// `fill-rule`) and the rasterizer (which fills by it) use, so it sits below both.
public enum FillRule: String, Sendable {
    case nonZero = "nonzero"
    case evenOdd = "evenodd"
}
