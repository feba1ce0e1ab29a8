import ContentBundle
import Foundation

/// The status every function of the C API returns: `CBUNDLE_OK` (0) or the class of the
/// failure, with the same numbers as `content_bundle.h`. A bundle's refusals keep the names of
/// `BundleError`'s cases (`cbundle_error_class`), as `conformance/index.json` names them.
enum CStatus: Int32, CaseIterable {
    case ok = 0
    case argument = 1
    case notFound = 2
    case outOfMemory = 3
    case unreadableManifest = 10
    case unsupportedFormatVersion = 11
    case missingFile = 12
    case tamperedFile = 13
    case unlistedFile = 14
    case contentHashMismatch = 15
    case missingSignature = 16
    case badSignature = 17
    case badPublicKey = 18
    case malformedFile = 19
    case unreadableArchive = 20
    case unsafePath = 21
    case linkInBundle = 22
    case notInBundle = 23
    case fileTooLarge = 24
    case unknownItem = 30
    case noAnswerKey = 31
    case wrongKindOfAnswer = 32
    case plan = 40
    case `internal` = 99

    /// The class's name: the case's (`tamperedFile`), which for a bundle's refusals is the
    /// `BundleError` case's.
    var className: String { String(describing: self) }
}

/// A failure as the C API reports it: a status and one line of English.
struct CFailure: Error {
    let status: CStatus
    let message: String

    init(_ status: CStatus, _ message: String) {
        self.status = status
        self.message = message
    }

    /// Any error the runtime throws, classified.
    init(_ error: Error) {
        switch error {
        case let failure as CFailure:
            self = failure
        case let bundle as BundleError:
            self.init(CStatus.allCases.first { $0.className == bundle.errorClass } ?? .internal, bundle.description)
        case let answer as AnswerError:
            switch answer {
            case .unknownItem(let id): self.init(.unknownItem, "\(id): no item of the bundle has this id")
            case .noAnswerKey(let id): self.init(.noAnswerKey, "\(id): the bundle was built without its answer")
            case .wrongKindOfAnswer(let id): self.init(.wrongKindOfAnswer, "\(id): this item is not answered that way")
            }
        case let plan as PlanError:
            self.init(.plan, "plan: \(plan)")
        default:
            self.init(.internal, "\(error)")
        }
    }
}

/// Runs `body` as a C API function: `CBUNDLE_OK`, or the failure's status with an error object
/// stored in `errorOut` (when not NULL; the caller frees it). Never traps on an error.
func run(_ errorOut: UnsafeMutablePointer<OpaquePointer?>?, _ body: () throws -> Void) -> Int32 {
    errorOut?.pointee = nil
    do {
        try body()
        return CStatus.ok.rawValue
    } catch {
        let failure = CFailure(error)
        errorOut?.pointee = makeError(failure)
        return failure.status.rawValue
    }
}

/// An error object: its status in the first 8 bytes, its message (NUL-terminated) after.
private func makeError(_ failure: CFailure) -> OpaquePointer? {
    let message = Array(failure.message.utf8.map { $0 == 0 ? UInt8(ascii: "?") : $0 })
    guard let block = CObject.allocate(.error, payload: 8 + message.count + 1) else { return nil }
    block.storeBytes(of: Int64(failure.status.rawValue), as: Int64.self)
    message.withUnsafeBytes { if let source = $0.baseAddress { (block + 8).copyMemory(from: source, byteCount: message.count) } }
    block.storeBytes(of: 0, toByteOffset: 8 + message.count, as: UInt8.self)
    return OpaquePointer(block)
}

/// The error object's status; `CBUNDLE_ERROR_ARGUMENT` for anything else.
func errorStatus(_ error: OpaquePointer?) -> Int32 {
    guard let error, CObject.kind(of: UnsafeRawPointer(error)) == .error else { return CStatus.argument.rawValue }
    return Int32(truncatingIfNeeded: UnsafeRawPointer(error).load(as: Int64.self))
}

/// The error object's message (inside the object; valid until it is freed).
func errorMessage(_ error: OpaquePointer?) -> UnsafePointer<CChar>? {
    guard let error, CObject.kind(of: UnsafeRawPointer(error)) == .error else { return nil }
    return UnsafePointer((UnsafeRawPointer(error) + 8).assumingMemoryBound(to: CChar.self))
}

/// Stores a text result, or fails for want of memory.
func store(_ text: String, in out: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) throws {
    guard let out else { throw CFailure(.argument, "no place for the result (NULL)") }
    guard let copy = CObject.text(text) else { throw CFailure(.outOfMemory, "out of memory") }
    out.pointee = copy
}

/// Stores a handle to a new object of `kind` (a bundle, a play), or fails for want of memory.
func store(_ kind: CObject.Kind, _ object: AnyObject, in out: UnsafeMutablePointer<OpaquePointer?>) throws {
    guard let handle = CObject.handle(kind, object) else { throw CFailure(.outOfMemory, "out of memory") }
    out.pointee = handle
}

/// A required text argument.
func argument(_ pointer: UnsafePointer<CChar>?, _ name: String) throws -> String {
    guard let pointer else { throw CFailure(.argument, "\(name) is NULL") }
    guard let text = cText(pointer) else { throw CFailure(.argument, "\(name) is not UTF-8") }
    return text
}
