import Testing
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck
@testable import ContentOutput

/// Schema errors speak a designer's language and point at the offending value.
@Suite struct SchemaMessageTests {
    func violations(_ schemaText: String, _ instanceText: String) throws -> [SchemaViolation] {
        let set = SchemaSet()
        set.add(json(schemaText), file: "s.json", uri: "urn:test")
        #expect(set.compile().isEmpty)
        return try #require(set.schema("urn:test")).validate(json(instanceText))
    }

    @Test func integerRange() throws {
        let found = try violations(#"{"properties": {"difficulty": {"type": "integer", "minimum": 1, "maximum": 10}}}"#, #"{"difficulty": 12}"#)
        #expect(found.map(\.message) == [#""difficulty" must be an integer from 1 to 10, found 12"#])
        #expect(found.first?.range == 15..<17)
        #expect(found.first?.pointer == "/difficulty")
    }

    @Test func missingRequiredPointsAtTheObject() throws {
        let found = try violations(#"{"properties": {"items": {"items": {"required": ["answer"]}}}}"#, #"{"items": [{}, {"answer": 1}]}"#)
        #expect(found.map(\.message) == [#"element 1 of "items" is missing the required property "answer""#])
        #expect(found.first?.range == 11..<12)
    }

    @Test func unknownPropertySuggestsTheRightName() throws {
        let found = try violations(#"{"properties": {"difficulty": {}, "premium": {}}, "additionalProperties": false}"#, #"{"dificulty": 1}"#)
        #expect(found.map(\.message) == [#"unknown property "dificulty"; did you mean "difficulty"?"#])
        #expect(found.first?.range == 1..<12)
    }

    @Test func enumSuggestsTheClosestValue() throws {
        let found = try violations(#"{"properties": {"style": {"enum": ["classic", "modern"]}}}"#, #"{"style": "clasic"}"#)
        #expect(found.map(\.message) == [#""style" must be one of "classic" or "modern", found "clasic"; did you mean "classic"?"#])
    }

    @Test func typeErrorsOfAlternativesMerge() throws {
        let found = try violations(#"{"anyOf": [{"type": "string"}, {"type": "array"}]}"#, "12")
        #expect(found.map(\.message) == ["the top-level value must be a string or a list, found the number 12"])
    }

    @Test func closestAlternativeIsReported() throws {
        let schema = #"{"oneOf": [{"type": "object", "required": ["a"], "properties": {"a": {"type": "integer"}}}, {"type": "string"}]}"#
        let found = try violations(schema, #"{"a": "x"}"#)
        #expect(found.map(\.message) == [#""a" must be an integer, found the text "x""#])
    }

    @Test func expectedTextReplacesTheGenericWords() throws {
        let schema = #"{"properties": {"id": {"type": "string", "pattern": "^[a-z]+$", "x-expected": "a lower-case id"}}}"#
        let found = try violations(schema, #"{"id": "Cat"}"#)
        #expect(found.map(\.message) == [#""id" must be a lower-case id, found "Cat""#])
    }

    @Test func duplicateElementIsNamed() throws {
        let found = try violations(#"{"properties": {"choices": {"uniqueItems": true}}}"#, #"{"choices": [1, 2, 1]}"#)
        #expect(found.map(\.message) == [#"element 3 of "choices" repeats element 1 (1); "choices" must not repeat values"#])
        #expect(found.first?.range == 19..<20)
    }

    @Test func lengthsAndCounts() throws {
        let schema = #"{"properties": {"s": {"minLength": 1}, "l": {"maxItems": 1}}}"#
        let found = try violations(schema, #"{"s": "", "l": [1, 2]}"#)
        #expect(found.map(\.message) == [#""s" must be a non-empty string, found """#, #""l" must be a list of at most 1 element, found 2 elements"#])
    }

    @Test func referenceCycleIsASchemaError() throws {
        let set = SchemaSet()
        set.add(json(##"{"$defs": {"a": {"$ref": "#/$defs/b"}, "b": {"anyOf": [{"$ref": "#/$defs/a"}]}}, "$ref": "#/$defs/a"}"##, file: "cycle.json"),
                file: "cycle.json", uri: "urn:cycle")
        let problems = set.compile()
        #expect(problems.count == 1)
        #expect(problems.first?.ruleID == "schema-definition")
        #expect(problems.first?.message.hasPrefix("$ref cycle that never descends into the data") == true)
        #expect(problems.first?.file == "cycle.json")
    }

    @Test func recursionThroughPropertiesIsFine() throws {
        let set = SchemaSet()
        set.add(json(##"{"properties": {"child": {"$ref": "#"}}, "type": "object"}"##), file: "tree.json", uri: "urn:tree")
        #expect(set.compile().isEmpty)
        let schema = try #require(set.schema("urn:tree"))
        #expect(schema.isValid(json(#"{"child": {"child": {}}}"#)))
        #expect(!schema.isValid(json(#"{"child": {"child": 3}}"#)))
    }

    @Test func unresolvableReference() throws {
        let set = SchemaSet()
        set.add(json(##"{"$ref": "other.json#/x"}"##), file: "r.json", uri: "https://example.test/r.json")
        #expect(set.compile().map(\.message) == [##"cannot resolve $ref "https://example.test/other.json#/x": no schema has that URI"##])
    }
}

/// Numbers compared as JSON Schema says, by value, read exactly (measured: eight generated
/// number series whose distinct choices past 2^53 were called repeats).
@Suite struct SchemaNumberEqualityTests {
    private func number(_ text: String) -> JSONNumber { JSONNumber(lexeme: text, double: Double(text) ?? .nan) }

    @Test func equalValuesAreEqual() {
        #expect(numbersEqual(number("1"), number("1.0")))
        #expect(numbersEqual(number("1.50e1"), number("15")))
        #expect(numbersEqual(number("-0"), number("0.0e5")))
        #expect(numbersEqual(number("100E-2"), number("1")))
    }

    @Test func largeIntegersAreReadExactly() {
        #expect(!numbersEqual(number("10000000000000000"), number("10000000000000001")))
        #expect(!numbersEqual(number("18446744073709551616"), number("18446744073709551617")))
        #expect(numbersEqual(number("18446744073709551616"), number("1.8446744073709551616e19")))
        #expect(!numbersEqual(number("0.1"), number("0.10000000000000001")))
        #expect(ExactDecimal(String(repeating: "0", count: 1_000_000) + "1")?.digits == [1])
    }
}
