import ContentBundle
import Foundation

// The conformance suite's Swift reader: the same input and output as conformance/readers/c
// (see reader.c), through the Swift API of ContentBundle.

func jsonString(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out + "\""
}

func errorClass(_ error: Error) -> String {
    switch error {
    case let bundle as BundleError: bundle.errorClass
    case AnswerError.unknownItem: "unknownItem"
    case AnswerError.noAnswerKey: "noAnswerKey"
    case AnswerError.wrongKindOfAnswer: "wrongKindOfAnswer"
    case is PlanError: "plan"
    default: "internal"
    }
}

func open(_ path: String, _ layout: String, _ key: String?) throws -> ContentBundle {
    let url = URL(fileURLWithPath: path)
    if layout == "bytes" { return try ContentBundle.open(zipData: Data(contentsOf: url), publicKey: key) }
    return try ContentBundle.open(url, publicKey: key)
}

func runCase(_ name: String, _ path: String, _ layout: String, _ key: String?) {
    var stage = "open"
    do {
        let bundle = try open(path, layout, key)
        stage = "items"
        try bundle.readAllItems()
        stage = "files"
        try bundle.verifyAllFiles()
        print("{\"case\":\(jsonString(name)),\"verdict\":\"open\"}")
    } catch {
        print("{\"case\":\(jsonString(name)),\"error\":\"\(errorClass(error))\",\"stage\":\"\(stage)\",\"verdict\":\"refuse\"}")
    }
}

/// A JSON argument as a value.
func json(_ text: String) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
}

func answer(_ text: String) throws -> Answer {
    let object = try json(text) as? [String: Any] ?? [:]
    if let typed = object["text"] as? String, let locale = object["locale"] as? String { return .text(typed, locale: locale) }
    if let taps = object["taps"] as? [String] { return .taps(taps) }
    if let option = object["option"] as? Int { return .option(option) }
    if let number = object["number"] as? NSNumber { return .number(number.doubleValue) }
    throw CocoaError(.coderInvalidValue)
}

func play(_ index: String, _ path: String, _ action: String, _ kind: String, _ id: String, _ argument: String) {
    let result: String
    do {
        let bundle = try ContentBundle.open(URL(fileURLWithPath: path))
        switch action {
        case "answer":
            result = try bundle.check(answer: answer(argument), for: id) ? "right" : "wrong"
        case "item":
            guard let items = try bundle.anyItems(ofKind: kind) else { throw AnswerError.unknownItem(kind) }
            guard items.contains(where: { $0.id == id }) else { throw AnswerError.unknownItem(id) }
            result = "ok"
        case "file":
            result = "\(try bundle.data(at: argument).count) bytes"
        case "iq":
            guard let test = try bundle.iqTests.first(where: { $0.id == id }), var session = try IQSession(test, in: bundle) else { throw AnswerError.unknownItem(id) }
            for (item, option) in try json(argument) as? [String: Int] ?? [:] { session.record(option: option, for: item) }
            let scored = try session.result(age: 30, in: bundle)
            guard case .sitting(let record) = try ResultRecorder(bundle: bundle, session: "conformance", age: 30).sitting(session, result: scored, seconds: 1) else { throw AnswerError.unknownItem(id) }
            result = "raw \(scored.rawScore) iq \(scored.score.map { String($0.iq) } ?? "?") items \(record.items)"
        case "game":
            guard let table = try bundle.tables.game(id) else { throw AnswerError.unknownItem(id) }
            let index = Int(argument) ?? -1
            let chosen = index >= 0 ? try bundle.rounds(of: table)?.plays(level: 1)[index] : nil
            guard var level = LevelPlay(table, level: 1, play: chosen) else { throw AnswerError.unknownItem(id) }
            level.right()
            level.wrong()
            level.right()
            guard case .levelPlay(let record) = try ResultRecorder(bundle: bundle, session: "conformance").levelPlay(level, seconds: 1) else { throw AnswerError.unknownItem(id) }
            result = "score \(level.score) position \(level.position) mistakes \(level.mistakes) outcome \(record.outcome.rawValue)"
        case "record":
            let record = try ResultRecorder(bundle: bundle, session: "conformance").answer(answer(argument), to: id, seconds: 1)
            result = String(decoding: ResultsLog.line(record).dropLast(), as: UTF8.self)
        case "plan":
            guard let plan = try bundle.plans.first(where: { $0.id == id }) else { throw AnswerError.unknownItem(id) }
            var utc = Calendar(identifier: .gregorian)
            utc.timeZone = TimeZone(identifier: "UTC")!
            let schedule = try PlanSchedule(plan.defaults, start: Date(timeIntervalSince1970: 0), calendar: utc)
            let made = (try json(argument) as? [[String: Int]] ?? []).map { (date: Date(timeIntervalSince1970: TimeInterval($0["date"] ?? 0)), amount: $0["amount"] ?? 0) }
            let progress = schedule.progress(made: made, at: Date(timeIntervalSince1970: 100_000_000))
            result = "goal \(schedule.goal) saved \(progress.saved)"
        default:
            result = "unknown action \(action)"
        }
    } catch {
        print("{\"play\":\(index),\"result\":\"error \(errorClass(error))\"}")
        return
    }
    print("{\"play\":\(index),\"result\":\(jsonString(result))}")
}

while let line = readLine() {
    let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    if fields.count == 5, fields[0] == "case" {
        runCase(fields[1], fields[2], fields[3], fields[4] == "-" ? nil : fields[4])
    } else if fields.count == 7, fields[0] == "play" {
        play(fields[1], fields[2], fields[3], fields[4], fields[5], fields[6])
    } else if !line.isEmpty {
        FileHandle.standardError.write(Data("reader: a line that is neither a case nor a play\n".utf8))
        exit(2)
    }
}
