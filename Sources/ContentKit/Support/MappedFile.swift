import Foundation

/// A file's bytes mapped read-only into memory: the pages a reader touches are read, the rest
/// never. The mapping outlives a replacement of the file (a new file under the same name).
final class MappedFile: @unchecked Sendable {
    let bytes: UnsafeRawBufferPointer

    /// The whole file at `path`, or nil when it is missing, empty, not a regular file or cannot
    /// be mapped.
    init?(path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size > 0 else { return nil }
        let size = Int(info.st_size)
        guard let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), address != MAP_FAILED else { return nil }
        bytes = UnsafeRawBufferPointer(start: address, count: size)
    }

    deinit {
        munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count)
    }
}
