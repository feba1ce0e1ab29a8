import Foundation

/// What the C API hands out: every object (a text, a byte buffer, a bundle, a level play, an
/// error) is one `malloc` block with a 16-byte header before the pointer the caller gets (a
/// magic number and the object's kind), so the one `cbundle_free` frees any of them, a pointer
/// the API never returned is refused rather than freed, and a second free of the same object is
/// caught (the magic number is wiped on the first).
enum CObject {
    /// "CBUNDLE1".
    static let magic: UInt64 = 0x3145_4C44_4E55_4243
    static let headerSize = 16

    enum Kind: UInt64 {
        case text = 1, bytes, bundle, play, error
    }

    /// The objects handed out and not yet freed (their caller-side addresses). A pointer is
    /// looked up here before a byte before it is read, so a pointer the API never made (one into
    /// the middle of a text, on the stack, at the start of a mapped page, misaligned) or one
    /// already freed is refused without touching memory that is not the library's.
    nonisolated(unsafe) private static var live = Set<UInt>()
    private static let liveLock = NSLock()

    /// A block for `payload` bytes of `kind`; nil when memory is short.
    static func allocate(_ kind: Kind, payload: Int) -> UnsafeMutableRawPointer? {
        guard payload >= 0, payload <= Int.max - headerSize - 1, let base = malloc(headerSize + max(payload, 1)) else { return nil }
        base.storeBytes(of: magic, as: UInt64.self)
        base.storeBytes(of: kind.rawValue, toByteOffset: 8, as: UInt64.self)
        let pointer = base + headerSize
        liveLock.lock()
        live.insert(UInt(bitPattern: pointer))
        liveLock.unlock()
        return pointer
    }

    /// The kind of an object the API made, or nil for any other pointer.
    static func kind(of pointer: UnsafeRawPointer) -> Kind? {
        liveLock.lock()
        let isLive = live.contains(UInt(bitPattern: pointer))
        liveLock.unlock()
        guard isLive else { return nil }
        let base = pointer - headerSize
        guard base.load(as: UInt64.self) == magic else { return nil }
        return Kind(rawValue: base.load(fromByteOffset: 8, as: UInt64.self))
    }

    /// A NUL-terminated UTF-8 copy of `text`.
    static func text(_ text: String) -> UnsafeMutablePointer<CChar>? {
        let utf8 = Array(text.utf8)
        guard let block = allocate(.text, payload: utf8.count + 1) else { return nil }
        utf8.withUnsafeBytes { block.copyMemory(from: $0.baseAddress!, byteCount: utf8.count) }
        block.storeBytes(of: 0, toByteOffset: utf8.count, as: UInt8.self)
        return block.assumingMemoryBound(to: CChar.self)
    }

    /// A copy of `data`.
    static func bytes(_ data: Data) -> UnsafeMutablePointer<UInt8>? {
        guard let block = allocate(.bytes, payload: data.count) else { return nil }
        data.withUnsafeBytes { raw in
            if let source = raw.baseAddress { block.copyMemory(from: source, byteCount: data.count) }
        }
        return block.assumingMemoryBound(to: UInt8.self)
    }

    /// A handle holding a retained reference to `object`.
    static func handle(_ kind: Kind, _ object: AnyObject) -> OpaquePointer? {
        guard let block = allocate(kind, payload: MemoryLayout<UnsafeMutableRawPointer>.size) else { return nil }
        block.storeBytes(of: Unmanaged.passRetained(object).toOpaque(), as: UnsafeMutableRawPointer.self)
        return OpaquePointer(block)
    }

    /// The object behind a handle of `kind`; nil for NULL or a pointer that is not such a handle.
    static func object<T: AnyObject>(_ handle: OpaquePointer?, _ kind: Kind, as type: T.Type) -> T? {
        guard let handle, Self.kind(of: UnsafeRawPointer(handle)) == kind else { return nil }
        let stored = UnsafeRawPointer(handle).load(as: UnsafeMutableRawPointer.self)
        return Unmanaged<T>.fromOpaque(stored).takeUnretainedValue() as T?
    }

    /// Frees an object the API made (releasing a handle's reference); false for a pointer it
    /// did not make or already freed.
    @discardableResult
    static func free(_ pointer: UnsafeMutableRawPointer?) -> Bool {
        guard let pointer else { return true }
        // why: removed under the lock before anything else, so two racing frees free once
        liveLock.lock()
        let wasLive = live.remove(UInt(bitPattern: pointer)) != nil
        liveLock.unlock()
        guard wasLive else { return false }
        let base = pointer - headerSize
        guard base.load(as: UInt64.self) == magic, let kind = Kind(rawValue: base.load(fromByteOffset: 8, as: UInt64.self)) else { return false }
        if kind == .bundle || kind == .play {
            Unmanaged<AnyObject>.fromOpaque(pointer.load(as: UnsafeMutableRawPointer.self)).release()
        }
        base.storeBytes(of: 0, as: UInt64.self)
        Foundation.free(base)
        return true
    }
}

/// A C string argument as text: nil for NULL or bytes that are not UTF-8.
func cText(_ pointer: UnsafePointer<CChar>?) -> String? {
    guard let pointer else { return nil }
    let count = strlen(pointer)
    return pointer.withMemoryRebound(to: UInt8.self, capacity: count) { bytes in
        let buffer = UnsafeBufferPointer(start: bytes, count: count)
        let text = String(decoding: buffer, as: UTF8.self)
        return text.utf8.elementsEqual(buffer) ? text : nil
    }
}
