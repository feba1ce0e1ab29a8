import ContentArt
import ContentBundle
import Foundation
import ContentCore
import ContentKinds
import ContentCheck

/// What the fuzzers feed their bytes to, one entry point per target (`Scripts/fuzz TARGET
/// MINUTES` runs one; `FuzzCorpusTests` replays every seed and every crash found through the
/// same functions). Each must return for every input: a crash or a hang here is a bug.
public enum FuzzTargets {
    public static let all: [String: @Sendable ([UInt8]) -> Void] = [
        "json-schema": jsonSchema,
        "lint": lint,
        "series-rule": seriesRule,
        "equation": equation,
        "svg": svg,
        "png": png,
        "zip": zip,
        "bundle": bundle,
        "app-text": appText,
        "sound": sound,
        "norms": norms,
    ].merging(surfaces) { first, _ in first }.merging(results) { first, _ in first }.merging(remoteCache) { first, _ in first }

    public static var names: [String] { all.keys.sorted() }

    /// The JSON parser, then the schema of the kind the document names.
    static func jsonSchema(_ bytes: [UInt8]) {
        let parsed = JSONParser.parse(bytes, file: "fuzz.json")
        guard let root = parsed.root else { return }
        let kind = root["kind"]?.string ?? Riddle.kind.rawValue
        _ = SchemaCatalog.embedded.schema(named: kind + ".json")?.validate(root)
    }

    /// A small pack whose one content file is the input, linted whole and, when clean, built.
    /// The first byte picks where the file sits (so path-based kinds and assets are reached).
    static func lint(_ bytes: [UInt8]) {
        let places = ["riddles.json", "series/s.json", "memory/m.json", "dots.json", "eq.json", "jigsaw/j.json", "games/g.json", "matrix/m.json"]
        let place = places[Int(bytes.first ?? 0) % places.count]
        var pack = smallPack
        pack.files[place] = Array(bytes.dropFirst())
        guard let checked = try? ContentPipeline.check(pack, options: LintOptions(keepContent: true)), checked.errorCount == 0 else { return }
        _ = try? BundleBuilder.build(checked)
    }

    /// An app text: its placeholders parsed and filled, its text read as a count's decimal and that
    /// count's plural category found in languages of two to six forms; and the lint of a strings
    /// file holding it in two locales.
    static func appText(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        if let template = try? TextTemplate(text) { _ = template.filled(Dictionary(template.placeholders.map { ($0, $0) }) { a, _ in a }) }
        _ = TextTemplate.placeholderRanges(in: text)
        if let operands = PluralOperands(decimal: text) {
            for locale in ["en", "fr", "ru", "pl", "cs", "ar", "cy", "lv"] { _ = PluralRules.category(of: operands, in: locale) }
        }
        let quoted = String(decoding: JSONWriter.encode(.string(text)), as: UTF8.self).trimmingCharacters(in: .newlines)
        var pack = smallPack
        pack.files["texts.json"] = Array(#"{"kind": "strings", "table": "fuzz", "items": [{"key": "k", "maxLength": 5, "text": {"en": \#(quoted), "ru": {"one": \#(quoted), "other": "{count}"}}}]}"#.utf8)
        guard let checked = try? ContentPipeline.check(pack, options: LintOptions(keepContent: true)), checked.errorCount == 0 else { return }
        _ = try? BundleBuilder.build(checked)
    }

    /// The rule language: parsed, then evaluated for the first terms of a series.
    static func seriesRule(_ bytes: [UInt8]) {
        guard case .success(let rule) = SeriesRule.parse(String(decoding: bytes, as: UTF8.self)) else { return }
        var terms: [Int] = Array(repeating: 1, count: rule.lookBack)
        for n in (rule.lookBack + 1)...(rule.lookBack + 8) {
            guard let value = try? rule.value(at: n, terms: terms) else { return }
            terms.append(value)
        }
    }

    /// Picture equations, one a line, parsed and solved over the symbols a, b, c; the last line is
    /// the question.
    static func equation(_ bytes: [UInt8]) {
        var lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let question = lines.popLast() ?? ""
        let symbols: Set<String> = ["a", "b", "c", "half-a"]
        var polynomials: [Polynomial] = []
        for line in lines.prefix(16) {
            var parser = EquationParser(line, symbols: symbols)
            guard let polynomial = try? parser.parseEquation() else { return }
            polynomials.append(polynomial)
        }
        var parser = EquationParser(question, symbols: symbols)
        let asked = try? parser.parseExpression()
        guard !polynomials.isEmpty, case .solved(let values) = EquationSystem.solve(polynomials, unknowns: symbols) else { return }
        _ = asked?.substituting(values)
    }

    /// An SVG read, then drawn small.
    static func svg(_ bytes: [UInt8]) {
        guard case .success(let document) = SVGReader.read(bytes) else { return }
        _ = SVGRenderer.render(document, width: 48, height: 48)
    }

    /// A PNG decoded, encoded again and decoded: the pixels must survive.
    static func png(_ bytes: [UInt8]) {
        guard case .success(let decoded) = PNGCodec.decode(bytes, pixelLimit: 1 << 20), case .success(let encoded) = PNGCodec.encode(decoded.image),
              case .success(let again) = PNGCodec.decode(encoded) else { return }
        precondition(again.image == decoded.image, "a PNG changed on its way through the encoder")
    }

    /// A sound decoded and measured as lint reads it (through the asset store, from memory): a
    /// problem or a report whose measures hold together.
    static func sound(_ bytes: [UInt8]) {
        guard case .success(let report) = AssetStore(MemoryPack(files: ["s.wav": bytes])).sound("s.wav") else { return }
        precondition(report.frames > 0 && report.duration.isFinite && report.duration > 0, "a sound with no length")
        precondition(report.leadingSilentFrames <= report.frames && report.trailingSilentFrames <= report.frames, "silence longer than the sound")
        precondition(report.samplePeak >= 0 && report.truePeak >= 0 && report.clippedSamples >= 3 * report.clippedRuns, "measures out of range")
        precondition(report.loudness.map(\.isFinite) ?? true, "a loudness that is not a number")
    }

    /// The bytes as a zipped bundle, opened as an app opens it.
    static func zip(_ bytes: [UInt8]) {
        _ = try? ContentBundle.open(zipData: Data(bytes))
    }

    /// A valid bundle with one file replaced by the input (the first byte picks which), its
    /// manifest made to match: what `open` decodes and what answer checking reads.
    static func bundle(_ bytes: [UInt8]) {
        var contents = smallBundle
        let paths = contents.files.keys.sorted()
        contents.files[paths[Int(bytes.first ?? 0) % paths.count]] = Array(bytes.dropFirst())
        var files = contents.files
        files[BundleFormat.manifestFile] = ManifestWriter.manifest(for: contents)
        guard let opened = try? ContentBundle.open(zipData: Data(ZipWriter.archive(files.keys.sorted().map { ($0, files[$0]!) }))) else { return }
        // why: items are read on first use now; a file the fuzzer broke is an error there, never a trap
        for riddle in (try? opened.riddles) ?? [] { _ = try? opened.check(answer: .text("a towel", locale: "en"), for: riddle.id) }
        for series in (try? opened.numberSeries) ?? [] { _ = try? opened.check(answer: .number(4), for: series.id) }
        for list in (try? opened.matrixSeries) ?? [] { for item in list.items { _ = try? opened.check(answer: .option(0), for: item.id) } }
        _ = try? opened.tables.score(rawScore: 3, age: 8)
    }

    // MARK: fixtures

    static let smallPackTexts: [String: String] = [
        "pack.json": #"{"kind": "pack", "id": "fuzz", "version": "1.0.0", "title": {"en": "Fuzz"}, "locales": ["en"], "answers": "separate"}"#,
        "img/a.svg": ##"<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48"><path id="outline" d="M4 4 L44 4 L44 44 L4 44 Z" fill="#c33"/></svg>"##,
        "img/b.svg": ##"<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48"><circle cx="24" cy="24" r="20" fill="#36c"/></svg>"##,
    ]

    static let smallPack: MemoryPack = MemoryPack(texts: smallPackTexts)

    /// A bundle of one riddle, one series, one matrix series and norms, built once.
    static let smallBundle: BundleContents = {
        var texts = smallPackTexts
        texts["riddles.json"] = #"{"kind": "riddles", "items": [{"id": "towel", "difficulty": 1, "text": {"en": "What gets wetter the more it dries?"}, "answers": {"en": ["a towel"]}}]}"#
        texts["series.json"] = #"{"kind": "number-series", "items": [{"id": "s", "difficulty": 1, "terms": [1, 2, 3], "answer": 4, "rule": "a(n) = n", "choices": [4, 5]}]}"#
        let pack = MemoryPack(texts: texts)
        return (try? BundleBuilder.build(pack).0)
            ?? BundleContents(files: [:], counts: [:], packID: "fuzz", version: "1.0.0", title: [("en", "Fuzz")], locales: ["en"], answers: "separate")
    }()
}
