import ContentCore
import ContentKinds
import ContentCheck

extension BundleDiff {
    /// Whether `new` is at least `old` bumped by `bump` (semantic versions; pre-release and build
    /// parts ignored).
    public static func version(_ new: String, satisfies bump: Bump, over old: String) -> Bool {
        let (a, b) = (parts(old), parts(new))
        switch bump {
        case .none: return (b[0], b[1], b[2]) >= (a[0], a[1], a[2])
        case .patch: return (b[0], b[1], b[2]) > (a[0], a[1], a[2])
        case .minor: return (b[0], b[1]) > (a[0], a[1])
        case .major: return b[0] > a[0]
        }
    }

    /// The next version after `old` for a bump, as semantic versioning counts: a major bump
    /// resets minor and patch, a minor one the patch (`1.4.2` → `2.0.0`, `1.5.0`, `1.4.3`); no
    /// bump keeps `old`. Pre-release and build parts are dropped.
    public static func bumped(_ old: String, by bump: Bump) -> String {
        let part = parts(old)
        switch bump {
        case .none: return old
        case .patch: return "\(part[0]).\(part[1]).\(part[2] + 1)"
        case .minor: return "\(part[0]).\(part[1] + 1).0"
        case .major: return "\(part[0] + 1).0.0"
        }
    }

    /// MAJOR, MINOR, PATCH (missing or unreadable parts are 0).
    private static func parts(_ version: String) -> [Int] {
        let core = version.split(separator: "-").first.map(String.init) ?? version
        return core.split(separator: "+").first.map { $0.split(separator: ".").map { Int($0) ?? 0 } + [0, 0, 0] } ?? [0, 0, 0]
    }
}
