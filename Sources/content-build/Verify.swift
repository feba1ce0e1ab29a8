import ArgumentParser
import ContentCommands
import ContentBundle
import ContentCore
import ContentKinds
import ContentCheck
import ContentOutput
import Foundation

struct Verify: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check a bundle as an app opens it: format version, every file's size and SHA-256, no unlisted files, the signature, and items, tables and answers that decode.")

    @Argument(help: "A bundle folder or .zip.")
    var bundle: String

    @Option(help: "The Ed25519 public key (a .pub file from `content-build keygen`, or its base64): the signature must be valid.")
    var key: String?

    func run() throws {
        // why: the same checks as an app's ContentBundle.open, decoding included, so a bundle
        // verify passes is one every app can open (and every file read and hashed)
        let manifest: BundleManifest
        do {
            let opened = try ContentBundle.open(URL(fileURLWithPath: bundle), publicKey: key.map(keyText))
            // why: an app checks each file when it reads it; verify reads them all now
            try opened.verifyAllFiles()
            manifest = opened.manifest
        } catch let error as BundleError {
            throw CommandFailure(message: "\(bundle): \(error)", status: 1)
        }
        let signature = key == nil ? "signature not checked (no --key)" : "signature valid"
        print("ok: \(manifest.pack.id) \(manifest.pack.version), \(counted(manifest.files.count, "file")), \(signature)")
    }
}

struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List what changed between two bundles of one pack, each change ranked by what it does to players' results, and the version bump that follows.")

    @Argument(help: "The older bundle (folder or .zip).")
    var old: String

    @Argument(help: "The newer bundle (folder or .zip).")
    var new: String

    @Option(help: "text (one line per change, for a person) or json (every change with its item's revisions before and after, for a results store: schemas/diff.json).")
    var format: DiffFormat = .text

    enum DiffFormat: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    func run() throws {
        let (oldManifest, oldFiles) = try readBundle(old)
        let (newManifest, newFiles) = try readBundle(new)
        let before = PackRelease(manifest: oldManifest, files: oldFiles)
        let after = PackRelease(manifest: newManifest, files: newFiles)
        let diff = try comparing(before, after)
        let revisions: RevisionComparison
        do {
            revisions = try RevisionComparison(old: before, new: after, diff: diff)
        } catch {
            throw CommandFailure(message: "content-build: \(error)", status: 1)
        }
        switch format {
        case .text: print(BundleDiffReport.text(diff) + BundleDiffReport.revisionLines(revisions), terminator: "")
        case .json: print(BundleDiffReport.json(diff, revisions: revisions), terminator: "")
        }
    }
}

struct Keygen: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Make an Ed25519 key pair: NAME.key (private, keep it secret) and NAME.pub.")

    @Argument(help: "Path and name of the key files, without extension.")
    var name: String

    func run() throws {
        let (privateKey, publicKey) = BundleWriter.makeKeyPair()
        let keyPath = name + ".key"
        let publicPath = name + ".pub"
        let url = URL(fileURLWithPath: name).standardizedFileURL
        let base = url.lastPathComponent
        do {
            let folder = try FolderDescriptor.open(url.deletingLastPathComponent().path)
            for existing in [base + ".key", base + ".pub"] where folder.entry(existing) != nil {
                throw CommandFailure(message: "\(name + existing.dropFirst(base.count)) exists; not overwriting a key")
            }
            // why: O_EXCL|O_NOFOLLOW: never written through a link planted under the name
            try folder.create(base + ".key", with: Array((privateKey + "\n").utf8), mode: 0o600)
            try folder.create(base + ".pub", with: Array((publicKey + "\n").utf8))
        } catch let failure as FileFailure {
            throw CommandFailure(message: failure.description)
        }
        print("wrote \(keyPath) (private: keep it out of the repository) and \(publicPath)")
    }
}

/// Compares two releases; bundles of two different packs are refused (status 1, naming both).
func comparing(_ old: PackRelease, _ new: PackRelease) throws -> BundleDiff {
    do {
        return try BundleDiff(old: old, new: new)
    } catch {
        throw CommandFailure(message: error.description, status: 1)
    }
}

/// Opens and verifies a bundle; a refusal becomes a failure naming the bundle and the file.
func readBundle(_ path: String, publicKey: String? = nil) throws -> (BundleManifest, [String: [UInt8]]) {
    do {
        return try BundleFiles.read(URL(fileURLWithPath: path), publicKey: publicKey)
    } catch let error as BundleError {
        throw CommandFailure(message: "\(path): \(error)", status: 1)
    }
}
