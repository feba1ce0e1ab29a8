import Foundation

/// Writes the embedded schemas into a folder, for editors and check-jsonschema: the files are
/// exactly `schemas/`, and their `$ref`s name each other, so the folder works wherever it lies.
public enum SchemaExport {
    /// What a write did.
    public struct Outcome: Equatable, Sendable {
        /// Files written (new or changed), by name.
        public var written: [String]
        /// Files already holding the same bytes, left untouched.
        public var unchanged: [String]
    }

    /// Why the folder could not be written, in a plain sentence.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Writes every embedded schema into the folder at `path` (made if missing; messages name
    /// it as given). Each file is replaced in one step (a temporary file renamed into place);
    /// files with the same bytes are not touched, and no other file in the folder is.
    public static func write(toFolder path: String) throws -> Outcome {
        let folder: FolderDescriptor
        do {
            folder = try FolderDescriptor.open(path, create: true, mode: 0o777)
        } catch let failure as FileFailure {
            throw Failure(description: failure.code == ENOTDIR ? "\(path) is a file, not a folder" : failure.description)
        }
        var outcome = Outcome(written: [], unchanged: [])
        for name in SchemaCatalog.embeddedNames {
            guard let text = SchemaCatalog.embeddedText(name) else { continue }
            let bytes = Array(text.utf8)
            if folder.read(name, maxBytes: bytes.count) == bytes {
                outcome.unchanged.append(name)
                continue
            }
            do {
                try folder.replace(name, with: bytes)
            } catch let failure as FileFailure {
                throw Failure(description: "cannot write \(name) into \(path): \(failure)")
            }
            outcome.written.append(name)
        }
        return outcome
    }
}
