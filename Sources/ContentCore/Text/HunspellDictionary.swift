import Foundation

/// A Hunspell dictionary, read well enough to ask whether a word is in it: the stems of the
/// `.dic` file with their flags, and the `.aff` file's prefix and suffix rules as Hunspell applies
/// them: one suffix, one prefix, a prefix and a suffix together where both allow the cross
/// product ("unbars"), and two suffixes where the inner one's continuation class names the outer
/// one. Case as Hunspell reads it: a lower-case word does not match a stem written with a
/// capital ("paris" is not "Paris"); a capitalised or upper-case word matches either; a caller
/// for whom case is not part of the word (a word game's list) asks `ignoringCase`. Before the
/// look-up the word goes through the `.aff` file's input conversions as Hunspell applies them:
/// `IGNORE` characters are dropped and `ICONV` patterns replaced, longest first at each place
/// (the Ukrainian dictionary maps the apostrophes U+2019 and U+02BC to the ASCII one its stems
/// use). No compounds.
public final class HunspellDictionary: Sendable {
    /// One prefix or suffix rule, in Unicode scalars (the word and the rules are compared in NFC,
    /// scalar by scalar: comparing `Character`s normalises on every comparison).
    private final class Affix: Sendable {
        let flag: Character
        let strip: [Unicode.Scalar]
        let add: [Unicode.Scalar]
        /// Scalar classes the stem's end (suffix) or start (prefix) must match.
        let condition: [(Set<Unicode.Scalar>, Bool)]
        /// Whether it combines with an affix of the other side (the header's `Y`).
        let crossProduct: Bool
        /// Flags of affixes that may follow it (`ing/XY`: the continuation class).
        let continuation: Set<Character>
        let isSuffix: Bool

        init(flag: Character, strip: [Unicode.Scalar], add: [Unicode.Scalar], condition: [(Set<Unicode.Scalar>, Bool)],
             crossProduct: Bool, continuation: Set<Character>, isSuffix: Bool) {
            self.flag = flag
            self.strip = strip
            self.add = add
            self.condition = condition
            self.crossProduct = crossProduct
            self.continuation = continuation
            self.isSuffix = isSuffix
        }
    }

    /// An `ICONV` pattern (`_` at an end anchors it there).
    private struct Conversion: Sendable {
        let from: [Unicode.Scalar]
        let to: [Unicode.Scalar]
        let atStart: Bool
        let atEnd: Bool
    }

    private let stems: StemTable
    private let suffixes: AffixIndex
    private let prefixes: AffixIndex
    /// `ICONV` patterns by their first scalar, longest first.
    private let conversions: [Unicode.Scalar: [Conversion]]
    /// `IGNORE` characters (scalars: a combining accent is part of its letter's Character).
    private let ignored: Set<Unicode.Scalar>

    /// Reads `dic` and `aff` text (UTF-8).
    public convenience init(dic: String, aff: String) {
        self.init(dic: Array(dic.utf8), aff: aff)
    }

    /// Reads a `.dic` file's bytes (UTF-8) and `.aff` text. The stems are indexed byte by byte,
    /// without a string per stem: a Russian dictionary has 150,000 of them, a Ukrainian one
    /// 330,000, and the check must not make lint wait.
    public init(dic: [UInt8], aff: String) {
        stems = StemTable(dic)
        var suffixes: [Affix] = []
        var prefixes: [Affix] = []
        var cross: [String: Bool] = [:]
        var conversions: [Conversion] = []
        var ignored = Set<Unicode.Scalar>()
        for line in aff.split(whereSeparator: \.isNewline) {
            let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            // why: read as scalars: the Ukrainian dictionary ignores the combining acute, which
            // joins the space before it into one Character ("IGNORE ́" splits into one field)
            if line.unicodeScalars.starts(with: "IGNORE".unicodeScalars) {
                ignored.formUnion(line.unicodeScalars.dropFirst(6).filter { $0 != " " && $0 != "\t" })
                continue
            }
            // `ICONV 64` counts the lines that follow; `ICONV ’ '` is one of them
            if fields.first == "ICONV", fields.count >= 3 {
                var from = Self.scalars(fields[1])
                let atStart = from.first == "_" && from.count > 1
                if atStart { from.removeFirst() }
                let atEnd = from.last == "_" && from.count > 1
                if atEnd { from.removeLast() }
                if !from.isEmpty {
                    conversions.append(Conversion(from: from, to: Self.scalars(fields[2]).filter { $0 != "_" }, atStart: atStart, atEnd: atEnd))
                }
            }
            guard fields.count >= 4, fields[0] == "SFX" || fields[0] == "PFX", let flag = fields[1].first else { continue }
            // the header: `SFX D Y 4` (cross product allowed, 4 rules)
            if fields.count == 4 || Int(fields[3]) != nil && (fields[2] == "Y" || fields[2] == "N") {
                cross["\(fields[0])\(flag)"] = fields[2] == "Y"
                continue
            }
            guard fields.count >= 5 else { continue }
            let strip = fields[2] == "0" ? [] : Self.scalars(fields[2].lowercased())
            let parts = fields[3].split(separator: "/", maxSplits: 1)
            let add = fields[3] == "0" || parts.first == "0" ? [] : Self.scalars((parts.first ?? "").lowercased())
            let affix = Affix(flag: flag, strip: strip, add: add, condition: Self.condition(Self.scalars(fields[4].lowercased())),
                              crossProduct: cross["\(fields[0])\(flag)"] ?? false,
                              continuation: parts.count > 1 ? Set(parts[1]) : [], isSuffix: fields[0] == "SFX")
            if fields[0] == "SFX" { suffixes.append(affix) } else { prefixes.append(affix) }
        }
        self.suffixes = AffixIndex(suffixes, suffix: true)
        self.prefixes = AffixIndex(prefixes, suffix: false)
        self.conversions = Dictionary(grouping: conversions) { $0.from[0] }.mapValues { $0.sorted { $0.from.count > $1.from.count } }
        self.ignored = ignored
    }

    /// The text's scalars in NFC (the form the dictionaries are written in).
    private static func scalars<Text: StringProtocol>(_ text: Text) -> [Unicode.Scalar] {
        Array(Normalization.nfc(String(text)).unicodeScalars)
    }

    /// The word as Hunspell looks it up, in NFC: `IGNORE` characters dropped, `ICONV` applied left to
    /// right, the longest pattern at each place, replaced text not converted again.
    func converted(_ word: String) -> String {
        var out = String.UnicodeScalarView()
        out.append(contentsOf: converted(Self.scalars(word)))
        return String(out)
    }

    private func converted(_ word: [Unicode.Scalar]) -> [Unicode.Scalar] {
        guard !conversions.isEmpty || !ignored.isEmpty else { return word }
        let scalars = ignored.isEmpty ? word : word.filter { !ignored.contains($0) }
        guard !conversions.isEmpty else { return scalars }
        var out: [Unicode.Scalar] = []
        out.reserveCapacity(scalars.count)
        var index = 0
        scan: while index < scalars.count {
            for conversion in conversions[scalars[index]] ?? [] where index + conversion.from.count <= scalars.count {
                if conversion.atStart && index != 0 { continue }
                if conversion.atEnd && index + conversion.from.count != scalars.count { continue }
                guard scalars[index..<index + conversion.from.count].elementsEqual(conversion.from) else { continue }
                out += conversion.to
                index += conversion.from.count
                continue scan
            }
            out.append(scalars[index])
            index += 1
        }
        return out
    }

    /// Whether the word is a stem or a stem with its affixes (see the type's comment for case);
    /// `ignoringCase`: a lower-case word matches a stem written with a capital too.
    public func contains(_ word: String, ignoringCase: Bool = false) -> Bool {
        let word = converted(word)
        let lower = CaseFolding.lowercased(word)
        // why: "Paris" and "PARIS" may be names; "paris" may not, unless case is not part of the
        // word (a word game stores "london" in lower case)
        let capitals = ignoringCase || lower != word
        let letters = Array(lower.unicodeScalars)
        if stems.contains(letters, capitals: capitals) { return true }
        // why: only the affixes the word ends or starts with can have made it (a Ukrainian
        // dictionary has thousands of suffix rules; a look-up tries a few dozen of them)
        for suffix in suffixes.candidates(for: letters) {
            guard let base = Self.removing(suffix, from: letters) else { continue }
            if stems.contains(base, flags: [suffix.flag], capitals: capitals) { return true }
            // a prefix too: "un" + "bar" + "s"
            if suffix.crossProduct {
                for prefix in prefixes.candidates(for: base) where prefix.crossProduct {
                    guard let stem = Self.removing(prefix, from: base) else { continue }
                    if stems.contains(stem, flags: [suffix.flag, prefix.flag], capitals: capitals) { return true }
                }
            }
            // two suffixes: the inner one's continuation class names the outer one
            for inner in suffixes.candidates(for: base) where inner.continuation.contains(suffix.flag) {
                guard let stem = Self.removing(inner, from: base) else { continue }
                if stems.contains(stem, flags: [inner.flag], capitals: capitals) { return true }
            }
        }
        for prefix in prefixes.candidates(for: letters) {
            guard let stem = Self.removing(prefix, from: letters) else { continue }
            if stems.contains(stem, flags: [prefix.flag], capitals: capitals) { return true }
        }
        return false
    }

    /// Affixes by the text they add: the suffixes a word may carry are those whose added text
    /// the word ends with (the prefixes: starts with), the empty one included. Keyed by a hash of
    /// the added text read from the word's end (suffixes) or start (prefixes), so that the
    /// word's endings are hashed as they are read; `removing` checks the text itself.
    private struct AffixIndex: Sendable {
        private let byAdded: [UInt64: [Affix]]
        private let longest: Int
        private let isSuffix: Bool

        init(_ affixes: [Affix], suffix: Bool) {
            byAdded = Dictionary(grouping: affixes) { Self.key(suffix ? Array($0.add.reversed()) : $0.add) }
            longest = affixes.map(\.add.count).max() ?? 0
            isSuffix = suffix
        }

        private static func next(_ key: UInt64, _ scalar: Unicode.Scalar) -> UInt64 {
            FNV1a.adding(UInt64(scalar.value), to: key)
        }

        private static func key(_ scalars: [Unicode.Scalar]) -> UInt64 {
            scalars.reduce(FNV1a.start, next)
        }

        /// The affixes whose added text the word may end (suffixes) or start (prefixes) with.
        func candidates(for word: [Unicode.Scalar]) -> [Affix] {
            guard !byAdded.isEmpty else { return [] }
            var key = FNV1a.start
            var found = byAdded[key] ?? []
            for offset in 0..<min(longest, word.count) {
                key = Self.next(key, isSuffix ? word[word.count - 1 - offset] : word[offset])
                if let affixes = byAdded[key] { found += affixes }
            }
            return found
        }
    }

    /// The word with the affix taken off and its stripped letters put back, when the affix is
    /// there, something is left and the result meets the affix's condition.
    private static func removing(_ affix: Affix, from word: [Unicode.Scalar]) -> [Unicode.Scalar]? {
        let add = affix.add
        guard word.count > add.count else { return nil }
        let base: [Unicode.Scalar]
        if affix.isSuffix {
            guard word.suffix(add.count).elementsEqual(add) else { return nil }
            base = Array(word.dropLast(add.count)) + affix.strip
        } else {
            guard word.prefix(add.count).elementsEqual(add) else { return nil }
            base = affix.strip + Array(word.dropFirst(add.count))
        }
        return matches(affix.condition, base, fromEnd: affix.isSuffix) ? base : nil
    }

    /// ASCII capitals, or any byte of a non-ASCII letter (whose case is left to `lowercased()`
    /// unless it is a lower-case Cyrillic letter).
    static func mayHaveCapitals(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte >= 0x41, byte <= 0x5A { return true }
            if byte >= 0x80 {
                // lower-case Cyrillic: D0 B0-BF, D1 80-9F
                guard index + 1 < bytes.count else { return true }
                let next = bytes[index + 1]
                let lowerCyrillic = (byte == 0xD0 && next >= 0xB0 && next <= 0xBF) || (byte == 0xD1 && next >= 0x80 && next <= 0x9F)
                if !lowerCyrillic { return true }
                index += 2
                continue
            }
            index += 1
        }
        return false
    }

    /// A condition such as `[^aeiou]y` or `.`: one character class per position.
    private static func condition(_ text: [Unicode.Scalar]) -> [(Set<Unicode.Scalar>, Bool)] {
        if text == ["."] { return [] }
        var classes: [(Set<Unicode.Scalar>, Bool)] = []
        var characters = text[...]
        while let first = characters.first {
            characters = characters.dropFirst()
            if first == "[" {
                var negated = false
                if characters.first == "^" { negated = true; characters = characters.dropFirst() }
                var members = Set<Unicode.Scalar>()
                while let next = characters.first, next != "]" { members.insert(next); characters = characters.dropFirst() }
                characters = characters.dropFirst()
                classes.append((members, negated))
            } else if first == "." {
                classes.append(([], true))
            } else {
                classes.append(([first], false))
            }
        }
        return classes
    }

    private static func matches(_ condition: [(Set<Unicode.Scalar>, Bool)], _ base: [Unicode.Scalar], fromEnd: Bool) -> Bool {
        guard condition.count <= base.count else { return condition.isEmpty }
        let start = fromEnd ? base.count - condition.count : 0
        for (offset, (members, negated)) in condition.enumerated() where members.contains(base[start + offset]) == negated {
            return false
        }
        return true
    }

    /// Dictionaries by locale, read once per process from a folder of Hunspell files
    /// (`ru_RU.dic` and `ru_RU.aff` serve "ru"): the first of the locale's, by file name.
    public static func load(locale: String, from folder: String) -> HunspellDictionary? {
        loadAll(locale: locale, from: folder).first
    }

    /// Every dictionary of a locale in a folder, by file name: "en" is en_AU, en_GB, en_US … (a
    /// word game's "en" list may use any of their spellings: "licence" and "license").
    public static func loadAll(locale: String, from folder: String) -> [HunspellDictionary] {
        cache.dictionaries(locale: locale, folder: folder)
    }

    private static let cache = Cache()

    private final class Cache: @unchecked Sendable {
        private var loaded: [String: [HunspellDictionary]] = [:]
        private let lock = NSLock()

        func dictionaries(locale: String, folder: String) -> [HunspellDictionary] {
            lock.lock()
            defer { lock.unlock() }
            let key = folder + "\u{0}" + locale
            if let known = loaded[key] { return known }
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
            let dictionaries = names.filter { $0.hasPrefix(locale + "_") && $0.hasSuffix(".dic") || $0 == locale + ".dic" }.compactMap { name -> HunspellDictionary? in
                let base = folder + "/" + String(name.dropLast(4))
                guard let dic = FileManager.default.contents(atPath: base + ".dic"),
                      let aff = try? String(contentsOfFile: base + ".aff", encoding: .utf8) else { return nil }
                return HunspellDictionary(dic: [UInt8](dic), aff: aff)
            }
            loaded[key] = dictionaries
            return dictionaries
        }
    }
}
