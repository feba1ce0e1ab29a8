/// Why a command stopped: printed on standard error after the tool's name, with its exit status
/// (1 findings or a failed check, 2 usage error or could not run).
public struct CommandFailure: Error, CustomStringConvertible {
    public let message: String
    public var status: Int32

    public init(message: String, status: Int32 = 2) {
        self.message = message
        self.status = status
    }

    public var description: String { message }
}
