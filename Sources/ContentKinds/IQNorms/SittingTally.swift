import ContentBundle
import ContentCore

/// The sittings of one IQ test counted per age band and raw score, record by record: a log of
/// any length costs one count per band and raw score, never the records. Only sittings of the
/// target's pack, test and revision (`revision`, or the highest seen when nil: revisions only
/// go up) with the test's number of items are counted, and of each player (learner, or session
/// where there is none) only the first sitting of the test in the logs; every other record is
/// counted by why it was left out (`SittingExclusions`), never mixed in.
package struct SittingTally: Sendable {
    package let target: NormsTarget
    /// The revision asked for; nil: the highest seen.
    package let askedRevision: Int?
    /// The revision counted (nil until a sitting of the test was seen).
    package private(set) var revision: Int?
    /// Sittings by band, then by raw score (0 … items).
    package private(set) var counts: [[Int]]
    /// What was left out, and why.
    package private(set) var exclusions = SittingExclusions()
    /// Left out among the counted revision's sittings (moved to `exclusions` when a higher
    /// revision replaces it).
    package private(set) var current = SittingExclusions.OfRevision()
    /// Sittings counted, and the cells that hold them (so that a new revision clears only those:
    /// a log whose every line raises the revision costs one cell per line, not the whole table).
    package private(set) var counted = 0
    private var touched: [(band: Int, raw: Int)] = []
    private var seen = SeenPlayers()

    package init(target: NormsTarget, revision: Int? = nil) {
        self.target = target
        askedRevision = revision
        self.revision = revision
        counts = Array(repeating: Array(repeating: 0, count: max(target.items, 0) + 1), count: target.bands.count)
    }

    /// Sittings counted in each band.
    package var sittingsPerBand: [Int] { counts.map { $0.reduce(0, +) } }

    /// Counts one line of a log: its record, or why it is not one.
    package mutating func add(line: Int, in file: String, _ result: Result<ResultRecord, ResultsLog.LineError>) {
        switch result {
        case .success(let record): add(record)
        case .failure(let error): exclusions.unreadable(file: file, line: line, reason: error.reason)
        }
    }

    /// Counts one record.
    package mutating func add(_ record: ResultRecord) {
        guard case .sitting(let sitting) = record else {
            exclusions.notSittings += 1
            return
        }
        guard sitting.context.pack == target.pack else {
            exclusions.otherPack(sitting.context.pack)
            return
        }
        guard sitting.test == target.test else {
            exclusions.otherTests += 1
            return
        }
        // why: every sitting of the test marks its player, whatever its revision: a later one of
        // theirs is a retest (practice raises it) or the same record logged twice
        let repeated = seen.insert(sitting.context.learner.map { "learner " + $0 } ?? "session " + sitting.context.session)
        guard accepts(revision: sitting.revision) else { return }
        guard sitting.items == target.items, (0...target.items).contains(sitting.rawScore) else {
            current.otherLength += 1
            return
        }
        guard Self.seriesAddUp(sitting) else {
            current.inconsistent += 1
            return
        }
        guard !repeated else {
            current.repeats += 1
            return
        }
        guard let age = sitting.context.age else {
            current.noAge += 1
            return
        }
        guard let band = target.band(of: age) else {
            current.outsideBands(age)
            return
        }
        if counts[band][sitting.rawScore] == 0 { touched.append((band, sitting.rawScore)) }
        counts[band][sitting.rawScore] += 1
        counted += 1
    }

    /// Whether a sitting of this revision is counted; a higher one than counted so far (none
    /// asked for) starts the count again, the old revision's sittings reported as left out.
    private mutating func accepts(revision sitting: Int) -> Bool {
        if let counted = revision, sitting == counted { return true }
        if askedRevision == nil, revision.map({ sitting > $0 }) ?? true {
            if let old = revision {
                exclusions.otherRevision(old, sittings: counted + current.total)
                for cell in touched { counts[cell.band][cell.raw] = 0 }
                touched.removeAll(keepingCapacity: true)
                counted = 0
                current = SittingExclusions.OfRevision()
            }
            revision = sitting
            return true
        }
        exclusions.otherRevision(sitting, sittings: 1)
        return false
    }

    /// The series' scores, when the record gives them, add up to its raw score.
    private static func seriesAddUp(_ sitting: SittingRecord) -> Bool {
        guard !sitting.rawScores.isEmpty else { return true }
        var sum = 0
        for score in sitting.rawScores.values {
            let (added, overflow) = sum.addingReportingOverflow(score)
            guard !overflow else { return false }
            sum = added
        }
        return sum == sitting.rawScore
    }
}
