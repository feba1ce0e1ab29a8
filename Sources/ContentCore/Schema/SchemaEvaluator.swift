extension Schema {
    /// Every way `instance` breaks this schema, each at the value that breaks it; or, when the
    /// schema takes more than its budget to check the value, that one finding.
    public func validate(_ instance: JSONNode) -> [SchemaViolation] {
        let budget = SchemaEvaluator.budget(for: instance)
        // why: almost all content is valid, and the yes/no pass skips paths and messages.
        var check = SchemaEvaluator(budget: budget)
        var none: [SchemaViolation]? = nil
        if check.validate(instance, root, &none) { return [] }
        if check.exhausted { return [SchemaEvaluator.tooComplex(instance)] }
        var evaluator = SchemaEvaluator(budget: budget)
        var errors: [SchemaViolation]? = []
        _ = evaluator.validate(instance, root, &errors)
        return evaluator.exhausted ? [SchemaEvaluator.tooComplex(instance)] : errors ?? []
    }

    /// True when `instance` satisfies the schema (stops at the first failure); false when the
    /// schema takes more than its budget to check it.
    public func isValid(_ instance: JSONNode) -> Bool {
        var evaluator = SchemaEvaluator(budget: SchemaEvaluator.budget(for: instance))
        var errors: [SchemaViolation]? = nil
        return evaluator.validate(instance, root, &errors)
    }
}

/// Walks an instance against compiled schemas. With `errors == nil` it answers valid or not and
/// stops at the first failure; with an array it collects every violation with a message.
///
/// Every step (a subschema applied to a value, an annotation walk) comes off a budget that grows
/// with the instance, and the nesting of steps is bounded: a schema whose subschemas share
/// subschemas can make a check exponential (40 `$defs` each applying the next twice is 2⁴⁰
/// steps), and a long in-place chain would exhaust the stack. Past either, the check stops and
/// says the schema is too complex, in time linear in the instance.
struct SchemaEvaluator {
    var path: [InstancePathToken] = []
    private var stepsLeft: Int
    private var depth = 0
    /// The budget ran out (or the nesting went too deep): the verdict is void.
    private(set) var exhausted = false

    /// Steps per value of the instance (built-in schemas take a few per value), and a floor.
    static let stepsPerValue = 64
    static let minimumSteps = 200_000
    /// Nested steps at most: in-place subschemas within values nested as deep as JSON allows.
    static let maximumDepth = 1_000

    init(budget: Int) { stepsLeft = budget }

    /// The budget for checking `instance`: its values times `stepsPerValue`, at least `minimumSteps`.
    static func budget(for instance: JSONNode) -> Int {
        var values = 0
        var pending = [instance]
        while let node = pending.popLast() {
            values += 1
            if let elements = node.array { pending += elements } else if let object = node.object { pending += object.members.map(\.value) }
        }
        return max(minimumSteps, values.multipliedReportingOverflow(by: stepsPerValue).overflow ? .max : values * stepsPerValue)
    }

    /// The one finding of a check that ran out of budget.
    static func tooComplex(_ instance: JSONNode) -> SchemaViolation {
        SchemaViolation(range: instance.range, pointer: "", message:
            "the schema takes more than \(stepsPerValue) steps per value to check this (its subschemas apply each other too many times, or nest too deep); simplify the schema",
            keyword: "budget", depth: 0)
    }

    /// Takes one step off the budget; false once it has run out.
    mutating func tick() -> Bool {
        guard !exhausted else { return false }
        stepsLeft -= 1
        if stepsLeft < 0 { exhausted = true }
        return !exhausted
    }

    mutating func validate(_ node: JSONNode, _ schema: SchemaNode, _ errors: inout [SchemaViolation]?) -> Bool {
        guard tick(), depth < Self.maximumDepth else {
            exhausted = true
            return false
        }
        depth += 1
        defer { depth -= 1 }
        if let boolean = schema.boolean {
            if boolean { return true }
            record(&errors, node.range, "false", "\(path.subject) is not allowed here")
            return false
        }
        var valid = true
        if let target = schema.ref, !validate(node, target, &errors) {
            valid = false
            if errors == nil { return false }
        }
        if !validateValue(node, schema, &errors) {
            valid = false
            if errors == nil { return false }
        }
        // why: when the type is wrong, the type's own keywords would only repeat the finding.
        let typeFits = schema.types?.admits(node) ?? true
        switch typeFits ? node.value : .null {
        case .number(let number):
            if !validateNumber(node, number.double, schema, &errors) { valid = false }
        case .string(let text):
            if !validateString(node, text, schema, &errors) { valid = false }
        case .array(let elements):
            if !validateArray(node, elements, schema, &errors) { valid = false }
        case .object(let object):
            if !validateObject(node, object, schema, &errors) { valid = false }
        default:
            break
        }
        if !valid, errors == nil { return false }
        if !validateCombinators(node, schema, &errors) { valid = false }
        if valid || errors != nil, schema.needsAnnotations {
            if !validateUnevaluated(node, schema, &errors) { valid = false }
        }
        return valid
    }

    /// `type`, `enum`, `const`.
    private mutating func validateValue(_ node: JSONNode, _ schema: SchemaNode, _ errors: inout [SchemaViolation]?) -> Bool {
        var valid = true
        if let types = schema.types, !types.admits(node) {
            valid = false
            if errors == nil { return false }
            let wanted = SchemaMessages.typePhrase(types.nameList)
            record(&errors, node.range, "type", SchemaMessages.must(path.subject, schema, wanted, found: SchemaMessages.typedFound(node)))
        }
        if let choices = schema.enumValues, !choices.contains(where: { jsonEqual($0.value, node.value) }) {
            valid = false
            if errors == nil { return false }
            record(&errors, node.range, "enum", SchemaMessages.enumMessage(path.subject, schema, choices, node))
        }
        if let constant = schema.constValue, !jsonEqual(constant.value, node.value) {
            valid = false
            if errors == nil { return false }
            let wanted = SchemaMessages.render(constant)
            record(&errors, node.range, "const", SchemaMessages.must(path.subject, schema, wanted, found: SchemaMessages.render(node)))
        }
        return valid
    }

    private mutating func validateNumber(_ node: JSONNode, _ value: Double, _ schema: SchemaNode, _ errors: inout [SchemaViolation]?) -> Bool {
        var inRange = true
        if let minimum = schema.minimum, value < minimum { inRange = false }
        if let maximum = schema.maximum, value > maximum { inRange = false }
        if let minimum = schema.exclusiveMinimum, value <= minimum { inRange = false }
        if let maximum = schema.exclusiveMaximum, value >= maximum { inRange = false }
        var valid = inRange
        if !inRange {
            if errors == nil { return false }
            record(&errors, node.range, "minimum", SchemaMessages.must(
                path.subject, schema, SchemaMessages.numberRange(schema), found: SchemaMessages.render(node)))
        }
        if let divisor = schema.multipleOf, !Self.isMultiple(value, of: divisor) {
            valid = false
            if errors == nil { return false }
            record(&errors, node.range, "multipleOf", SchemaMessages.must(
                path.subject, schema, "a multiple of \(SchemaMessages.format(divisor))", found: SchemaMessages.render(node)))
        }
        return valid
    }

    static func isMultiple(_ value: Double, of divisor: Double) -> Bool {
        if value.rounded() == value, divisor.rounded() == divisor, abs(value) < 9e15, abs(divisor) < 9e15 {
            return Int64(value) % Int64(divisor) == 0
        }
        let quotient = value / divisor
        guard quotient.isFinite else { return false }
        // why: 0.0075 / 0.0001 is 75.00000000000001 in binary floating point.
        return abs(quotient - quotient.rounded()) <= 1e-9 * max(1, abs(quotient))
    }

    private mutating func validateString(_ node: JSONNode, _ text: String, _ schema: SchemaNode, _ errors: inout [SchemaViolation]?) -> Bool {
        var valid = true
        // why: counting code points walks the string; the UTF-8 length bounds it (1 to 4 bytes each).
        let bytes = text.utf8.count
        // why: bytes < 4 × minimum, without the product (a minimum of 3e18 overflowed it)
        let needsCount = schema.minLength.map { bytes / 4 < $0 } == true || schema.maxLength.map { bytes > $0 } == true
        if needsCount {
            let length = text.unicodeScalars.count
            if let minimum = schema.minLength, length < minimum {
                valid = false
                if errors == nil { return false }
                let wanted = minimum == 1 ? "a non-empty string" : "at least \(minimum) characters long"
                record(&errors, node.range, "minLength", SchemaMessages.must(path.subject, schema, wanted, found: SchemaMessages.render(node)))
            }
            if let maximum = schema.maxLength, length > maximum {
                valid = false
                if errors == nil { return false }
                record(&errors, node.range, "maxLength", SchemaMessages.must(
                    path.subject, schema, "at most \(counted(maximum, "character")) long", found: counted(length, "character")))
            }
        }
        if let pattern = schema.pattern, !pattern.matches(text) {
            valid = false
            if errors == nil { return false }
            record(&errors, node.range, "pattern", SchemaMessages.must(
                path.subject, schema, "text matching the pattern \(pattern.source)", found: SchemaMessages.render(node)))
        }
        return valid
    }

    func record(_ errors: inout [SchemaViolation]?, _ range: Range<Int>, _ keyword: String, _ message: @autoclosure () -> String) {
        guard errors != nil else { return }
        errors?.append(SchemaViolation(range: range, pointer: path.pointer, message: message(), keyword: keyword, depth: path.count))
    }
}
