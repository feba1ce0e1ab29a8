import ContentBundle
import ContentBundleC
import Foundation
import Testing

/// The C API's results calls (issue 33): each makes one line of a results log that the Swift
/// reader reads back as the record the Swift recorder makes; bad contexts, answers, durations and
/// handles are refused with an error object and leave the out parameter NULL.
@Suite struct CAPIResultsTests {
    private func open() throws -> OpaquePointer {
        var bundle: OpaquePointer?
        #expect(cbundle_open(CAPITests.good, nil, &bundle, nil) == 0)
        return try #require(bundle)
    }

    /// The line a call made, as text, freeing it; nil (and the error's class) when it failed.
    private func call(_ body: (UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, UnsafeMutablePointer<OpaquePointer?>) -> Int32) -> (String?, String) {
        var out: UnsafeMutablePointer<CChar>?
        var error: OpaquePointer?
        let code = body(&out, &error)
        defer {
            cbundle_free(UnsafeMutableRawPointer(out))
            cbundle_free(UnsafeMutableRawPointer(error))
        }
        #expect((code == 0) == (out != nil), "a line exactly when the call succeeds")
        return (out.map { String(cString: $0) }, String(cString: cbundle_error_class(code)))
    }

    @Test func anAnswerRecordReadsBackAsTheSwiftRecordersRecord() throws {
        let handle = try open()
        defer { cbundle_free(UnsafeMutableRawPointer(handle)) }
        let context = #"{"session": "s-1", "learner": "L-7", "age": 9}"#
        let (line, _) = call { cbundle_record_answer(handle, context, "tap-213", #"{"taps": ["2", "1", "3"]}"#, 4000, "memory-game", 1_800_000_000, $0, $1) }
        let text = try #require(line)
        #expect(text.hasSuffix("\n") && text.dropLast().contains("\n") == false)
        let record = try ResultsLog.record(from: Array(text.utf8))
        let bundle = try ContentBundle.open(URL(fileURLWithPath: CAPITests.good))
        let swift = try ResultRecorder(bundle: bundle, session: "s-1", learner: "L-7", age: 9)
            .answer(.taps(["2", "1", "3"]), to: "tap-213", seconds: 4, within: "memory-game", at: Date(timeIntervalSince1970: 1_800_000_000))
        #expect(record == swift)
        let revision = try bundle.revision(of: "tap-213")
        if case .answer(let answer) = record { #expect(answer.correct && answer.revision == revision) }
        let (skipped, _) = call { cbundle_record_answer(handle, #"{"session": "s-1"}"#, "tap-213", nil, 0, nil, -1, $0, $1) }
        #expect(skipped?.contains(#""answer":null,"correct":false"#) == true)
    }

    @Test func aPlayAndASittingAreRecorded() throws {
        let handle = try open()
        defer { cbundle_free(UnsafeMutableRawPointer(handle)) }
        var play: OpaquePointer?
        #expect(cbundle_play_start(handle, "math-check", 1, 0, &play, nil) == 0)
        defer { cbundle_free(UnsafeMutableRawPointer(play)) }
        let (quit, _) = call { cbundle_record_play(handle, play, #"{"session": "s-2"}"#, 1, 12_000, -1, $0, $1) }
        let record = try ResultsLog.record(from: Array(try #require(quit).utf8))
        if case .levelPlay(let level) = record { #expect(level.outcome == .quit && level.game == "math-check" && level.level == 1) } else { Issue.record("not a play") }
        let (sitting, _) = call { cbundle_record_sitting(handle, #"{"session": "s-3", "age": 30}"#, "conformance-test", #"{"greys-01": 0}"#, 90_000, -1, $0, $1) }
        let scored = try ResultsLog.record(from: Array(try #require(sitting).utf8))
        if case .sitting(let result) = scored { #expect(result.test == "conformance-test" && result.items >= 1 && result.context.age == 30) } else { Issue.record("not a sitting") }
        #expect(call { cbundle_record_sitting(handle, #"{"session": "s-3"}"#, "conformance-test", "{}", 1, -1, $0, $1) }.1 == "argument", "a sitting needs an age")
    }

    @Test func badArgumentsAreRefusedNeverTrapped() throws {
        let handle = try open()
        defer { cbundle_free(UnsafeMutableRawPointer(handle)) }
        let answer = #"{"taps": ["1"]}"#
        for context in [nil, "[]", "{}", #"{"session": ""}"#, #"{"session": 1}"#, #"{"session": "s", "age": -1}"#, #"{"session": "s", "age": 1e9}"#,
                        #"{"session": "s", "name": "Ann"}"#, #"{"session": "\#(String(repeating: "x", count: 2000))"}"#, "{"] as [String?] {
            #expect(call { cbundle_record_answer(handle, context, "tap-213", answer, 1, nil, -1, $0, $1) }.1 == "argument", "\(context ?? "NULL")")
        }
        let context = #"{"session": "s"}"#
        #expect(call { cbundle_record_answer(handle, context, "no-such", answer, 1, nil, -1, $0, $1) }.1 == "unknownItem")
        #expect(call { cbundle_record_answer(handle, context, "no-such", nil, 1, nil, -1, $0, $1) }.1 == "unknownItem")
        #expect(call { cbundle_record_answer(handle, context, "tap-213", answer, -5, nil, -1, $0, $1) }.1 == "argument", "a negative duration")
        #expect(call { cbundle_record_answer(handle, context, "tap-213", answer, .max, nil, -1, $0, $1) }.1 == "argument", "past 2^53 ms")
        #expect(call { cbundle_record_answer(handle, context, "tap-213", answer, 1, nil, .max, $0, $1) }.1 == "argument", "after the year 9999")
        #expect(call { cbundle_record_answer(handle, context, nil, answer, 1, nil, -1, $0, $1) }.1 == "argument")
        #expect(call { cbundle_record_answer(nil, context, "tap-213", answer, 1, nil, -1, $0, $1) }.1 == "argument")
        #expect(call { cbundle_record_play(handle, handle, context, 0, 1, -1, $0, $1) }.1 == "argument", "a bundle where a play belongs")
        #expect(cbundle_record_answer(handle, context, "tap-213", answer, 1, nil, -1, nil, nil) != 0, "no place for the line")
        var revision: Int64 = 7
        #expect(cbundle_revision(handle, "tap-213", &revision, nil) == 0 && revision >= 1)
        #expect(cbundle_revision(handle, nil, &revision, nil) != 0 && revision == 0)
        #expect(cbundle_revision(handle, "tap-213", nil, nil) != 0)
    }
}
