import ContentBundle

/// The runtime's `Rational` under a name of its own: ContentKit has a `Rational` too (the
/// equations'), and a file importing both cannot name either.
typealias BundleRational = Rational
