import ArgumentParser
import ContentCommands
import ContentArt
import ContentCore
import ContentKinds
import ContentCheck
import ContentOutput
import Foundation

/// `content-build`: lint, then compile a pack into a bundle; verify, diff and keys.
struct ContentBuild: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "content-build",
        abstract: "Compile a content pack into a versioned, verifiable bundle.",
        discussion: "Exit status: 0 done, 1 lint errors or a failed check, 2 usage error or the build could not run.",
        version: ToolchainVersion.current,
        subcommands: [Build.self, Verify.self, Diff.self, Keygen.self, Render.self, Sheet.self, Preview.self, Norms.self, Simulate.self],
        defaultSubcommand: Build.self)
}

/// Encodes a picture and writes it in one step (a temporary file renamed into place).
func writePNG(_ image: RGBAImage, to output: String) throws {
    switch PNGCodec.encode(image) {
    case .failure(let error):
        throw CommandFailure(message: "\(output): \(error)")
    case .success(let png):
        do {
            try FileOutput.replace(URL(fileURLWithPath: output), with: png)
        } catch BuildError.output(let reason) {
            throw CommandFailure(message: reason)
        }
    }
}
