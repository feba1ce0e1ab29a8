import ContentBundle
import Foundation
import ContentCore

/// What a math-check level does when it does not say.
enum MathCheckDefaults {
    static let wrongShare = "0.5"
}
