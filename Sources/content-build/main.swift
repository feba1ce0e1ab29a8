import ArgumentParser
import Foundation

// Exit status: 0 done, 1 lint errors or a failed check, 2 usage error or failure to run.
do {
    var command = try ContentBuild.parseAsRoot()
    try command.run()
} catch let exit as ExitCode {
    Foundation.exit(exit.rawValue)
} catch let failure as CommandFailure {
    FileHandle.standardError.write(Data("content-build: \(failure.message)\n".utf8))
    Foundation.exit(failure.status)
} catch {
    let code = ContentBuild.exitCode(for: error)
    let message = ContentBuild.fullMessage(for: error)
    if code == .success {
        print(message)
        Foundation.exit(0)
    }
    FileHandle.standardError.write(Data("content-build: \(message)\n".utf8))
    Foundation.exit(2)
}
