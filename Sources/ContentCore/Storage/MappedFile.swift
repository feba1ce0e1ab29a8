import Foundation

/// A file's bytes mapped read-only into memory: the pages a reader touches are read, the rest
/// never. The mapping outlives a replacement of the file (a new file under the same name).
package final class MappedFile: @unchecked Sendable {
    let bytes: UnsafeRawBufferPointer

    /// The whole file `name` in `folder`, or nil when it is missing, empty, not a regular file
    /// of the user's that no one else may write (so no one else can cut it short under the
    /// mapping), a link, or cannot be mapped.
    init?(_ name: String, in folder: FolderDescriptor) {
        guard let descriptor = folder.openForReading(name) else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, FolderDescriptor.isPrivate(info), info.st_size > 0 else { return nil }
        let size = Int(info.st_size)
        guard let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), address != MAP_FAILED else { return nil }
        bytes = UnsafeRawBufferPointer(start: address, count: size)
    }

    deinit {
        munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count)
    }
}
