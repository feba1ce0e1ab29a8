import ContentBundle
import Foundation

/// The recorder `context_json` describes: {"session": "...", "learner"?: "...", "age"?: n}.
private func recorder(_ bundle: ContentBundle, _ contextJSON: UnsafePointer<CChar>?) throws -> ResultRecorder {
    guard case .object(let members) = try jsonArgument(contextJSON, "context_json") else { throw CFailure(.argument, "context_json is not an object") }
    if let extra = Set(members.keys).subtracting(["session", "learner", "age"]).sorted().first { throw CFailure(.argument, "context_json: unknown member \"\(extra)\"") }
    guard case .string(let session)? = members["session"] else { throw CFailure(.argument, "context_json: \"session\" must be a text") }
    var learner: String?
    if let value = members["learner"] {
        guard case .string(let text) = value else { throw CFailure(.argument, "context_json: \"learner\" must be a text") }
        learner = text
    }
    var age: Int?
    if let value = members["age"] {
        guard case .number(let number) = value, let whole = Int(exactly: number), (0...150).contains(whole) else { throw CFailure(.argument, "context_json: \"age\" must be a whole number from 0 to 150") }
        age = whole
    }
    return ResultRecorder(bundle: bundle, session: session, learner: learner, age: age)
}

/// A record's line, or the recorder's refusal as an argument error.
private func line(_ make: () throws -> ResultRecord) throws -> String {
    do {
        return String(decoding: ResultsLog.line(try make()), as: UTF8.self)
    } catch let error as ResultRecorder.RecordError {
        switch error {
        case .badTime(let seconds): throw CFailure(.argument, "milliseconds \(seconds * 1000) is not a duration")
        case .badAge(let age): throw CFailure(.argument, "age \(age) is not from 0 to 150")
        case .badID(let id): throw CFailure(.argument, "\"\(id.prefix(40))\" is not a session or learner id (1 to \(ResultsLog.maximumTextLength) characters)")
        }
    }
}

/// When the record was made, from Unix seconds (negative: the record says nothing of when).
private func date(_ at: Int64) throws -> Date? {
    guard at >= 0 else { return nil }
    guard at <= 253_402_300_799 else { throw CFailure(.argument, "at is after the year 9999") }
    return Date(timeIntervalSince1970: TimeInterval(at))
}

@_cdecl("cbundle_revision")
public func cbundle_revision(_ handle: OpaquePointer?, _ name: UnsafePointer<CChar>?, _ out: UnsafeMutablePointer<Int64>?,
                             _ error: UnsafeMutablePointer<OpaquePointer?>?) -> Int32 {
    out?.pointee = 0
    return run(error) {
        guard let out else { throw CFailure(.argument, "out_revision is NULL") }
        out.pointee = Int64(try CBundle.from(handle).revision(of: argument(name, "name")))
    }
}

@_cdecl("cbundle_record_answer")
public func cbundle_record_answer(_ handle: OpaquePointer?, _ contextJSON: UnsafePointer<CChar>?, _ id: UnsafePointer<CChar>?,
                                  _ answerJSON: UnsafePointer<CChar>?, _ milliseconds: Int64, _ within: UnsafePointer<CChar>?, _ at: Int64,
                                  _ out: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ error: UnsafeMutablePointer<OpaquePointer?>?) -> Int32 {
    out?.pointee = nil
    return run(error) {
        let bundle = try CBundle.from(handle)
        let recorder = try recorder(bundle, contextJSON)
        let given = try answerJSON.map { _ in try answer(jsonArgument(answerJSON, "answer_json")) }
        let context = try within.map { _ in try argument(within, "within") }
        let item = try argument(id, "id")
        let when = try date(at)
        try store(line { try recorder.answer(given, to: item, seconds: Double(milliseconds) / 1000, within: context, at: when) }, in: out)
    }
}

@_cdecl("cbundle_record_play")
public func cbundle_record_play(_ handle: OpaquePointer?, _ playHandle: OpaquePointer?, _ contextJSON: UnsafePointer<CChar>?, _ quit: Int32,
                                _ milliseconds: Int64, _ at: Int64, _ out: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
                                _ error: UnsafeMutablePointer<OpaquePointer?>?) -> Int32 {
    out?.pointee = nil
    return run(error) {
        let bundle = try CBundle.from(handle)
        let recorder = try recorder(bundle, contextJSON)
        let play = try CLevelPlay.from(playHandle).update { $0 }
        let when = try date(at)
        try store(line { try recorder.levelPlay(play, outcome: quit != 0 && !play.isOver ? .quit : nil, seconds: Double(milliseconds) / 1000, at: when) }, in: out)
    }
}

@_cdecl("cbundle_record_sitting")
public func cbundle_record_sitting(_ handle: OpaquePointer?, _ contextJSON: UnsafePointer<CChar>?, _ testID: UnsafePointer<CChar>?,
                                   _ answersJSON: UnsafePointer<CChar>?, _ milliseconds: Int64, _ at: Int64,
                                   _ out: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ error: UnsafeMutablePointer<OpaquePointer?>?) -> Int32 {
    out?.pointee = nil
    return run(error) {
        let bundle = try CBundle.from(handle)
        let recorder = try recorder(bundle, contextJSON)
        guard let age = recorder.age else { throw CFailure(.argument, "context_json: a sitting needs \"age\" (norms are per age)") }
        let (session, _) = try sitting(bundle, testID, answersJSON)
        let result = try session.result(age: age, in: bundle)
        let when = try date(at)
        try store(line { try recorder.sitting(session, result: result, seconds: Double(milliseconds) / 1000, at: when) }, in: out)
    }
}
