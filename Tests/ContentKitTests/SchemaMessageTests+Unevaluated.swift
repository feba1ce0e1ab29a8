import Testing
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck
@testable import ContentOutput

/// `unevaluatedProperties` beside a failed branch: the branch's own error, and no "unknown
/// property" for the keys it declares (2020-12 drops a failed branch's annotations, which would
/// call them all unknown).
extension SchemaMessageTests {
    /// An item whose `then` branch declares `layout` and `parts`; `unevaluatedProperties: false`.
    static let branchSchema = #"""
        {"properties": {"form": {"enum": ["drawn", "pictured"]}, "difficulty": {}},
         "allOf": [{"if": {"properties": {"form": {"const": "drawn"}}},
                    "then": {"required": ["layout", "parts"], "properties": {"layout": {"type": "string"}, "parts": {"type": "array"}}}}],
         "unevaluatedProperties": false}
        """#

    @Test func failedBranchGivesOneFinding() throws {
        let found = try violations(Self.branchSchema, #"{"form": "drawn", "layout": "grid", "parts": 3}"#)
        #expect(found.map(\.message) == [#""parts" must be a list, found the number 3"#])
        let missing = try violations(Self.branchSchema, #"{"form": "drawn", "layout": "grid"}"#)
        #expect(missing.map(\.message) == [#"the file is missing the required property "parts""#])
    }

    @Test func unknownPropertyBesideAFailedBranchIsStillReported() throws {
        let found = try violations(Self.branchSchema, #"{"form": "drawn", "layout": "grid", "parts": 3, "dificulty": 2}"#)
        #expect(found.map(\.message) == [
            #""parts" must be a list, found the number 3"#,
            #"unknown property "dificulty"; did you mean "difficulty"?"#,
        ])
    }

    @Test func keysOfTheBranchNotTakenAreUnknown() throws {
        let found = try violations(Self.branchSchema, #"{"form": "pictured", "layout": "grid"}"#)
        #expect(found.map(\.message) == [#"unknown property "layout"; allowed here: "difficulty", "form""#])
    }

    /// A failing branch of a passing `anyOf` is not reported, so its keys stay unknown (as the
    /// spec says): the file must not come out invalid with no finding.
    @Test func keysOfAnUnreportedFailureStayUnknown() throws {
        let schema = #"{"anyOf": [{"properties": {"a": {}}}, {"properties": {"b": {"type": "string"}}}], "unevaluatedProperties": false}"#
        let found = try violations(schema, #"{"a": 1, "b": 2}"#)
        #expect(found.map(\.message) == [#"unknown property "b""#])
    }

    /// The sample pack's case: a rendered matrix item whose component rules miss "number" (or
    /// "position") failed its `then` branch, and each of the branch's four keys came out as an
    /// unknown property besides the one true finding.
    @Test func matrixRulesWithoutNumberAreOneFinding() throws {
        let schema = try #require(SchemaCatalog.embedded.schema(named: "matrix-series.json"))
        let rules = #"{"type": {"constant": {}}, "size": {"progression": {"step": 1}}, "color": {"constant": {}}"#
        #expect(schema.validate(json(Self.renderedSeries(rules: rules + #", "number": {"constant": {}}}"#))).map(\.message) == [])
        let found = schema.validate(json(Self.renderedSeries(rules: rules + "}")))
        #expect(found.count == 1, "\(found.map(\.message))")
        #expect(found.first?.pointer == "/items/0/components/0/rules")
        let typo = schema.validate(json(Self.renderedSeries(rules: rules + "}", extra: #""dificulty": 1, "#)))
        #expect(typo.map(\.message).last == #"unknown property "dificulty"; did you mean "difficulty"?"#)
        #expect(typo.count == 2)
    }

    static func renderedSeries(rules: String, extra: String = "") -> String {
        let panel = #"[{"entities": [{"type": "circle", "size": 2, "color": 5, "slot": 0}]}]"#
        let panels = Array(repeating: panel, count: 8).joined(separator: ", ")
        return #"{"kind": "matrix-series", "id": "s", "title": {"en": "S"}, "timeLimitSeconds": 60, "items": [{"id": "i", "#
            + #""difficulty": 1, "form": "rendered", "layout": "center", "# + extra + #""components": [{"rules": "# + rules
            + #"}], "panels": ["# + panels + #"], "options": ["# + panels + #"], "answer": 0}]}"#
    }
}
