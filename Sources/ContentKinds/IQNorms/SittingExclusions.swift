/// What a `SittingTally` left out, counted by why, in bounded memory: at most
/// `keptNames` pack names, `keptRevisions` revisions and `keptLines` unreadable lines are
/// named, the rest only counted.
package struct SittingExclusions: Sendable {
    package static let keptNames = 5
    package static let keptRevisions = 16
    package static let keptLines = 5

    /// Lines that are not records of the format (with the first few: where and why).
    package private(set) var unreadableLines = 0
    package private(set) var firstUnreadable: [(file: String, line: Int, reason: String)] = []
    /// Answers and level plays (not sittings).
    package var notSittings = 0
    /// Sittings of other packs, and the first few packs' ids.
    package private(set) var otherPacks = 0
    package private(set) var otherPackIDs: Set<String> = []
    /// Sittings of other tests of the pack.
    package var otherTests = 0
    /// Sittings of the test at other revisions, by revision (the first `keptRevisions` named).
    package private(set) var otherRevisions: [Int: Int] = [:]
    package private(set) var otherRevisionsUnnamed = 0

    /// What was left out of the counted revision's own sittings.
    package struct OfRevision: Sendable, Equatable {
        /// Sittings whose number of items is not the test's (an older form of it), or whose
        /// raw score is beyond it.
        package var otherLength = 0
        /// Sittings whose series' scores do not add up to their raw score.
        package var inconsistent = 0
        /// Sittings of a player who had sat the test before (a retest, or a record logged twice).
        package var repeats = 0
        /// Sittings that give no age.
        package var noAge = 0
        /// Sittings whose age is in no band, by age (ages are 0-150 in the format: bounded).
        package private(set) var agesOutside: [Int: Int] = [:]

        package var outsideBandCount: Int { agesOutside.values.reduce(0, +) }
        package var total: Int { otherLength + inconsistent + repeats + noAge + outsideBandCount }

        mutating func outsideBands(_ age: Int) {
            // why: the format keeps ages 0-150; one key for anything else a caller passes
            agesOutside[min(max(age, -1), 151), default: 0] += 1
        }
    }

    mutating func unreadable(file: String, line: Int, reason: String) {
        unreadableLines += 1
        if firstUnreadable.count < Self.keptLines { firstUnreadable.append((file, line, reason)) }
    }

    mutating func otherPack(_ id: String) {
        otherPacks += 1
        if otherPackIDs.count < Self.keptNames { otherPackIDs.insert(id) }
    }

    mutating func otherRevision(_ revision: Int, sittings: Int) {
        guard sittings > 0 else { return }
        if otherRevisions[revision] != nil || otherRevisions.count < Self.keptRevisions {
            otherRevisions[revision, default: 0] += sittings
        } else {
            otherRevisionsUnnamed += sittings
        }
    }

}
