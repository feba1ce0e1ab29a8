// content-build: compiles a content pack into a bundle. This first release lints the pack the way
// the builder will (lint errors stop a build) and stops there: writing bundles is the bundle
// issue's work (see Docs/Architecture.md).
import ArgumentParser
import ContentKit
import Foundation

struct ContentBuild: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "content-build",
        abstract: "Compile a content pack into a bundle (this release: lint only; bundle writing comes next).")

    @Argument(help: "The pack folder (default: the current folder).")
    var content: String = "."

    @Option(name: .shortAndLong, help: "Where bundles go.")
    var output: String = "dist"

    func run() throws {
        let root = try DiskPack.find(containing: content)
        let pack = DiskPack(root: root, displayName: content.hasSuffix("/") ? content : content + "/")
        let result = try Linter.lint(pack)
        let prefix = content == "." ? "" : (content.hasSuffix("/") ? content : content + "/")
        let report = Report(diagnostics: result.diagnostics, filesChecked: result.filesChecked, sources: result.sources,
                            displayPath: { prefix + $0 })
        FileHandle.standardOutput.write(Data(TextReporter().render(report).utf8))
        if result.errorCount > 0 {
            FileHandle.standardError.write(Data("content-build: \(result.errorCount) lint error(s); nothing built\n".utf8))
            throw ExitCode(1)
        }
        print("content-build: \(result.filesChecked) files lint-clean; writing the bundle to \(output) is not implemented in this release")
    }
}

do {
    var command = try ContentBuild.parseAsRoot()
    try command.run()
} catch let exit as ExitCode {
    Foundation.exit(exit.rawValue)
} catch {
    let code = ContentBuild.exitCode(for: error)
    if code == .success {
        print(ContentBuild.fullMessage(for: error))
        Foundation.exit(0)
    }
    FileHandle.standardError.write(Data("content-build: \(ContentBuild.fullMessage(for: error))\n".utf8))
    Foundation.exit(2)
}
