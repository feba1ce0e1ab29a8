import Foundation
import ContentCore

/// Drawings for the memory rules' examples.
extension Examples {
    /// A blue triangle drawing on a square canvas of `size`.
    static func triangleSVG(size: Int) -> String {
        let s = Double(size)
        return "<svg xmlns='http://www.w3.org/2000/svg' width='\(size)' height='\(size)'><path d='M\(s / 2) \(s * 0.1) L\(s * 0.9) \(s * 0.9) L\(s * 0.1) \(s * 0.9) Z' fill='#2255cc'/></svg>"
    }

    /// A brown boot facing right (or left, mirrored), with `margin` units of empty canvas around it.
    static func bootSVG(mirrored: Bool = false, margin: Int = 0) -> String {
        let flip = mirrored ? "matrix(-1 0 0 1 100 0)" : "matrix(1 0 0 1 0 0)"
        return "<svg xmlns='http://www.w3.org/2000/svg' width='\(100 + 2 * margin)' height='\(100 + 2 * margin)' viewBox='\(-margin) \(-margin) \(100 + 2 * margin) \(100 + 2 * margin)'><g transform='\(flip)'><path d='M20 5 H50 V60 L90 70 V95 H20 Z' fill='#8b5a2b'/><rect x='20' y='85' width='70' height='10' fill='#222'/></g></svg>"
    }

    /// A playing card with `pips` red hearts (drawn as discs) in the usual places.
    static func playingCardSVG(pips: Int) -> String {
        let places: [[(Int, Int)]] = [[(30, 42)], [(30, 20), (30, 64)], [(30, 20), (30, 42), (30, 64)],
            [(18, 20), (42, 20), (18, 64), (42, 64)], [(18, 20), (42, 20), (30, 42), (18, 64), (42, 64)],
            [(18, 20), (42, 20), (18, 42), (42, 42), (18, 64), (42, 64)],
            [(18, 20), (42, 20), (30, 31), (18, 42), (42, 42), (18, 64), (42, 64)]]
        let discs = places[max(0, min(places.count - 1, pips - 1))].map { "<circle cx='\($0.0)' cy='\($0.1)' r='6' fill='#cc1122'/>" }.joined()
        return "<svg xmlns='http://www.w3.org/2000/svg' width='60' height='84'><rect x='1' y='1' width='58' height='82' rx='5' fill='white' stroke='#333' stroke-width='1.5'/>\(discs)</svg>"
    }

    /// An apple: a round body of colour `body` with a stem, and a green leaf or a white shine.
    static func appleSVG(body: String, leaf: Bool) -> String {
        let detail = leaf ? "<path d='M52 22 C62 8 78 8 84 14 C74 22 62 24 52 22 Z' fill='#3a9a2a'/>"
                          : "<ellipse cx='34' cy='44' rx='7' ry='11' fill='#f4d0d0'/>"
        let shape = leaf ? "<circle cx='50' cy='58' r='38' fill='\(body)'/>" : "<ellipse cx='50' cy='57' rx='40' ry='37' fill='\(body)'/>"
        return "<svg xmlns='http://www.w3.org/2000/svg' width='100' height='100'>\(shape)<rect x='47' y='8' width='5' height='16' fill='#6b4423'/>\(detail)</svg>"
    }

    /// A spirograph rosette: the star polygon joining `points` points on a circle, every
    /// `step`th, in thin light grey lines around the empty disc they leave (as openclipart's
    /// spirograph stars are drawn).
    static func rosetteSVG(points: Int, step: Int) -> String {
        let corners = (0..<points).map { index -> String in
            let angle = 2 * Double.pi * Double(index * step % points) / Double(points)
            return String(format: "%.2f %.2f", 50 + 45 * sin(angle), 50 - 45 * cos(angle))
        }
        return "<svg xmlns='http://www.w3.org/2000/svg' width='100' height='100'><path d='M\(corners.joined(separator: " L"))Z' fill='none' stroke='#888' stroke-width='0.3'/></svg>"
    }
}
