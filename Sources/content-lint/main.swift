import ArgumentParser
import Foundation

// Exit status: 0 clean, 1 findings, 2 usage error or failure to run (as ESLint and Vale do;
// swift-argument-parser's own usage status 64 is mapped to 2).
do {
    var command = try ContentLint.parseAsRoot()
    try command.run()
} catch let exit as ExitCode {
    Foundation.exit(exit.rawValue)
} catch let failure as UsageFailure {
    FileHandle.standardError.write(Data("content-lint: \(failure.message)\n".utf8))
    Foundation.exit(2)
} catch {
    let code = ContentLint.exitCode(for: error)
    let message = ContentLint.fullMessage(for: error)
    if code == .success {
        print(message)
        Foundation.exit(0)
    }
    FileHandle.standardError.write(Data("content-lint: \(message)\n".utf8))
    Foundation.exit(2)
}
