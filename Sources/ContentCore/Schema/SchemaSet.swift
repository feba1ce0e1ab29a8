/// Schema documents compiled together, so `$ref`s cross between them by `$id`.
///
/// Add every document first, then `compile()`: it resolves references, reports unresolvable
/// ones and reference cycles that would recurse forever, and makes the set read-only.
public final class SchemaSet: @unchecked Sendable {
    private(set) var documents: [SchemaDocument] = []
    private var index = SchemaIndex()
    private var compiled: [SchemaKey: SchemaNode] = [:]
    private var pendingRefs: [(SchemaNode, SchemaKey)] = []
    private(set) var diagnostics: [Diagnostic] = []

    public init() {}

    // why: nodes point at each other (children, and `$ref`s that may form cycles); released
    // through those links, a 60,000-long `$ref` chain was freed one nested `deinit` inside the
    // next and overflowed a thread's stack (and a cycle was never freed). The set owns every
    // node through `compiled`, so it cuts the links first and then releases each node alone.
    deinit {
        for node in compiled.values { node.unlink() }
        for (node, _) in pendingRefs { node.unlink() }
    }

    /// Adds a parsed schema document; `uri` is its retrieval URI (its `$id` wins when present).
    public func add(_ root: JSONNode, file: String, uri: String) {
        let document = SchemaDocument(file: file, uri: uri, root: root)
        index.add(document, number: documents.count)
        documents.append(document)
    }

    /// Compiles every document and resolves every reference; returns the problems found.
    @discardableResult
    public func compile() -> [Diagnostic] {
        for (number, document) in documents.enumerated() {
            _ = node(for: SchemaTarget(document: number, node: document.root, base: document.uri))
        }
        resolveReferences()
        let roots = compiled.values.sorted {
            ($0.location.file, $0.location.range.lowerBound) < ($1.location.file, $1.location.range.lowerBound)
        }
        diagnostics += SchemaCycleFinder(roots: roots).cycles()
        return diagnostics
    }

    /// Compiles one document and what its references reach, for a catalog known to be sound
    /// (checked whole by its tests): no cycle search, and the other documents stay uncompiled.
    public func compile(only uri: String) {
        guard let target = index.target(of: uri, documents: documents) else { return }
        _ = node(for: target)
        resolveReferences()
    }

    /// The compiled schema of a resource, by absolute URI (fragment allowed).
    public func schema(_ uri: String) -> Schema? {
        guard let target = index.target(of: uri, documents: documents) else { return nil }
        let key = SchemaKey(document: target.document, offset: target.node.range.lowerBound)
        return compiled[key].map { Schema(root: $0, set: self) }
    }

    /// The absolute URI of each document, in the order added.
    public var documentURIs: [String] {
        documents.map { document in
            if let id = document.root["$id"]?.string { return URIReference.resolve(id, against: document.uri) }
            return document.uri
        }
    }

    // MARK: compiling

    func node(for target: SchemaTarget) -> SchemaNode {
        let key = SchemaKey(document: target.document, offset: target.node.range.lowerBound)
        if let existing = compiled[key] { return existing }
        let document = documents[target.document]
        let base = index.base(of: key) ?? target.base
        let location = SchemaLocation(
            documentURI: base, pointer: JSONPointer(), file: document.file, range: target.node.range)
        let schema = SchemaNode(location: location)
        compiled[key] = schema
        var compiler = SchemaKeywordCompiler(set: self, document: target.document, base: base, file: document.file)
        compiler.fill(schema, from: target.node)
        if schema.refURI != nil { pendingRefs.append((schema, key)) }
        diagnostics += compiler.diagnostics
        return schema
    }

    private func resolveReferences() {
        while let (schema, _) = pendingRefs.popLast() {
            guard let uri = schema.refURI else { continue }
            if let target = index.target(of: uri, documents: documents) {
                schema.ref = node(for: target)
            } else {
                diagnostics.append(Diagnostic(
                    ruleID: SchemaRuleID.definition, severity: .error,
                    message: "cannot resolve $ref \"\(uri)\": no schema has that URI",
                    file: schema.location.file, range: schema.location.range))
                schema.ref = SchemaNode(location: schema.location)
                schema.ref?.boolean = true
            }
        }
    }
}

/// Rule ids of schema validation.
public enum SchemaRuleID {
    /// A content file breaks its kind's schema.
    public static let violation = "schema"
    /// A schema itself is broken: bad keyword value, unresolvable `$ref`, reference cycle.
    public static let definition = "schema-definition"
}

/// A compiled schema ready to validate instances.
public struct Schema: @unchecked Sendable {
    let root: SchemaNode
    /// The set that owns `root` and every node it reaches: nodes live as long as their set.
    let set: SchemaSet
}

extension SchemaSet {
    /// Adds this project's restatement of the 2020-12 meta-schema (see `MetaSchema`), so that
    /// `$ref`s to the official meta-schema URI resolve without a network.
    public func addMetaSchema() {
        guard let root = JSONParser.parse(MetaSchema.text, file: "<meta-schema>").root else { return }
        add(root, file: "<meta-schema>", uri: MetaSchema.uri)
    }
}
