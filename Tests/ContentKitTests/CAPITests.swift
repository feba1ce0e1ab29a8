import ContentBundle
import ContentBundleC
import Foundation
import Testing

/// The C API as a hostile or careless caller uses it: NULLs, handles of the wrong kind, freed
/// handles, text that is not UTF-8, JSON arguments of every wrong shape, plays past their end.
/// Each call gives its error code and an error object (never a trap), and leaves its out
/// parameters NULL; conformance/run runs the well-behaved calls under a leak checker.
@Suite struct CAPITests {
    static let good = TestPaths.repository.appendingPathComponent("conformance/cases/good-folder").path

    /// Opens the conformance pack's good bundle.
    private func open() throws -> OpaquePointer {
        var bundle: OpaquePointer?
        var error: OpaquePointer?
        #expect(cbundle_open(Self.good, nil, &bundle, &error) == 0)
        #expect(error == nil)
        return try #require(bundle)
    }

    /// The code and class of a failed call, freeing its error.
    private func failure(_ call: (UnsafeMutablePointer<OpaquePointer?>) -> Int32) -> (Int32, String, String) {
        var error: OpaquePointer?
        let code = call(&error)
        let message = cbundle_error_message(error).map { String(cString: $0) } ?? "(no error object)"
        let name = String(cString: cbundle_error_class(code))
        #expect(code == 0 || cbundle_error_code(error) == code, "the error object carries the code returned")
        cbundle_free(UnsafeMutableRawPointer(error))
        return (code, name, message)
    }

    @Test func openingRefusesWhatIsNoBundleAndNeverLeavesAHandle() {
        var bundle: OpaquePointer?
        for (path, key, expected) in [("/nonexistent", nil, "unreadableManifest"), (Self.good, "bm90IGEga2V5", "badPublicKey"), ("/etc/hostname", nil, "unreadableArchive")] as [(String, String?, String)] {
            let (code, name, message) = failure { cbundle_open(path, key, &bundle, $0) }
            #expect(code != 0 && name == expected, "\(path): \(name) \(message)")
            #expect(bundle == nil)
        }
        #expect(failure { cbundle_open(nil, nil, &bundle, $0) }.1 == "argument")
        #expect(failure { cbundle_open(Self.good, nil, nil, $0) }.1 == "argument")
        let notUTF8: [CChar] = [CChar(bitPattern: 0xFF), CChar(bitPattern: 0xFE), 0]
        #expect(failure { cbundle_open(notUTF8, nil, &bundle, $0) }.1 == "argument")
        #expect(failure { cbundle_open_zip(nil, 10, nil, &bundle, $0) }.1 == "argument")
        let junk: [UInt8] = Array(repeating: 0x50, count: 100)
        #expect(failure { cbundle_open_zip(junk, junk.count, nil, &bundle, $0) }.1 == "unreadableArchive")
        #expect(failure { cbundle_open_zip(junk, -1, nil, &bundle, $0) }.1 == "argument", "a size_t past Int.max")
        #expect(bundle == nil)
        // no error object asked for: the code alone
        #expect(cbundle_open("/nonexistent", nil, &bundle, nil) == 10)
    }

    @Test func handlesOfTheWrongKindFreedOrForeignAreRefused() throws {
        let bundle = try open()
        var error: OpaquePointer?
        _ = cbundle_open("/nonexistent", nil, nil, &error)
        let errorObject = try #require(error)
        var json: UnsafeMutablePointer<CChar>?
        // an error object where a bundle belongs
        #expect(failure { cbundle_manifest_json(errorObject, &json, $0) }.1 == "argument")
        #expect(json == nil)
        // a pointer the API never made (a Swift array's storage) is neither used nor freed
        var foreign = [UInt8](repeating: 0, count: 64)
        foreign.withUnsafeMutableBytes { raw in
            let pointer = OpaquePointer(raw.baseAddress! + 16)
            #expect(cbundle_read_all_items(pointer, nil) == 1)
            cbundle_free(UnsafeMutableRawPointer(pointer))
        }
        #expect(cbundle_error_code(nil) == 1 && cbundle_error_message(nil) == nil)
        // a pointer into the middle of a text, a misaligned one, a text freed twice: ignored, never read
        var text: UnsafeMutablePointer<CChar>?
        #expect(cbundle_kinds_json(bundle, &text, nil) == 0)
        let kinds = try #require(text)
        cbundle_free(UnsafeMutableRawPointer(kinds + 3))
        #expect(cbundle_error_code(OpaquePointer(kinds + 1)) == 1)
        cbundle_free(UnsafeMutableRawPointer(kinds))
        cbundle_free(UnsafeMutableRawPointer(kinds))
        #expect(String(cString: cbundle_error_class(12345)) == "internal")
        cbundle_free(UnsafeMutableRawPointer(errorObject))
        cbundle_free(nil)
        // a play outlives the bundle it was started from
        var play: OpaquePointer?
        #expect(cbundle_play_start(bundle, "math-check", 1, 0, &play, nil) == 0)
        cbundle_free(UnsafeMutableRawPointer(bundle))
        #expect(cbundle_play_right(play, nil) == 0)
        #expect(cbundle_play_state_json(play, &json, nil) == 0)
        #expect(String(cString: try #require(json)).contains("\"position\":1"))
        cbundle_free(UnsafeMutableRawPointer(json))
        cbundle_free(UnsafeMutableRawPointer(play))
    }

    @Test func answersOfEveryWrongShapeAreArgumentErrors() throws {
        let bundle = try open()
        defer { cbundle_free(UnsafeMutableRawPointer(bundle)) }
        var right: Int32 = 7
        for answer in ["", "[", "[]", "{}", #"{"option": 1.5}"#, #"{"option": 1, "number": 2}"#, #"{"taps": [1]}"#, #"{"text": "x"}"#,
                       String(repeating: "[", count: 100_000), #"{"number": 1e999}"#, "null"] {
            let (code, name, _) = failure { cbundle_check_answer(bundle, "tap-213", answer, &right, $0) }
            #expect(code == 1 && name == "argument", "\(answer.prefix(20)): \(name)")
            #expect(right == 0)
        }
        #expect(failure { cbundle_check_answer(bundle, "tap-213", #"{"text": "x", "locale": "en"}"#, &right, $0) }.1 == "wrongKindOfAnswer")
        #expect(failure { cbundle_check_answer(bundle, "no-such-item", #"{"option": 1}"#, &right, $0) }.1 == "unknownItem")
        #expect(cbundle_check_answer(bundle, "tap-213", #"{"taps": ["2", "1", "3"]}"#, &right, nil) == 0 && right == 1)
        #expect(failure { cbundle_check_answer(bundle, "tap-213", #"{"taps": ["2"]}"#, nil, $0) }.1 == "argument")
    }

    @Test func lookUpsOfWhatIsNotThereAreNotFound() throws {
        let bundle = try open()
        defer { cbundle_free(UnsafeMutableRawPointer(bundle)) }
        var json: UnsafeMutablePointer<CChar>?
        var bytes: UnsafeMutablePointer<UInt8>?
        var count = 99
        var play: OpaquePointer?
        #expect(failure { cbundle_item_ids_json(bundle, "no-kind", &json, $0) }.1 == "notFound")
        #expect(failure { cbundle_item_json(bundle, "riddles", "no-such", &json, $0) }.1 == "notFound")
        #expect(failure { cbundle_file(bundle, "../etc/passwd", &bytes, &count, $0) }.1 == "notInBundle")
        #expect(bytes == nil && count == 0)
        #expect(failure { cbundle_game_rounds_json(bundle, "no-game", &json, $0) }.1 == "notFound")
        #expect(failure { cbundle_play_start(bundle, "math-check", 99, 0, &play, $0) }.1 == "notFound")
        #expect(failure { cbundle_play_start(bundle, "math-check", 1, 1_000_000, &play, $0) }.1 == "notFound")
        #expect(failure { cbundle_play_start(bundle, "math-check", 1, -1, &play, $0) }.1 == "argument", "a game with rounds needs one of its plays")
        #expect(play == nil)
        #expect(failure { cbundle_iq_score_json(bundle, "no-test", "{}", 30, &json, $0) }.1 == "notFound")
        #expect(failure { cbundle_iq_score_json(bundle, "conformance-test", "[]", 30, &json, $0) }.1 == "argument")
        #expect(failure { cbundle_plan_schedule_json(bundle, "no-plan", nil, 0, &json, $0) }.1 == "notFound")
        #expect(json == nil)
    }

    @Test func plansRefuseValuesAndDatesOutsideWhatTheyCompute() throws {
        let bundle = try open()
        defer { cbundle_free(UnsafeMutableRawPointer(bundle)) }
        var json: UnsafeMutablePointer<CChar>?
        #expect(failure { cbundle_plan_schedule_json(bundle, "even-months", #"{"no-such": 1}"#, 0, &json, $0) }.1 == "plan")
        #expect(failure { cbundle_plan_schedule_json(bundle, "even-months", nil, .max, &json, $0) }.1 == "argument")
        #expect(failure { cbundle_plan_schedule_json(bundle, "even-months", nil, .min, &json, $0) }.1 == "argument")
        #expect(failure { cbundle_plan_progress_json(bundle, "even-months", nil, 0, #"[{"date": 1e300, "amount": 1}]"#, 0, &json, $0) }.1 == "argument")
        #expect(failure { cbundle_plan_progress_json(bundle, "even-months", nil, 0, #"[{"date": 0, "amount": 1e30}]"#, 0, &json, $0) }.1 == "argument")
        #expect(failure { cbundle_plan_progress_json(bundle, "even-months", nil, 0, #"[{"date": 0, "amount": -5}]"#, 0, &json, $0) }.1 == "argument")
        // an amount a double cannot hold exactly is refused; sums that would overflow saturate
        #expect(failure { cbundle_plan_progress_json(bundle, "even-months", nil, 0, #"[{"date": 0, "amount": 9223372036854775807}]"#, 0, &json, $0) }.1 == "argument")
        let huge = #"[{"date": 0, "amount": 4611686018427387904}, {"date": 0, "amount": 4611686018427387904}, {"date": 0, "amount": 4611686018427387904}]"#
        #expect(cbundle_plan_progress_json(bundle, "even-months", nil, 0, huge, 0, &json, nil) == 0)
        #expect(String(cString: try #require(json)).contains("\"saved\":9223372036854775807"))
        cbundle_free(UnsafeMutableRawPointer(json))
    }

    @Test func aPlayPastItsEndStaysOverAndSharedPlaysStayConsistent() async throws {
        let bundle = try open()
        defer { cbundle_free(UnsafeMutableRawPointer(bundle)) }
        var play: OpaquePointer?
        #expect(cbundle_play_start(bundle, "number-order", 1, 0, &play, nil) == 0)
        let shared = try #require(play)
        // many threads answering at once: every call is one step of the play, none lost or torn
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<64 {
                let handle = UInt(bitPattern: shared)
                group.addTask {
                    let play = OpaquePointer(bitPattern: handle)
                    _ = index % 3 == 0 ? cbundle_play_wrong(play, nil) : cbundle_play_right(play, nil)
                }
            }
        }
        var json: UnsafeMutablePointer<CChar>?
        #expect(cbundle_play_state_json(shared, &json, nil) == 0)
        let stateText = String(cString: try #require(json))
        let state = try #require(try JSONSerialization.jsonObject(with: Data(stateText.utf8)) as? [String: Any])
        #expect(state["isOver"] as? Bool == true || (state["mistakes"] as? Int ?? 0) > 0)
        cbundle_free(UnsafeMutableRawPointer(json))
        for _ in 0..<1000 { _ = cbundle_play_right(shared, nil) }
        #expect(cbundle_play_state_json(shared, &json, nil) == 0)
        #expect(String(cString: try #require(json)).contains("\"isWon\":true"))
        cbundle_free(UnsafeMutableRawPointer(json))
        cbundle_free(UnsafeMutableRawPointer(shared))
    }

    @Test func resultsAreCanonicalJSON() throws {
        let bundle = try open()
        defer { cbundle_free(UnsafeMutableRawPointer(bundle)) }
        var json: UnsafeMutablePointer<CChar>?
        #expect(cbundle_item_json(bundle, "riddles", "wall-window", &json, nil) == 0)
        let text = String(cString: try #require(json))
        cbundle_free(UnsafeMutableRawPointer(json))
        #expect(!text.contains(" ") || text.contains("\""), "compact")
        #expect(text.hasPrefix("{\"difficulty\""), "keys sorted: \(text.prefix(40))")
        #expect(cbundle_kinds_json(bundle, &json, nil) == 0)
        let kindsText = String(cString: try #require(json))
        let kinds = try #require(try JSONSerialization.jsonObject(with: Data(kindsText.utf8)) as? [String])
        cbundle_free(UnsafeMutableRawPointer(json))
        #expect(kinds.count == 20, "every kind of the conformance pack: \(kinds)")
        #expect(String(cString: cbundle_version()).contains("bundle format \(BundleFormat.version)"))
    }
}
