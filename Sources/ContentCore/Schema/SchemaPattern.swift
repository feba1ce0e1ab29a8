/// A `pattern` regular expression (ECMA-262, unanchored), run by our own NFA engine
/// (`PatternProgram`) in linear time. A pattern outside the engine's subset does not compile,
/// and the schema holding it is refused with a finding: no schema, a pack's own included, can
/// make a check backtrack.
final class SchemaPattern: @unchecked Sendable {
    let source: String
    private let program: PatternProgram

    /// Nil when the pattern is malformed or outside the built-in engine's subset.
    init?(_ source: String) {
        guard let program = PatternProgram.compile(source) else { return nil }
        self.source = source
        self.program = program
    }

    func matches(_ text: String) -> Bool { program.matches(text) }
}
