import Foundation
import ContentCore
import ContentKinds
import ContentCheck

/// Writing what the tools make (bundles, previews, pictures, fixed content files) with POSIX
/// calls relative to open folders (`FolderDescriptor`): new files `O_CREAT|O_EXCL|O_NOFOLLOW`
/// under random names, moved into place in one rename, never through or over a link; a failure
/// is the system's own sentence ("Permission denied", "No space left on device") with the path.
public enum FileOutput {
    /// Makes the folder and its parents.
    static func makeFolder(_ url: URL) throws {
        _ = try open(url.standardizedFileURL.path, create: true)
    }

    /// The folder at `path`, opened (and made, with `create`).
    static func open(_ path: String, create: Bool = false) throws -> FolderDescriptor {
        do {
            return try FolderDescriptor.open(path, create: create, mode: 0o777)
        } catch let failure as FileFailure {
            throw BuildError.output(failure.description)
        }
    }

    /// Replaces a file in one step: the bytes go to a new file under a random name beside it,
    /// which is renamed over it, so a reader sees the old file or the whole new one, never a
    /// part. An existing file keeps its permissions; a link of that name is refused. Failures
    /// name the path and the system's reason.
    public static func replace(_ url: URL, with bytes: [UInt8]) throws {
        let url = url.standardizedFileURL
        let folder: FolderDescriptor
        do {
            folder = try FolderDescriptor.open(url.deletingLastPathComponent().path)
        } catch let failure as FileFailure {
            throw BuildError.output("cannot write \(url.path): \(String(cString: strerror(failure.code)))")
        }
        try output { try folder.replace(url.lastPathComponent, with: bytes) }
    }

    /// Runs file operations, turning their failures into `BuildError.output`.
    static func output<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let failure as FileFailure {
            throw BuildError.output(failure.description)
        }
    }

    /// Whether a process with this id is running (a build that left folders behind has ended).
    static func isRunning(_ pid: Int32) -> Bool {
        pid > 0 && (kill(pid, 0) == 0 || errno == EPERM)
    }
}

/// A folder the tools build beside its target (a bundle, a preview) under a random name
/// `.NAME.tmp-PID-RANDOM`, readable by the user alone until it is swapped into place, with a
/// marker inside until then (`.content-build-partial`) by which a later run knows a killed
/// run's folder as its own. `swapIn` replaces the target in one step; a target that is not
/// what the caller makes (no bundle, no preview) is never replaced.
// why: `folders` is filled before files are written from several threads, and only read then
final class StagedFolder: @unchecked Sendable {
    static let partialMarker = ".content-build-partial"

    let parent: FolderDescriptor
    let targetName: String
    let name: String
    let folder: FolderDescriptor
    private var folders: [String: FolderDescriptor] = [:]

    /// Makes the folder in `parent` for the target `targetName`.
    init(in parent: FolderDescriptor, for targetName: String) throws {
        self.parent = parent
        self.targetName = targetName
        (name, folder) = try FileOutput.output {
            let made = try parent.newSubfolder(prefix: ".\(targetName).tmp-\(getpid())-")
            try made.folder.create(Self.partialMarker, with: [], mode: 0o600)
            return made
        }
        folders[""] = folder
    }

    /// Writes a file at a `/`-separated path inside the folder (its folders made as needed).
    func write(_ path: String, _ bytes: [UInt8]) throws {
        try FileOutput.output {
            try folder(holding: path).create(String(path.split(separator: "/", omittingEmptySubsequences: false).last ?? ""), with: bytes)
        }
    }

    /// The folder a `/`-separated path's file goes in, made (and remembered) as needed.
    private func folder(holding path: String) throws -> FolderDescriptor {
        var current = folder
        var walked = ""
        for part in path.split(separator: "/", omittingEmptySubsequences: false).dropLast().map(String.init) {
            walked += walked.isEmpty ? part : "/" + part
            if let known = folders[walked] {
                current = known
            } else {
                current = try current.subfolder(part, create: true, mode: FileMode.folder)
                folders[walked] = current
            }
        }
        return current
    }

    /// Makes every folder the paths need, so `writeMade` can then write files from several
    /// threads (the table of folders is only read from then on).
    func makeFolders(for paths: [String]) throws {
        try FileOutput.output {
            for path in paths { _ = try folder(holding: path) }
        }
    }

    /// Writes a file whose folder `makeFolders` made; safe from several threads at once.
    func writeMade(_ path: String, _ bytes: [UInt8]) throws {
        try FileOutput.output {
            guard let slash = path.lastIndex(of: "/") else { return try folder.create(path, with: bytes) }
            guard let parent = folders[String(path[..<slash])] else { throw FileFailure("\(path): its folder was not made first") }
            try parent.create(String(path[path.index(after: slash)...]), with: bytes)
        }
    }

    /// The folder's path (to open what was written as an app does).
    var url: URL { URL(fileURLWithPath: parent.display(name)) }

    /// Removes the folder and everything in it.
    func discard() { parent.removeTree(name) }

    /// Ends the writing: the partial marker goes and the folder opens to the usual mode.
    func finish() throws {
        try FileOutput.output {
            folder.remove(Self.partialMarker)
            try folder.setMode(FileMode.folder)
        }
    }

    /// Moves the folder to the target name (`finish` first). An existing target is replaced only when
    /// `isReplaceable` says it is one of the caller's (a bundle, a preview), and never when it is
    /// a link or a file: it is exchanged with the new folder in one `renameat2(RENAME_EXCHANGE)`,
    /// then removed (never following a link inside). Where the system cannot exchange, the old
    /// folder is moved aside first (`.NAME.old-PID-RANDOM`) and put back if the second rename
    /// fails; a kill between the two leaves it for the next writer to put back or remove.
    func swapIn(what: String, isReplaceable: (FolderDescriptor) -> Bool) throws {
        try finish()
        try FileOutput.output {
            guard let existing = parent.entry(targetName) else {
                try parent.rename(name, to: targetName)
                return
            }
            let target = parent.display(targetName)
            guard existing.st_mode & S_IFMT == S_IFDIR, let old = try? parent.subfolder(targetName), isReplaceable(old) else {
                throw FileFailure("\(target) is \(existing.st_mode & S_IFMT == S_IFDIR ? "a folder that is not a \(what)" : FolderDescriptor.describe(existing)); not replaced (choose another output folder or remove it)")
            }
            if parent.exchange(name, targetName) {
                parent.removeTree(name)
                return
            }
            let aside = ".\(targetName).old-\(getpid())-\(FolderDescriptor.randomSuffix())"
            guard renameat(parent.descriptor, targetName, parent.descriptor, aside) == 0 else {
                throw FileFailure("cannot move the old \(what) aside: \(FileFailure.reason())")
            }
            guard renameat(parent.descriptor, name, parent.descriptor, targetName) == 0 else {
                let reason = FileFailure.reason()
                _ = renameat(parent.descriptor, aside, parent.descriptor, targetName)
                throw FileFailure("cannot move the new \(what) into place: \(reason)")
            }
            parent.removeTree(aside)
        }
    }

    /// What killed runs left in `parent`: a folder `.NAME.tmp-PID-…` of a process that has ended,
    /// holding the partial marker (or, written whole, what `isReplaceable` takes for one of the
    /// caller's), is removed; a folder `.NAME.old-PID-…` (a target moved aside)
    /// is put back when NAME is missing, else removed when `isReplaceable` takes it for one of
    /// the caller's. Only real folders of this user's are touched; a link is never followed.
    static func removeLeftovers(in parent: FolderDescriptor, isReplaceable: (FolderDescriptor) -> Bool) {
        guard let names = try? parent.names() else { return }
        for name in names where name.hasPrefix(".") {
            for marker in [".tmp-", ".old-"] {
                guard let range = name.range(of: marker, options: .backwards),
                      let pid = Int32(name[range.upperBound...].prefix { $0 != "-" }), !FileOutput.isRunning(pid),
                      let info = parent.entry(name), info.st_mode & S_IFMT == S_IFDIR, info.st_uid == geteuid(),
                      let leftover = try? parent.subfolder(name) else { continue }
                let original = String(name[name.index(after: name.startIndex)..<range.lowerBound])
                if marker == ".tmp-" {
                    if leftover.entry(partialMarker) != nil || isReplaceable(leftover) { parent.removeTree(name) }
                } else if parent.entry(original) == nil, (try? FolderDescriptor.checkName(original)) != nil {
                    _ = renameat(parent.descriptor, name, parent.descriptor, original)
                } else if isReplaceable(leftover) {
                    parent.removeTree(name)
                }
            }
        }
    }
}
