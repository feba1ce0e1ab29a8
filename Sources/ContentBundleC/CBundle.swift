import ContentBundle
import Foundation

/// The object behind a `cbundle *`: an open bundle, shared by every thread that uses it.
final class CBundle: Sendable {
    let bundle: ContentBundle

    init(_ bundle: ContentBundle) {
        self.bundle = bundle
    }

    /// The bundle behind a handle, or an argument failure.
    static func from(_ handle: OpaquePointer?) throws -> ContentBundle {
        guard let box = CObject.object(handle, .bundle, as: CBundle.self) else { throw CFailure(.argument, "not a bundle handle (NULL, freed or another object)") }
        return box.bundle
    }
}

/// Compact JSON with sorted keys, whole numbers without a fraction. Written by `JSONEncoder`
/// directly: a round trip through the runtime's reader would take every number through a
/// Double and change integers past 2^53 (a plan's saturated sums).
func canonicalJSON(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
}

/// A JSON argument, parsed by the runtime's own reader (bounded depth, strict).
func jsonArgument(_ pointer: UnsafePointer<CChar>?, _ name: String) throws -> JSONValue {
    let text = try argument(pointer, name)
    do {
        return try BundleJSON.parse(Array(text.utf8))
    } catch {
        throw CFailure(.argument, "\(name) is not JSON: \(error)")
    }
}

@_cdecl("cbundle_version")
public func cbundle_version() -> UnsafePointer<CChar> {
    // why: a static string, never freed: the format version this library reads
    UnsafePointer(CBundleVersion.text)
}

/// The library's version text, kept for the life of the process.
enum CBundleVersion {
    nonisolated(unsafe) static let text: UnsafeMutablePointer<CChar> = strdup("content-bundle-c 1 (bundle format \(BundleFormat.version))")!
}

@_cdecl("cbundle_open")
public func cbundle_open(_ path: UnsafePointer<CChar>?, _ publicKey: UnsafePointer<CChar>?,
                         _ out: UnsafeMutablePointer<OpaquePointer?>?, _ error: UnsafeMutablePointer<OpaquePointer?>?) -> Int32 {
    out?.pointee = nil
    return run(error) {
        guard let out else { throw CFailure(.argument, "out_bundle is NULL") }
        let path = try argument(path, "path")
        let key = try publicKey.map { try argument($0, "public_key") }
        let bundle = try ContentBundle.open(URL(fileURLWithPath: path), publicKey: key)
        try store(.bundle, CBundle(bundle), in: out)
    }
}

@_cdecl("cbundle_open_zip")
public func cbundle_open_zip(_ bytes: UnsafePointer<UInt8>?, _ count: Int, _ publicKey: UnsafePointer<CChar>?,
                             _ out: UnsafeMutablePointer<OpaquePointer?>?, _ error: UnsafeMutablePointer<OpaquePointer?>?) -> Int32 {
    out?.pointee = nil
    return run(error) {
        guard let out else { throw CFailure(.argument, "out_bundle is NULL") }
        guard let bytes, count >= 0 else { throw CFailure(.argument, "bytes is NULL") }
        let key = try publicKey.map { try argument($0, "public_key") }
        let bundle = try ContentBundle.open(zipData: Data(bytes: bytes, count: count), publicKey: key)
        try store(.bundle, CBundle(bundle), in: out)
    }
}

@_cdecl("cbundle_read_all_items")
public func cbundle_read_all_items(_ handle: OpaquePointer?, _ error: UnsafeMutablePointer<OpaquePointer?>?) -> Int32 {
    run(error) { try CBundle.from(handle).readAllItems() }
}

@_cdecl("cbundle_verify_all_files")
public func cbundle_verify_all_files(_ handle: OpaquePointer?, _ error: UnsafeMutablePointer<OpaquePointer?>?) -> Int32 {
    run(error) { try CBundle.from(handle).verifyAllFiles() }
}

@_cdecl("cbundle_manifest_json")
public func cbundle_manifest_json(_ handle: OpaquePointer?, _ out: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
                                  _ error: UnsafeMutablePointer<OpaquePointer?>?) -> Int32 {
    out?.pointee = nil
    return run(error) { try store(canonicalJSON(CBundle.from(handle).manifest), in: out) }
}

@_cdecl("cbundle_kinds_json")
public func cbundle_kinds_json(_ handle: OpaquePointer?, _ out: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
                               _ error: UnsafeMutablePointer<OpaquePointer?>?) -> Int32 {
    out?.pointee = nil
    return run(error) { try store(canonicalJSON(CBundle.from(handle).kindNames), in: out) }
}

/// The items of a kind named by a C argument.
private func items(_ handle: OpaquePointer?, _ kind: UnsafePointer<CChar>?) throws -> [any BundleItem] {
    let name = try argument(kind, "kind")
    guard let items = try CBundle.from(handle).anyItems(ofKind: name) else { throw CFailure(.notFound, "\(name): no such kind") }
    return items
}

@_cdecl("cbundle_item_ids_json")
public func cbundle_item_ids_json(_ handle: OpaquePointer?, _ kind: UnsafePointer<CChar>?, _ out: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
                                  _ error: UnsafeMutablePointer<OpaquePointer?>?) -> Int32 {
    out?.pointee = nil
    return run(error) { try store(canonicalJSON(items(handle, kind).map { $0.id }), in: out) }
}

@_cdecl("cbundle_item_json")
public func cbundle_item_json(_ handle: OpaquePointer?, _ kind: UnsafePointer<CChar>?, _ id: UnsafePointer<CChar>?,
                              _ out: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ error: UnsafeMutablePointer<OpaquePointer?>?) -> Int32 {
    out?.pointee = nil
    return run(error) {
        let id = try argument(id, "id")
        guard let item = try items(handle, kind).first(where: { $0.id == id }) else { throw CFailure(.notFound, "\(id): no such item of this kind") }
        try store(canonicalJSON(item), in: out)
    }
}

/// An answer given as JSON: `{"text": "…", "locale": "en"}`, `{"number": 4}`, `{"option": 2}`
/// or `{"taps": ["a", "b"]}`.
func answer(_ json: JSONValue) throws -> Answer {
    guard case .object(let members) = json, members.count <= 2 else { throw CFailure(.argument, "answer_json is not one of the answer objects") }
    switch (members["text"], members["locale"], members["number"], members["option"], members["taps"]) {
    case (.string(let text)?, .string(let locale)?, nil, nil, nil):
        return .text(text, locale: locale)
    case (nil, nil, .number(let number)?, nil, nil) where members.count == 1:
        return .number(number)
    case (nil, nil, nil, .number(let option)?, nil) where members.count == 1:
        guard let index = Int(exactly: option) else { throw CFailure(.argument, "option \(option) is not a whole number") }
        return .option(index)
    case (nil, nil, nil, nil, .array(let taps)?) where members.count == 1:
        return .taps(try taps.map { tap in
            guard case .string(let symbol) = tap else { throw CFailure(.argument, "a tap is not a text") }
            return symbol
        })
    default:
        throw CFailure(.argument, "answer_json is not one of the answer objects")
    }
}

@_cdecl("cbundle_check_answer")
public func cbundle_check_answer(_ handle: OpaquePointer?, _ id: UnsafePointer<CChar>?, _ answerJSON: UnsafePointer<CChar>?,
                                 _ right: UnsafeMutablePointer<Int32>?, _ error: UnsafeMutablePointer<OpaquePointer?>?) -> Int32 {
    right?.pointee = 0
    return run(error) {
        guard let right else { throw CFailure(.argument, "out_right is NULL") }
        let given = try answer(jsonArgument(answerJSON, "answer_json"))
        right.pointee = try CBundle.from(handle).check(answer: given, for: argument(id, "id")) ? 1 : 0
    }
}

@_cdecl("cbundle_file")
public func cbundle_file(_ handle: OpaquePointer?, _ path: UnsafePointer<CChar>?, _ out: UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>?,
                         _ count: UnsafeMutablePointer<Int>?, _ error: UnsafeMutablePointer<OpaquePointer?>?) -> Int32 {
    out?.pointee = nil
    count?.pointee = 0
    return run(error) {
        guard let out, let count else { throw CFailure(.argument, "out_bytes or out_count is NULL") }
        let data = try CBundle.from(handle).data(at: argument(path, "path"))
        guard let copy = CObject.bytes(data) else { throw CFailure(.outOfMemory, "out of memory") }
        out.pointee = copy
        count.pointee = data.count
    }
}

/// An app text by key and locale, its plural form picked by `count` (a decimal such as "21" or
/// "1.5", or NULL) and its placeholders filled from `values_json` (an object of texts, or NULL),
/// with `AppStrings`' fallbacks.
@_cdecl("cbundle_text")
public func cbundle_text(_ handle: OpaquePointer?, _ key: UnsafePointer<CChar>?, _ locale: UnsafePointer<CChar>?, _ count: UnsafePointer<CChar>?,
                         _ valuesJSON: UnsafePointer<CChar>?, _ out: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
                         _ error: UnsafeMutablePointer<OpaquePointer?>?) -> Int32 {
    out?.pointee = nil
    return run(error) {
        let key = try argument(key, "key"), locale = try argument(locale, "locale")
        var operands: PluralOperands?
        if let count {
            guard let parsed = PluralOperands(decimal: String(cString: count)) else { throw CFailure(.argument, "count is not a decimal number of at most 18 digits each side") }
            operands = parsed
        }
        var values: [String: String] = [:]
        if valuesJSON != nil {
            guard case .object(let members) = try jsonArgument(valuesJSON, "values_json") else { throw CFailure(.argument, "values_json is not an object") }
            for (name, value) in members {
                guard case .string(let text) = value else { throw CFailure(.argument, "values_json: \(name) is not a text") }
                values[name] = text
            }
        }
        guard let entry = try CBundle.from(handle).items(AppString.self).first(where: { $0.key == key }),
              let text = AppStrings([entry]).text(key, locale: locale, count: operands, values: values) else {
            throw CFailure(.notFound, "\(key): no such app text")
        }
        try store(text, in: out)
    }
}

@_cdecl("cbundle_free")
public func cbundle_free(_ object: UnsafeMutableRawPointer?) {
    CObject.free(object)
}

@_cdecl("cbundle_error_code")
public func cbundle_error_code(_ error: OpaquePointer?) -> Int32 {
    errorStatus(error)
}

@_cdecl("cbundle_error_message")
public func cbundle_error_message(_ error: OpaquePointer?) -> UnsafePointer<CChar>? {
    errorMessage(error)
}

@_cdecl("cbundle_error_class")
public func cbundle_error_class(_ code: Int32) -> UnsafePointer<CChar> {
    UnsafePointer(CErrorClassNames.names[CStatus(rawValue: code) ?? .internal]!)
}

/// Each status's class name as a C string, kept for the life of the process.
enum CErrorClassNames {
    nonisolated(unsafe) static let names: [CStatus: UnsafeMutablePointer<CChar>] = Dictionary(uniqueKeysWithValues: CStatus.allCases.map { ($0, strdup($0.className)!) })
}
