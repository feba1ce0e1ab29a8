/// Why norms could not be computed: one sentence for the user (a usage error, a pack without the
/// test, a band nobody of the sample's ages fell in).
package struct NormsFailure: Error, Equatable, CustomStringConvertible, Sendable {
    package let description: String

    package init(_ description: String) { self.description = description }
}
