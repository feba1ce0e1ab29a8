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
        let folder = URL(fileURLWithPath: path)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw Failure(description: "\(path) is a file, not a folder")
        }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw Failure(description: "cannot make the folder \(path) (\(error.localizedDescription))")
        }
        var outcome = Outcome(written: [], unchanged: [])
        for name in SchemaCatalog.embeddedNames {
            guard let text = SchemaCatalog.embeddedText(name) else { continue }
            let bytes = Data(text.utf8)
            let file = folder.appendingPathComponent(name)
            if FileManager.default.contents(atPath: file.path) == bytes {
                outcome.unchanged.append(name)
                continue
            }
            do {
                try bytes.write(to: file, options: .atomic)
            } catch {
                throw Failure(description: "cannot write \(name) into \(path) (\(error.localizedDescription))")
            }
            outcome.written.append(name)
        }
        return outcome
    }
}
