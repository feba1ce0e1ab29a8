import ContentBundle
import ContentCore
import ContentKinds
/// The front end for one file: size limit, JSON, kind, schema.
enum ContentLoader {
    struct Loaded: Sendable {
        let file: ContentFile
        let diagnostics: [Diagnostic]
    }

    static func load(_ path: String, from fileSystem: any PackFileSystem, options: LintOptions, facts: ContentFacts = .all) -> Loaded {
        load(path, read: Result { try fileSystem.read(path, maxBytes: options.limits.maxBytes) }, options: options, facts: facts)
    }

    /// The front end over a file's bytes as read (or the error reading them gave).
    static func load(_ path: String, read: Result<[UInt8], any Error>, options: LintOptions, facts: ContentFacts = .all) -> Loaded {
        let empty = ContentFile(path: path, source: SourceText([]), root: nil, kind: nil)
        let bytes: [UInt8]
        do {
            bytes = try read.get()
        } catch PackError.tooLarge(_, let size) {
            let limit = options.limits.maxBytes
            let message = "file is \(size) bytes, over the limit of \(limit) bytes (\(limit / 1_048_576) MiB); split it"
            return Loaded(file: empty, diagnostics: [problem(JSONRuleID.limits, message, path)])
        } catch {
            return Loaded(file: empty, diagnostics: [problem(JSONRuleID.limits, "cannot read this file: \(error)", path)])
        }
        let outcome = JSONParser.parse(bytes, file: path, limits: options.limits)
        var diagnostics = outcome.diagnostics
        let source = SourceText(bytes)
        guard let root = outcome.root else {
            return Loaded(file: ContentFile(path: path, source: source, root: nil, kind: nil), diagnostics: diagnostics)
        }
        let (kind, kindProblem) = KindDetection.kind(of: root, path: path)
        if let kindProblem { diagnostics.append(kindProblem) }
        let spec = kind.flatMap(KindRegistry.spec)
        let violations = kind.flatMap { options.catalog.schema(named: $0.schemaFile) }?.validate(root) ?? []
        // why: a kind's facts are read only from a file of the shape its schema promises (the
        // readers assume it; measured: a "rounds" of -1 or a bound of 9e18 reached them)
        let isValid = violations.isEmpty && diagnostics.allSatisfy { $0.severity != .error }
        let file = ContentFile(path: path, source: source, root: root, kind: kind, layout: spec?.layout,
                               itemFacts: isValid ? spec.map { KindRegistry.facts($0, of: root, wanted: facts) } ?? ItemFacts() : ItemFacts(),
                               holdsItemList: spec?.form == .itemList && spec?.packRulesReadTree != true, isSchemaValid: isValid)
        diagnostics += SchemaRule.diagnostics(for: violations, in: file)
        return Loaded(file: file, diagnostics: diagnostics)
    }

    private static func problem(_ rule: String, _ message: String, _ path: String) -> Diagnostic {
        Diagnostic(ruleID: rule, severity: .error, message: message, file: path, range: 0..<0)
    }
}
