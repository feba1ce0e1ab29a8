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
    private struct Affix: Sendable {
        let flag: Character
        // why: characters, not strings: every look-up tries every affix
        let strip: [Character]
        let add: [Character]
        /// Character classes the stem's end (suffix) or start (prefix) must match.
        let condition: [(Set<Character>, Bool)]
        /// Whether it combines with an affix of the other side (the header's `Y`).
        let crossProduct: Bool
        /// Flags of affixes that may follow it (`ing/XY`: the continuation class).
        let continuation: Set<Character>
        let isSuffix: Bool
    }

    private let stems: StemTable
    private let suffixes: [Affix]
    private let prefixes: [Affix]
    /// `ICONV` patterns (`_` at an end anchors them there), longest first.
    private let conversions: [(from: [Character], to: [Character], atStart: Bool, atEnd: Bool)]
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
        var conversions: [(from: [Character], to: [Character], atStart: Bool, atEnd: Bool)] = []
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
                var from = Array(fields[1])
                let atStart = from.first == "_" && from.count > 1
                if atStart { from.removeFirst() }
                let atEnd = from.last == "_" && from.count > 1
                if atEnd { from.removeLast() }
                conversions.append((from, Array(fields[2]).filter { $0 != "_" }, atStart, atEnd))
            }
            guard fields.count >= 4, fields[0] == "SFX" || fields[0] == "PFX", let flag = fields[1].first else { continue }
            // the header: `SFX D Y 4` (cross product allowed, 4 rules)
            if fields.count == 4 || Int(fields[3]) != nil && (fields[2] == "Y" || fields[2] == "N") {
                cross["\(fields[0])\(flag)"] = fields[2] == "Y"
                continue
            }
            guard fields.count >= 5 else { continue }
            let strip = fields[2] == "0" ? [] : Array(String(fields[2]).lowercased())
            let parts = fields[3].split(separator: "/", maxSplits: 1)
            let add = fields[3] == "0" || parts.first == "0" ? [] : Array(String(parts.first ?? "").lowercased())
            let affix = Affix(flag: flag, strip: strip, add: add, condition: Self.condition(String(fields[4]).lowercased()),
                              crossProduct: cross["\(fields[0])\(flag)"] ?? false,
                              continuation: parts.count > 1 ? Set(parts[1]) : [], isSuffix: fields[0] == "SFX")
            if fields[0] == "SFX" { suffixes.append(affix) } else { prefixes.append(affix) }
        }
        self.suffixes = suffixes
        self.prefixes = prefixes
        self.conversions = conversions.sorted { $0.from.count > $1.from.count }
        self.ignored = ignored
    }

    /// The word as Hunspell looks it up: `IGNORE` characters dropped, `ICONV` applied left to
    /// right, the longest pattern at each place, replaced text not converted again.
    func converted(_ word: String) -> String {
        guard !conversions.isEmpty || !ignored.isEmpty else { return word }
        var kept = String.UnicodeScalarView()
        kept.append(contentsOf: word.unicodeScalars.filter { !ignored.contains($0) })
        let characters = Array(String(kept))
        var out: [Character] = []
        out.reserveCapacity(characters.count)
        var index = 0
        scan: while index < characters.count {
            for conversion in conversions where !conversion.from.isEmpty && index + conversion.from.count <= characters.count {
                if conversion.atStart && index != 0 { continue }
                if conversion.atEnd && index + conversion.from.count != characters.count { continue }
                guard characters[index..<index + conversion.from.count].elementsEqual(conversion.from) else { continue }
                out += conversion.to
                index += conversion.from.count
                continue scan
            }
            out.append(characters[index])
            index += 1
        }
        return String(out)
    }

    /// Whether the word is a stem or a stem with its affixes (see the type's comment for case);
    /// `ignoringCase`: a lower-case word matches a stem written with a capital too.
    public func contains(_ word: String, ignoringCase: Bool = false) -> Bool {
        let word = converted(word)
        let lower = CaseFolding.lowercased(word)
        // why: "Paris" and "PARIS" may be names; "paris" may not, unless case is not part of the
        // word (a word game stores "london" in lower case)
        let capitals = ignoringCase || lower != word
        if stems.contains(lower, capitals: capitals) { return true }
        let characters = Array(lower)
        for suffix in suffixes {
            guard let base = Self.removing(suffix, from: characters) else { continue }
            if stems.contains(String(base), flags: [suffix.flag], capitals: capitals) { return true }
            // a prefix too: "un" + "bar" + "s"
            if suffix.crossProduct {
                for prefix in prefixes where prefix.crossProduct {
                    guard let stem = Self.removing(prefix, from: base) else { continue }
                    if stems.contains(String(stem), flags: [suffix.flag, prefix.flag], capitals: capitals) { return true }
                }
            }
            // two suffixes: the inner one's continuation class names the outer one
            for inner in suffixes where inner.continuation.contains(suffix.flag) {
                guard let stem = Self.removing(inner, from: base) else { continue }
                if stems.contains(String(stem), flags: [inner.flag], capitals: capitals) { return true }
            }
        }
        for prefix in prefixes {
            guard let stem = Self.removing(prefix, from: characters) else { continue }
            if stems.contains(String(stem), flags: [prefix.flag], capitals: capitals) { return true }
        }
        return false
    }

    /// The word with the affix taken off and its stripped letters put back, when the affix is
    /// there, something is left and the result meets the affix's condition.
    private static func removing(_ affix: Affix, from word: [Character]) -> [Character]? {
        let add = affix.add
        guard word.count > add.count else { return nil }
        let base: [Character]
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
    private static func condition(_ text: String) -> [(Set<Character>, Bool)] {
        if text == "." { return [] }
        var classes: [(Set<Character>, Bool)] = []
        var characters = Array(text)[...]
        while let first = characters.first {
            characters = characters.dropFirst()
            if first == "[" {
                var negated = false
                if characters.first == "^" { negated = true; characters = characters.dropFirst() }
                var members = Set<Character>()
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

    private static func matches(_ condition: [(Set<Character>, Bool)], _ base: [Character], fromEnd: Bool) -> Bool {
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
