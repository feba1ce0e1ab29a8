/// SVG path data (`d`): every command, absolute and relative, implicit repeats, smooth curves
/// and arcs. As SVG asks, a syntax error ends the path there: what came before is drawn and
/// the error reported.
enum SVGPathData {
    struct Parsed {
        var path: Path
        var error: String?
        var segments: Int
    }

    static func parse(_ text: String, segmentLimit: Int) -> Parsed {
        var scanner = SVGNumberScanner(text)
        var elements: [Path.Element] = []
        var current = Point.zero
        var start = Point.zero
        var lastControl: Point?
        var lastCommand: UInt8 = 0
        var segments = 0
        var error: String?
        var command: UInt8 = 0
        scanner.skipSpaces()
        parsing: while !scanner.isAtEnd {
            guard segments <= segmentLimit else {
                error = "more than \(segmentLimit) path segments"
                break
            }
            if let byte = scanner.peek, (byte | 0x20) >= UInt8(ascii: "a"), (byte | 0x20) <= UInt8(ascii: "z"), byte != UInt8(ascii: "e"), byte != UInt8(ascii: "E") {
                command = byte
                scanner.advance()
                scanner.skipSpaces()
            } else if command == 0 {
                error = "path data must start with a move command (M or m)"
                break
            } else if !scanner.atNumber() {
                error = "unexpected character in path data at offset \(scanner.offset)"
                break
            } else if command == UInt8(ascii: "M") {
                command = UInt8(ascii: "L")  // implicit lineto after a moveto
            } else if command == UInt8(ascii: "m") {
                command = UInt8(ascii: "l")
            } else if command | 0x20 == UInt8(ascii: "z") {
                error = "numbers after a close command"
                break
            }
            if elements.isEmpty, command | 0x20 != UInt8(ascii: "m") {
                error = "path data must start with a move command (M or m)"
                break
            }
            let relative = command >= UInt8(ascii: "a")
            let base = relative ? current : .zero
            func point() -> Point? {
                guard let x = scanner.number(), let y = scanner.number() else { return nil }
                return Point(base.x + x, base.y + y)
            }
            func missing() { error = "command \(Character(Unicode.Scalar(command))) is missing numbers" }
            switch command | 0x20 {
            case UInt8(ascii: "m"):
                guard let p = point() else { missing(); break parsing }
                elements.append(.move(p))
                current = p
                start = p
                lastControl = nil
            case UInt8(ascii: "l"):
                guard let p = point() else { missing(); break parsing }
                elements.append(.line(p))
                current = p
                lastControl = nil
                segments += 1
            case UInt8(ascii: "h"):
                guard let x = scanner.number() else { missing(); break parsing }
                current = Point(relative ? current.x + x : x, current.y)
                elements.append(.line(current))
                lastControl = nil
                segments += 1
            case UInt8(ascii: "v"):
                guard let y = scanner.number() else { missing(); break parsing }
                current = Point(current.x, relative ? current.y + y : y)
                elements.append(.line(current))
                lastControl = nil
                segments += 1
            case UInt8(ascii: "c"):
                guard let p1 = point(), let p2 = point(), let p3 = point() else { missing(); break parsing }
                elements.append(.cubic(p1, p2, p3))
                lastControl = p2
                current = p3
                segments += 1
            case UInt8(ascii: "s"):
                guard let p2 = point(), let p3 = point() else { missing(); break parsing }
                let smooth = lastCommand | 0x20 == UInt8(ascii: "c") || lastCommand | 0x20 == UInt8(ascii: "s")
                let p1 = smooth ? current * 2 - (lastControl ?? current) : current
                elements.append(.cubic(p1, p2, p3))
                lastControl = p2
                current = p3
                segments += 1
            case UInt8(ascii: "q"):
                guard let p1 = point(), let p2 = point() else { missing(); break parsing }
                elements.append(.quad(p1, p2))
                lastControl = p1
                current = p2
                segments += 1
            case UInt8(ascii: "t"):
                guard let p2 = point() else { missing(); break parsing }
                let smooth = lastCommand | 0x20 == UInt8(ascii: "q") || lastCommand | 0x20 == UInt8(ascii: "t")
                let p1 = smooth ? current * 2 - (lastControl ?? current) : current
                elements.append(.quad(p1, p2))
                lastControl = p1
                current = p2
                segments += 1
            case UInt8(ascii: "a"):
                guard let rx = scanner.number(), let ry = scanner.number(), let rotation = scanner.number(),
                      let large = scanner.flag(), let sweep = scanner.flag(), let end = point() else { missing(); break parsing }
                for (p1, p2, p3) in Arc.cubics(from: current, to: end, rx: rx, ry: ry, rotation: rotation, largeArc: large, sweep: sweep) {
                    elements.append(.cubic(p1, p2, p3))
                    segments += 1
                }
                current = end
                lastControl = nil
            case UInt8(ascii: "z"):
                elements.append(.close)
                current = start
                lastControl = nil
                scanner.skipSpaces()
            default:
                error = "unknown path command \(Character(Unicode.Scalar(command)))"
                break parsing
            }
            lastCommand = command
        }
        return Parsed(path: Path(elements) ?? .empty, error: error, segments: segments)
    }
}
