import ArgumentParser
import Foundation

/// What both command lines share around their commands: parsing, and one mapping of every
/// failure to a message and an exit status — 0 done, 1 findings or a failed check, 2 usage error
/// or could not run (as ESLint and Vale do; swift-argument-parser's own usage status 64 is 2).
public enum CommandShell {
    public static func run<Command: ParsableCommand>(_ command: Command.Type, tool: String) -> Never {
        do {
            var parsed = try Command.parseAsRoot()
            try parsed.run()
            exit(0)
        } catch let code as ExitCode {
            exit(code.rawValue)
        } catch let failure as CommandFailure {
            FileHandle.standardError.write(Data("\(tool): \(failure.message)\n".utf8))
            exit(failure.status)
        } catch {
            let message = Command.fullMessage(for: error)
            if Command.exitCode(for: error) == .success {
                print(message)
                exit(0)
            }
            FileHandle.standardError.write(Data("\(tool): \(message)\n".utf8))
            exit(2)
        }
    }
}
