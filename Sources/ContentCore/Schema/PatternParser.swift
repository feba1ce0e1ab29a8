/// A set of scalars: ranges and Unicode general categories (`\p{Letter}`), optionally negated.
struct ScalarSet: Sendable {
    var ranges: [ClosedRange<UInt32>]
    var negated: Bool
    /// General categories the set holds besides its ranges.
    var categories: [Unicode.GeneralCategory] = []

    init(ranges: [ClosedRange<UInt32>], negated: Bool, categories: [Unicode.GeneralCategory] = []) {
        self.ranges = ranges
        self.negated = negated
        self.categories = categories
    }

    func contains(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        var found = false
        for range in ranges where range.contains(value) {
            found = true
            break
        }
        if !found, !categories.isEmpty { found = categories.contains(scalar.properties.generalCategory) }
        return found != negated
    }

    static func single(_ scalar: Unicode.Scalar) -> ScalarSet { ScalarSet(ranges: [scalar.value...scalar.value], negated: false) }
    static let digit = ScalarSet(ranges: [0x30...0x39], negated: false)
    static let word = ScalarSet(ranges: [0x30...0x39, 0x41...0x5A, 0x5F...0x5F, 0x61...0x7A], negated: false)
    /// ECMA-262 WhiteSpace and LineTerminator.
    static let space = ScalarSet(ranges: [0x09...0x0D, 0x20...0x20, 0xA0...0xA0, 0x1680...0x1680, 0x2000...0x200A,
                                          0x2028...0x2029, 0x202F...0x202F, 0x205F...0x205F, 0x3000...0x3000, 0xFEFF...0xFEFF],
                                 negated: false)
    /// `.`: anything but a line terminator.
    static let dot = ScalarSet(ranges: [0x0A...0x0A, 0x0D...0x0D, 0x2028...0x2029], negated: true)
}

/// The parsed form of a pattern.
indirect enum PatternNode {
    case empty
    case set(ScalarSet)
    case lineStart
    case lineEnd
    case sequence([PatternNode])
    case alternation(PatternNode, PatternNode)
    case `repeat`(PatternNode, Int, Int?)
}

/// Recursive-descent parser of the supported subset; nil on anything else.
struct PatternParser {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var depth = 0

    init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

    var atEnd: Bool { index == scalars.count }

    private func peek() -> Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    mutating func parseAlternation() -> PatternNode? {
        depth += 1
        defer { depth -= 1 }
        guard depth < 64, var left = parseSequence() else { return nil }
        while peek() == "|" {
            index += 1
            guard let right = parseSequence() else { return nil }
            left = .alternation(left, right)
        }
        return left
    }

    private mutating func parseSequence() -> PatternNode? {
        var parts: [PatternNode] = []
        while let scalar = peek(), scalar != "|", scalar != ")" {
            guard let atom = parseAtom() else { return nil }
            guard let quantified = parseQuantifier(atom) else { return nil }
            parts.append(quantified)
        }
        return parts.isEmpty ? .empty : .sequence(parts)
    }

    private mutating func parseQuantifier(_ atom: PatternNode) -> PatternNode? {
        guard let scalar = peek() else { return atom }
        var minimum = 0
        var maximum: Int? = nil
        switch scalar {
        case "*": index += 1
        case "+": minimum = 1; index += 1
        case "?": maximum = 1; index += 1
        case "{":
            guard let (low, high) = parseBraces() else { return atom }
            minimum = low
            maximum = high
        default: return atom
        }
        if peek() == "?" { index += 1 }  // why: lazy and greedy agree on whether a match exists
        if case .lineStart = atom { return nil }
        if case .lineEnd = atom { return nil }
        // why: the program's 10,000-instruction budget bounds what the copies cost
        guard minimum <= 1000, (maximum ?? 0) <= 1000, minimum <= (maximum ?? minimum) else { return nil }
        return .repeat(atom, minimum, maximum)
    }

    /// `{n}`, `{n,}`, `{n,m}`; nil (and nothing consumed) when the brace is a literal.
    private mutating func parseBraces() -> (Int, Int?)? {
        let start = index
        index += 1
        func number() -> Int? {
            var digits = ""
            while let s = peek(), ("0"..."9").contains(s) {
                digits.unicodeScalars.append(s)
                index += 1
            }
            return Int(digits)
        }
        guard let low = number() else {
            index = start
            return nil
        }
        var high: Int? = low
        if peek() == "," {
            index += 1
            high = number()
        }
        guard peek() == "}" else {
            index = start
            return nil
        }
        index += 1
        return (low, high)
    }

    private mutating func parseAtom() -> PatternNode? {
        guard let scalar = peek() else { return nil }
        index += 1
        switch scalar {
        case "^": return .lineStart
        case "$": return .lineEnd
        case ".": return .set(.dot)
        case "(":
            if peek() == "?" {
                guard index + 1 < scalars.count, scalars[index + 1] == ":" else { return nil }
                index += 2
            }
            guard let inner = parseAlternation(), peek() == ")" else { return nil }
            index += 1
            return inner
        case "[": return parseClass()
        case "\\": return parseEscape(inClass: false).map { .set($0) }
        case "*", "+", "?", ")": return nil
        case "{": return parseBracesAsLiteral()
        default: return .set(.single(scalar))
        }
    }

    private mutating func parseBracesAsLiteral() -> PatternNode? {
        // why: ECMA-262 (Annex B) reads a "{" that starts no quantifier as a literal.
        index -= 1
        if parseBraces() != nil { return nil }
        index += 1
        return .set(.single("{"))
    }

    private mutating func parseClass() -> PatternNode? {
        var set = ScalarSet(ranges: [], negated: false)
        if peek() == "^" {
            set.negated = true
            index += 1
        }
        while let scalar = peek(), scalar != "]" {
            index += 1
            var low: UInt32
            if scalar == "\\" {
                guard let escaped = parseEscape(inClass: true) else { return nil }
                if escaped.ranges.count != 1 || escaped.negated || escaped.ranges[0].count != 1 || !escaped.categories.isEmpty {
                    guard !escaped.negated else { return nil }
                    set.ranges += escaped.ranges
                    set.categories += escaped.categories
                    continue
                }
                low = escaped.ranges[0].lowerBound
            } else {
                low = scalar.value
            }
            if peek() == "-", index + 1 < scalars.count, scalars[index + 1] != "]" {
                index += 1
                guard let highScalar = peek() else { return nil }
                index += 1
                var high = highScalar.value
                if highScalar == "\\" {
                    guard let escaped = parseEscape(inClass: true), escaped.ranges.count == 1, !escaped.negated,
                          escaped.ranges[0].count == 1 else { return nil }
                    high = escaped.ranges[0].lowerBound
                }
                guard low <= high else { return nil }
                set.ranges.append(low...high)
            } else {
                set.ranges.append(low...low)
            }
        }
        guard peek() == "]" else { return nil }
        index += 1
        return .set(set)
    }

    private mutating func parseEscape(inClass: Bool) -> ScalarSet? {
        guard let scalar = peek() else { return nil }
        index += 1
        switch scalar {
        case "d": return .digit
        case "D": return ScalarSet(ranges: ScalarSet.digit.ranges, negated: true)
        case "w": return .word
        case "W": return ScalarSet(ranges: ScalarSet.word.ranges, negated: true)
        case "s": return .space
        case "S": return ScalarSet(ranges: ScalarSet.space.ranges, negated: true)
        case "t": return .single("\t")
        case "n": return .single("\n")
        case "r": return .single("\r")
        case "f": return .single("\u{0C}")
        case "v": return .single("\u{0B}")
        case "0": return .single("\u{0}")
        case "u": return hexEscape(count: 4)
        case "x": return hexEscape(count: 2)
        case "p", "P": return propertyEscape(negated: scalar == "P")
        default:
            // why: identity escapes of syntax characters only; \b, \1 and the like are refused.
            guard "^$\\.*+?()[]{}|/-".unicodeScalars.contains(scalar) else { return nil }
            return .single(scalar)
        }
    }

    /// `\p{…}` / `\P{…}` of a general category (`L`, `Letter`, `Lu`, `gc=Nd`,
    /// `General_Category=Punctuation`); scripts and other properties are refused.
    private mutating func propertyEscape(negated: Bool) -> ScalarSet? {
        guard peek() == "{", let close = scalars[index...].firstIndex(of: "}") else { return nil }
        var name = String(String.UnicodeScalarView(scalars[(index + 1)..<close]))
        index = close + 1
        for prefix in ["General_Category=", "gc="] where name.hasPrefix(prefix) { name = String(name.dropFirst(prefix.count)) }
        guard let categories = Self.generalCategories[name] else { return nil }
        return ScalarSet(ranges: [], negated: negated, categories: categories)
    }

    /// ECMA-262's general category names, short and long, with the categories each stands for.
    static let generalCategories: [String: [Unicode.GeneralCategory]] = {
        let single: [(String, String, Unicode.GeneralCategory)] = [
            ("Lu", "Uppercase_Letter", .uppercaseLetter), ("Ll", "Lowercase_Letter", .lowercaseLetter), ("Lt", "Titlecase_Letter", .titlecaseLetter),
            ("Lm", "Modifier_Letter", .modifierLetter), ("Lo", "Other_Letter", .otherLetter), ("Mn", "Nonspacing_Mark", .nonspacingMark),
            ("Mc", "Spacing_Mark", .spacingMark), ("Me", "Enclosing_Mark", .enclosingMark), ("Nd", "Decimal_Number", .decimalNumber),
            ("Nl", "Letter_Number", .letterNumber), ("No", "Other_Number", .otherNumber), ("Pc", "Connector_Punctuation", .connectorPunctuation),
            ("Pd", "Dash_Punctuation", .dashPunctuation), ("Ps", "Open_Punctuation", .openPunctuation), ("Pe", "Close_Punctuation", .closePunctuation),
            ("Pi", "Initial_Punctuation", .initialPunctuation), ("Pf", "Final_Punctuation", .finalPunctuation), ("Po", "Other_Punctuation", .otherPunctuation),
            ("Sm", "Math_Symbol", .mathSymbol), ("Sc", "Currency_Symbol", .currencySymbol), ("Sk", "Modifier_Symbol", .modifierSymbol),
            ("So", "Other_Symbol", .otherSymbol), ("Zs", "Space_Separator", .spaceSeparator), ("Zl", "Line_Separator", .lineSeparator),
            ("Zp", "Paragraph_Separator", .paragraphSeparator), ("Cc", "Control", .control), ("Cf", "Format", .format),
            ("Cs", "Surrogate", .surrogate), ("Co", "Private_Use", .privateUse), ("Cn", "Unassigned", .unassigned),
        ]
        var names: [String: [Unicode.GeneralCategory]] = [:]
        for (short, long, category) in single {
            names[short] = [category]
            names[long] = [category]
        }
        let groups: [(String, String)] = [("L", "Letter"), ("M", "Mark"), ("N", "Number"), ("P", "Punctuation"), ("S", "Symbol"), ("Z", "Separator"), ("C", "Other")]
        for (short, long) in groups {
            let members = single.filter { $0.0.hasPrefix(short) }.map(\.2)
            names[short] = members
            names[long] = members
        }
        names["LC"] = [.uppercaseLetter, .lowercaseLetter, .titlecaseLetter]
        names["Cased_Letter"] = names["LC"]
        names["digit"] = [.decimalNumber]
        return names
    }()

    private mutating func hexEscape(count: Int) -> ScalarSet? {
        guard index + count <= scalars.count else { return nil }
        let digits = String(String.UnicodeScalarView(scalars[index..<index + count]))
        guard let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value) else { return nil }
        index += count
        return .single(scalar)
    }
}
