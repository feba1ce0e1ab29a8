import Foundation

/// A paint made ready for pixels: a 256-entry premultiplied colour ramp and the map from pixel
/// centres to a ramp position.
struct PaintSampler {
    private enum Kind {
        case solid(SIMD4<Float>)
        case linear(start: Point, direction: Point, inverse: AffineTransform)
        case radial(focus: Point, toCenter: Point, radius: Double, inverse: AffineTransform)
    }

    private let kind: Kind
    private let ramp: [SIMD4<Float>]
    private var spread = Paint.Spread.pad

    init(_ paint: Paint) {
        switch paint {
        case .solid(let color):
            kind = .solid(Self.premultiplied(color))
            ramp = []
        case .linear(let start, let end, let stops, let spread, let transform):
            self.spread = spread
            let direction = end - start
            let lengthSquared = direction.dot(direction)
            if let inverse = transform.inverted, lengthSquared > 0, lengthSquared.isFinite {
                kind = .linear(start: start, direction: direction * (1 / lengthSquared), inverse: inverse)
                ramp = Self.ramp(stops)
            } else {
                // why: SVG paints a zero-length gradient vector with its last stop
                kind = .solid(Self.premultiplied(stops.last?.color ?? .transparent))
                ramp = []
            }
        case .radial(let center, let radius, var focus, let stops, let spread, let transform):
            self.spread = spread
            if let inverse = transform.inverted, radius > 0, radius.isFinite {
                // why: SVG 1.1 moves a focus outside the circle onto its edge
                let offset = focus - center
                if offset.length > radius * 0.999 { focus = center + offset * (radius * 0.999 / offset.length) }
                kind = .radial(focus: focus, toCenter: center - focus, radius: radius, inverse: inverse)
                ramp = Self.ramp(stops)
            } else {
                kind = .solid(Self.premultiplied(stops.last?.color ?? .transparent))
                ramp = []
            }
        }
    }

    /// The premultiplied colour at the centre of pixel (x, y).
    func color(x: Int, y: Int) -> SIMD4<Float> {
        switch kind {
        case .solid(let color):
            return color
        case .linear(let start, let direction, let inverse):
            let p = inverse.apply(Point(Double(x) + 0.5, Double(y) + 0.5))
            return lookup((p - start).dot(direction))
        case .radial(let focus, let toCenter, let radius, let inverse):
            let p = inverse.apply(Point(Double(x) + 0.5, Double(y) + 0.5)) - focus
            // the largest t with |p − t·toCenter| = t·radius
            let a = toCenter.dot(toCenter) - radius * radius
            let b = p.dot(toCenter)
            let c = p.dot(p)
            let t: Double
            if abs(a) < 1e-12 {
                t = b != 0 ? c / (2 * b) : 0
            } else {
                let discriminant = max(0, b * b - a * c)
                let root = discriminant.squareRoot()
                t = max((b + root) / a, (b - root) / a)
            }
            return lookup(t)
        }
    }

    private func lookup(_ t: Double) -> SIMD4<Float> {
        guard t.isFinite else { return ramp[t > 0 ? 255 : 0] }
        var position = t
        switch spread {
        case .pad: position = min(1, max(0, t))
        case .repeat: position = t - t.rounded(.down)
        case .reflect:
            let period = t - 2 * (t / 2).rounded(.down)
            position = period > 1 ? 2 - period : period
        }
        return ramp[Int((min(1, max(0, position)) * 255).rounded())]
    }

    static func premultiplied(_ color: Color) -> SIMD4<Float> {
        let a = Float(min(1, max(0, color.a)))
        return SIMD4(Float(color.r) * a, Float(color.g) * a, Float(color.b) * a, a)
    }

    private static func ramp(_ stops: [GradientStop]) -> [SIMD4<Float>] {
        guard let first = stops.first else { return Array(repeating: .zero, count: 256) }
        return (0..<256).map { index in
            let t = Double(index) / 255
            guard t > first.offset else { return premultiplied(first.color) }
            for (left, right) in zip(stops, stops.dropFirst()) where t <= right.offset {
                let span = right.offset - left.offset
                let f = span > 0 ? (t - left.offset) / span : 1
                let a = left.color
                let b = right.color
                return premultiplied(Color(r: a.r + (b.r - a.r) * f, g: a.g + (b.g - a.g) * f, b: a.b + (b.b - a.b) * f, a: a.a + (b.a - a.a) * f))
            }
            return premultiplied(stops[stops.count - 1].color)
        }
    }
}
