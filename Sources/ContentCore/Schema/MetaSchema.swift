/// A meta-schema for JSON Schema 2020-12, restricted to the keywords this validator implements,
/// registered under the official meta-schema URI so that `$ref`s to it resolve offline.
///
/// It is written for this project from the 2020-12 specification (it is not the official
/// document, which is split into vocabularies and uses `$dynamicRef`): it checks that each
/// keyword's value has the shape the specification gives it.
enum MetaSchema {
    static let uri = "https://json-schema.org/draft/2020-12/schema"

    static let text = #"""
    {
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "$id": "https://json-schema.org/draft/2020-12/schema",
      "title": "JSON Schema 2020-12 keywords understood by content-lint",
      "type": ["object", "boolean"],
      "properties": {
        "$id": {"type": "string"},
        "$schema": {"type": "string"},
        "$ref": {"type": "string"},
        "$anchor": {"type": "string", "pattern": "^[A-Za-z_][-A-Za-z0-9._]*$"},
        "$dynamicRef": {"type": "string"},
        "$dynamicAnchor": {"type": "string", "pattern": "^[A-Za-z_][-A-Za-z0-9._]*$"},
        "$comment": {"type": "string"},
        "$defs": {"type": "object", "additionalProperties": {"$ref": "#"}},
        "title": {"type": "string"},
        "description": {"type": "string"},
        "x-expected": {"type": "string"},
        "deprecated": {"type": "boolean"},
        "readOnly": {"type": "boolean"},
        "writeOnly": {"type": "boolean"},
        "examples": {"type": "array"},
        "type": {
          "anyOf": [
            {"$ref": "#/$defs/typeName"},
            {"type": "array", "items": {"$ref": "#/$defs/typeName"}, "minItems": 1, "uniqueItems": true}
          ]
        },
        "enum": {"type": "array", "items": true},
        "multipleOf": {"type": "number", "exclusiveMinimum": 0},
        "maximum": {"type": "number"},
        "exclusiveMaximum": {"type": "number"},
        "minimum": {"type": "number"},
        "exclusiveMinimum": {"type": "number"},
        "maxLength": {"$ref": "#/$defs/count"},
        "minLength": {"$ref": "#/$defs/count"},
        "pattern": {"type": "string"},
        "maxItems": {"$ref": "#/$defs/count"},
        "minItems": {"$ref": "#/$defs/count"},
        "uniqueItems": {"type": "boolean"},
        "maxContains": {"$ref": "#/$defs/count"},
        "minContains": {"$ref": "#/$defs/count"},
        "maxProperties": {"$ref": "#/$defs/count"},
        "minProperties": {"$ref": "#/$defs/count"},
        "required": {"$ref": "#/$defs/stringSet"},
        "dependentRequired": {"type": "object", "additionalProperties": {"$ref": "#/$defs/stringSet"}},
        "prefixItems": {"$ref": "#/$defs/schemaList"},
        "items": {"$ref": "#"},
        "contains": {"$ref": "#"},
        "additionalProperties": {"$ref": "#"},
        "properties": {"type": "object", "additionalProperties": {"$ref": "#"}},
        "patternProperties": {"type": "object", "additionalProperties": {"$ref": "#"}},
        "dependentSchemas": {"type": "object", "additionalProperties": {"$ref": "#"}},
        "propertyNames": {"$ref": "#"},
        "unevaluatedItems": {"$ref": "#"},
        "unevaluatedProperties": {"$ref": "#"},
        "if": {"$ref": "#"},
        "then": {"$ref": "#"},
        "else": {"$ref": "#"},
        "allOf": {"$ref": "#/$defs/schemaList"},
        "anyOf": {"$ref": "#/$defs/schemaList"},
        "oneOf": {"$ref": "#/$defs/schemaList"},
        "not": {"$ref": "#"}
      },
      "$defs": {
        "typeName": {"enum": ["array", "boolean", "integer", "null", "number", "object", "string"]},
        "count": {"type": "integer", "minimum": 0},
        "stringSet": {"type": "array", "items": {"type": "string"}, "uniqueItems": true},
        "schemaList": {"type": "array", "minItems": 1, "items": {"$ref": "#"}}
      }
    }
    """#
}
