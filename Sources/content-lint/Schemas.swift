import ArgumentParser
import ContentCommands
import ContentCore
import ContentKinds
import ContentCheck
import ContentOutput
import Foundation

/// `content-lint schemas -o DIR`: the schemas the linter uses, as files an editor can load.
struct Schemas: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write the JSON Schemas into a folder, for editors and check-jsonschema.",
        discussion: """
            Writes the schemas the linter uses (one file per kind, and common.json) into the folder. \
            Their $refs name each other, so the folder works wherever it lies, offline. Put it in the \
            pack (a hidden folder such as .schemas is not content) and point each file's "$schema" at \
            it, e.g. "$schema": "../.schemas/riddles.json" in riddles/riddles.json. Each file is \
            replaced in one step; files that already match are left alone, other files untouched.
            """)

    @Option(name: .shortAndLong, help: "The folder to write into (made if missing), e.g. content/.schemas.")
    var output: String

    func run() throws {
        let outcome: SchemaExport.Outcome
        do {
            outcome = try SchemaExport.write(toFolder: output)
        } catch let failure as SchemaExport.Failure {
            throw CommandFailure(message: failure.description)
        }
        let folder = output.hasSuffix("/") ? output : output + "/"
        let total = outcome.written.count + outcome.unchanged.count
        if outcome.written.isEmpty {
            print("\(folder): all \(counted(total, "schema file")) already up to date")
        } else if outcome.unchanged.isEmpty {
            print("wrote \(counted(total, "schema file")) to \(folder)")
        } else {
            print("wrote \(counted(outcome.written.count, "schema file")) to \(folder) (\(outcome.written.joined(separator: ", "))); "
                  + "the other \(outcome.unchanged.count) already up to date")
        }
    }
}
