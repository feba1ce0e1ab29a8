import Foundation
import ContentBundle
import ContentCore

/// What players' answers say about the items (`content-lint --results`): results logs streamed
/// record by record into per-item tallies (never the records themselves), then the classical
/// item statistics test publishers run, each finding at the item's id in the pack with the
/// counts it rests on, and nothing said of an item below `minimumAnswers` answers.
///
/// Memory is bounded whatever the logs hold: a tally per pack item (its option counts, a
/// histogram of response times, and its options by the player's rest score in 41 steps), the
/// answers of sessions still open (at most `maximumOpenSessions` sessions and
/// `maximumBufferedAnswers` answers; past either, the oldest open session is closed as it is), and
/// at most `maximumNamed` names of unknown items, other packs and bad lines per log.
/// See Docs/ItemAnalysis.md for the statistics and their thresholds.
public struct ItemAnalysis {
    /// Below this many answers (of the item's current revision) nothing is said of an item: the
    /// standard error of a proportion is then at most 0.05 and that of a correlation about 0.1.
    public static let minimumAnswers = 100
    /// A session's answer counts towards discrimination only when the session has at least this
    /// many other answers in the same test (its rest score measures the player).
    public static let minimumRestAnswers = 5
    /// Steps of the rest score (proportion of the session's other answers right: 0, 1/40, …, 1).
    static let restSteps = 41
    /// Response-time histogram: log2 of milliseconds in eighths of an octave (9 % apart), from
    /// 1 ms to 2^32 ms.
    static let timeBuckets = 256
    static let bucketsPerOctave = 8.0
    static let maximumOptions = 64
    public static let maximumOpenSessions = 1 << 18
    public static let maximumBufferedAnswers = 1 << 22
    static let maximumNamed = 20

    public struct Options: Sendable {
        /// The items' current revisions from a built bundle (revisions.json); nil: an item's current
        /// revision is the highest its records carry.
        public var revisions: [String: Int]?
        public var minimumAnswers: Int = ItemAnalysis.minimumAnswers
        public var maximumOpenSessions: Int = ItemAnalysis.maximumOpenSessions
        public var maximumBufferedAnswers: Int = ItemAnalysis.maximumBufferedAnswers
        public init(revisions: [String: Int]? = nil) { self.revisions = revisions }
    }

    /// One row of the suggested-difficulty table.
    public struct DifficultyRow: Sendable, Equatable {
        public let id: String
        public let declared: Int?
        public let answers: Int
        public let correct: Int
        public var proportion: Double { answers > 0 ? Double(correct) / Double(answers) : 0 }
        /// The players' difficulty on a logit scale, corrected for guessing (higher is harder).
        public let observed: Double
        /// The difficulty on the pack's scale at the item's place among the analysed items (nil
        /// below the minimum sample, or with fewer than 5 items declaring a difficulty).
        public let suggested: Int?
    }

    /// What the analysis found.
    public struct Outcome: Sendable {
        public var diagnostics: [Diagnostic]
        /// The logs' line sources for the reporters (a line's finding points at its line).
        public var sources: [String: SourceText]
        /// Every item with answers, by id.
        public var table: [DifficultyRow]
        public var records: Int
    }

    let packID: String?
    let items: [ResultsItem]
    let indexByID: [String: Int]
    let options: Options
    var tallies: [ItemTally]
    var open: [UInt64: OpenSession] = [:]
    var openOrder: [UInt64] = []
    var openOrderStart = 0
    var bufferedAnswers = 0
    var nextSerial = 0
    var logs: [String: LogTally] = [:]
    var records = 0

    public init(pack: CheckedPack, options: Options = Options()) {
        self.init(packID: pack.settings.id, items: ResultsItems.index(pack), options: options)
    }

    public init(packID: String?, items: [String: ResultsItem], options: Options = Options()) {
        self.packID = packID
        self.items = items.values.sorted { $0.id < $1.id }
        indexByID = Dictionary(uniqueKeysWithValues: self.items.enumerated().map { ($1.id, $0) })
        self.options = options
        tallies = self.items.map { item in
            // why: a bundle lists the items it has revised; every other item is at revision 1
            ItemTally(columns: min(item.options ?? 0, Self.maximumOptions) + 1, revision: options.revisions.map { $0[item.id] ?? 1 } ?? 0)
        }
    }

    /// Reads one log file (`O_NOFOLLOW`, a regular file), adding every record.
    public mutating func read(_ url: URL, as shown: String) throws {
        logs[shown, default: LogTally()].read = true
        try ResultsLogReader.read(url) { line, result in
            switch result {
            case .success(let record): add(record, log: shown, line: line)
            case .failure(let error): bad(log: shown, line: line, reason: error.reason)
            }
        }
    }

    /// Adds the records of log bytes already in memory.
    public mutating func read(bytes: [UInt8], as shown: String) {
        logs[shown, default: LogTally()].read = true
        ResultsLogReader.records(in: bytes) { line, result in
            switch result {
            case .success(let record): add(record, log: shown, line: line)
            case .failure(let error): bad(log: shown, line: line, reason: error.reason)
            }
        }
    }

    mutating func bad(log: String, line: Int, reason: String) {
        logs[log, default: LogTally()].note(.malformed, line: line, name: reason)
    }

    /// Adds one record.
    public mutating func add(_ record: ResultRecord, log: String, line: Int) {
        records += 1
        let context = record.context
        if let packID, context.pack != packID {
            logs[log, default: LogTally()].note(.otherPack, line: line, name: context.pack)
            return
        }
        switch record {
        case .answer(let answer):
            guard let index = indexByID[answer.item] else {
                logs[log, default: LogTally()].note(.unknownItem, line: line, name: answer.item)
                return
            }
            let revision = answer.revision
            if options.revisions != nil {
                if revision > tallies[index].revision {
                    logs[log, default: LogTally()].note(.newerRevision, line: line, name: "\(answer.item) revision \(revision)")
                    return
                }
                if revision < tallies[index].revision {
                    tallies[index].older += 1
                    if tallies[index].olderRevisions.count < Self.maximumNamed { tallies[index].olderRevisions.insert(revision) }
                    return
                }
            } else if revision > tallies[index].revision {
                if tallies[index].revision > 0 {
                    let earlier = tallies[index]
                    tallies[index] = ItemTally(columns: earlier.columns, revision: revision)
                    tallies[index].older = earlier.older + earlier.answers
                    tallies[index].olderRevisions = earlier.olderRevisions
                    if earlier.olderRevisions.count < Self.maximumNamed { tallies[index].olderRevisions.insert(earlier.revision) }
                } else {
                    tallies[index].revision = revision
                }
            } else if revision < tallies[index].revision {
                tallies[index].older += 1
                if tallies[index].olderRevisions.count < Self.maximumNamed { tallies[index].olderRevisions.insert(revision) }
                return
            }
            let column = Self.column(answer.given, options: tallies[index].columns - 1)
            tallies[index].add(column: column, correct: answer.correct, milliseconds: answer.milliseconds)
            let key = Self.sessionKey(context.session, answer.within)
            if open[key] == nil {
                open[key] = OpenSession(serial: nextSerial)
                nextSerial += 1
                openOrder.append(key)
            }
            open[key]!.answers.append(BufferedAnswer(item: Int32(index), column: Int16(column), correct: answer.correct, revision: revision))
            bufferedAnswers += 1
            while open.count > options.maximumOpenSessions || bufferedAnswers > options.maximumBufferedAnswers { closeOldest() }
        case .sitting(let sitting):
            close(Self.sessionKey(context.session, sitting.test))
        case .levelPlay:
            break
        }
    }

    /// The column of an answer: its option's index, or the last column for no answer or an
    /// answer that is not an option of the item.
    static func column(_ given: GivenAnswer, options: Int) -> Int {
        if case .option(let index) = given, index >= 0, index < options { return index }
        return options
    }

    static func sessionKey(_ session: String, _ within: String?) -> UInt64 {
        var hash = FNV1a.start
        for byte in session.utf8 { hash = FNV1a.adding(UInt64(byte), to: hash) }
        hash = FNV1a.adding(0xFF, to: hash)
        for byte in (within ?? "").utf8 { hash = FNV1a.adding(UInt64(byte), to: hash) }
        return hash
    }

    mutating func closeOldest() {
        while openOrderStart < openOrder.count {
            let key = openOrder[openOrderStart]
            openOrderStart += 1
            if open[key] != nil {
                close(key)
                break
            }
        }
        if openOrderStart > 4096, openOrderStart * 2 > openOrder.count {
            openOrder.removeFirst(openOrderStart)
            openOrderStart = 0
        }
    }

    /// A session's answers become each item's rest-score tallies.
    mutating func close(_ key: UInt64) {
        guard let session = open.removeValue(forKey: key) else { return }
        bufferedAnswers -= session.answers.count
        let answers = session.answers
        guard answers.count > Self.minimumRestAnswers else { return }
        let right = answers.reduce(0) { $0 + ($1.correct ? 1 : 0) }
        for answer in answers {
            let index = Int(answer.item)
            guard answer.revision == tallies[index].revision else { continue }
            let rest = Double(right - (answer.correct ? 1 : 0)) / Double(answers.count - 1)
            tallies[index].addRest(rest, column: Int(answer.column), correct: answer.correct)
        }
    }

    /// Closes the sessions still open and works out the findings and the table.
    public mutating func finish() -> Outcome {
        while !open.isEmpty { closeOldest() }
        var diagnostics: [Diagnostic] = []
        var sources: [String: SourceText] = [:]
        for (log, tally) in logs.sorted(by: { $0.key < $1.key }) {
            let (found, lines) = tally.diagnostics(log: log)
            diagnostics += found
            if lines > 0 { sources[log] = SourceText([UInt8](repeating: 0x0A, count: lines)) }
        }
        let minimum = max(options.minimumAnswers, 1)
        let table = difficultyTable(minimum: minimum)
        let scale = DifficultyScale(tallies: tallies, items: items, minimum: minimum)
        let medians = tallies.map { $0.answers >= minimum ? $0.medianMilliseconds : nil }
        // why: the time expected of an item goes by its declared difficulty when every analysed item
        // declares one (a wrong key makes an item look hard to the answers, not to the clock)
        let declaredEverywhere = items.indices.allSatisfy { medians[$0] == nil || items[$0].difficulty != nil }
        let difficulties = items.indices.map { index in
            declaredEverywhere ? Double(items[index].difficulty ?? 0)
                : DifficultyScale.observed(correct: tallies[index].correct, answers: tallies[index].answers, options: items[index].options)
        }
        let timed = items.indices.filter { medians[$0] != nil }
        let timeScale = TimeScale(timed.map { (difficulties[$0], log(medians[$0]!)) })
        let timedPlace = Dictionary(uniqueKeysWithValues: timed.enumerated().map { ($1, $0) })
        for (index, item) in items.enumerated() {
            let tally = tallies[index]
            if tally.older > 0 {
                diagnostics.append(finding(ResultsRuleID.revisionOld, item, ItemMessages.older(tally)))
            }
            guard tally.answers >= minimum else { continue }
            let counts = ItemMessages.counts(tally, item: item)
            for message in ItemStatistics.findings(tally: tally, item: item, minimum: minimum) {
                diagnostics.append(finding(message.rule, item, message.text + " " + counts))
            }
            if let declared = item.difficulty, let rank = scale?.disagreement(tally: tally, item: item, declared: declared) {
                diagnostics.append(finding(ResultsRuleID.difficultyRank, item, rank + " " + counts))
            }
            if let median = medians[index], let place = timedPlace[index], let outlier = timeScale?.outlier(index: place, milliseconds: median) {
                diagnostics.append(finding(ResultsRuleID.timeOutlier, item, outlier + " (n \(tally.answers))"))
            }
        }
        return Outcome(diagnostics: diagnostics, sources: sources, table: table, records: records)
    }

    /// The analysis of the logs (paths as the user gave them) against a checked pack, the pack's
    /// configuration applied (a rule turned off, a severity changed).
    /// - Throws: `ResultsLogReader.ReadError` for a log that cannot be read (missing, a link, not
    ///   a regular file).
    public static func analyse(_ pack: CheckedPack, logs: [String], configuration: LintConfiguration, options: Options = Options()) throws -> Outcome {
        var analysis = ItemAnalysis(pack: pack, options: options)
        for log in logs { try analysis.read(URL(fileURLWithPath: log), as: log) }
        var outcome = analysis.finish()
        outcome.diagnostics = configuration.apply(to: outcome.diagnostics)
        return outcome
    }

    /// The item revisions of a built bundle (a folder or .zip), for `Options.revisions`.
    public static func revisions(ofBundleAt path: String) throws -> [String: Int] {
        try ContentBundle.open(URL(fileURLWithPath: path)).revisions.items
    }

    func finding(_ rule: String, _ item: ResultsItem, _ message: String) -> Diagnostic {
        Diagnostic(ruleID: rule, severity: ResultsRuleID.severity(rule), message: message, file: item.file, range: item.range)
    }

    func difficultyTable(minimum: Int) -> [DifficultyRow] {
        let scale = DifficultyScale(tallies: tallies, items: items, minimum: minimum)
        return items.indices.compactMap { index in
            let tally = tallies[index]
            guard tally.answers > 0 else { return nil }
            let item = items[index]
            let observed = DifficultyScale.observed(correct: tally.correct, answers: tally.answers, options: item.options)
            let suggested = tally.answers >= minimum ? scale?.suggested(observed) : nil
            return DifficultyRow(id: item.id, declared: item.difficulty, answers: tally.answers, correct: tally.correct, observed: observed, suggested: suggested)
        }
    }
}

/// The rule ids the analysis reports under (their descriptions are the `Results*Rule` types).
public enum ResultsRuleID {
    public static let discrimination = "results-discrimination"
    public static let distractorDead = "results-distractor-dead"
    public static let distractorStrong = "results-distractor-strong"
    public static let difficultyRank = "results-difficulty-rank"
    public static let noSpread = "results-no-spread"
    public static let timeOutlier = "results-time-outlier"
    public static let revisionOld = "results-revision-old"
    public static let log = "results-log"

    public static let all = [discrimination, distractorDead, distractorStrong, difficultyRank, noSpread, timeOutlier, revisionOld, log]

    /// The rule's default severity (its description's).
    static func severity(_ rule: String) -> Severity {
        RuleRegistry.description(of: rule)?.severity ?? .warning
    }
}

struct BufferedAnswer {
    var item: Int32
    var column: Int16
    var correct: Bool
    var revision: Int
}

struct OpenSession {
    var serial: Int
    var answers: [BufferedAnswer] = []
}

/// One item's counts at its current revision.
struct ItemTally {
    let columns: Int
    var revision: Int
    var older = 0
    var olderRevisions: Set<Int> = []
    var answers = 0
    var correct = 0
    /// Answers by column (each option, then no answer or not an option).
    var picks: [Int]
    /// Answers by response time: log2 of milliseconds in eighths of an octave.
    var times: [Int32]
    /// Answers with a rest score, by rest step and column.
    var restPicks: [Int32]
    var restCorrect: [Int32]
    var restAnswers = 0
    var sumX = 0.0, sumY = 0.0, sumXY = 0.0, sumYY = 0.0

    init(columns: Int, revision: Int) {
        self.columns = columns
        self.revision = revision
        picks = Array(repeating: 0, count: columns)
        times = Array(repeating: 0, count: ItemAnalysis.timeBuckets)
        restPicks = Array(repeating: 0, count: columns * ItemAnalysis.restSteps)
        restCorrect = Array(repeating: 0, count: ItemAnalysis.restSteps)
    }

    mutating func add(column: Int, correct right: Bool, milliseconds: Int) {
        answers += 1
        if right { correct += 1 }
        picks[column] += 1
        let bucket = milliseconds <= 1 ? 0 : min(Int((log2(Double(milliseconds)) * ItemAnalysis.bucketsPerOctave).rounded(.down)), ItemAnalysis.timeBuckets - 1)
        times[bucket] &+= 1
    }

    mutating func addRest(_ rest: Double, column: Int, correct right: Bool) {
        let step = min(max(Int((rest * Double(ItemAnalysis.restSteps - 1)).rounded()), 0), ItemAnalysis.restSteps - 1)
        restPicks[step * columns + column] &+= 1
        if right { restCorrect[step] &+= 1 }
        restAnswers += 1
        let x = right ? 1.0 : 0.0
        sumX += x
        sumY += rest
        sumXY += x * rest
        sumYY += rest * rest
    }

    /// The median response time in milliseconds (the middle of its eighth-octave bucket).
    var medianMilliseconds: Double? {
        let total = times.reduce(0) { $0 + Int($1) }
        guard total > 0 else { return nil }
        var seen = 0
        for (bucket, count) in times.enumerated() {
            seen += Int(count)
            if seen * 2 >= total { return pow(2, (Double(bucket) + 0.5) / ItemAnalysis.bucketsPerOctave) }
        }
        return nil
    }

    /// The item–rest correlation (point-biserial of right against the rest score).
    var restCorrelation: Double? {
        let n = Double(restAnswers)
        guard restAnswers >= 3 else { return nil }
        let varianceX = sumX / n - (sumX / n) * (sumX / n)
        let varianceY = sumYY / n - (sumY / n) * (sumY / n)
        guard varianceX > 1e-12, varianceY > 1e-12 else { return nil }
        return (sumXY / n - (sumX / n) * (sumY / n)) / (varianceX * varianceY).squareRoot()
    }

    /// Picks by column of the top group: the answers whose rest score is in the top 27 %
    /// (whole rest steps, from the top, until at least 27 % are in).
    var topGroup: (picks: [Int], size: Int) { group(steps: stride(from: ItemAnalysis.restSteps - 1, through: 0, by: -1)) }

    /// The bottom group likewise, from the lowest rest step up.
    var bottomGroup: (picks: [Int], size: Int) { group(steps: stride(from: 0, through: ItemAnalysis.restSteps - 1, by: 1)) }

    private func group(steps: StrideThrough<Int>) -> (picks: [Int], size: Int) {
        var picks = Array(repeating: 0, count: columns)
        var size = 0
        let wanted = (restAnswers * 27 + 99) / 100
        for step in steps where size < wanted {
            for column in 0..<columns {
                let count = Int(restPicks[step * columns + column])
                picks[column] += count
                size += count
            }
        }
        return (picks, size)
    }
}

/// Each log's problems: its bad lines, records of other packs, answers to items the pack does not
/// have, revisions newer than the bundle's; the first lines and names kept, the rest counted.
struct LogTally {
    enum Problem: Int, CaseIterable { case malformed, otherPack, unknownItem, newerRevision }
    var read = false
    var counts = [Int](repeating: 0, count: Problem.allCases.count)
    var firstLines: [[(line: Int, name: String)]] = Array(repeating: [], count: Problem.allCases.count)
    var names: [[String: Int]] = Array(repeating: [:], count: Problem.allCases.count)

    mutating func note(_ problem: Problem, line: Int, name: String) {
        let index = problem.rawValue
        counts[index] += 1
        if problem == .malformed {
            if firstLines[index].count < ItemAnalysis.maximumNamed { firstLines[index].append((line, name)) }
        } else {
            if firstLines[index].isEmpty { firstLines[index].append((line, name)) }
            if names[index][name] != nil || names[index].count < ItemAnalysis.maximumNamed { names[index][name, default: 0] += 1 }
        }
    }

    /// The findings, each at its line, and how many lines the log's line source needs.
    func diagnostics(log: String) -> ([Diagnostic], Int) {
        var out: [Diagnostic] = []
        var lastLine = 0
        func add(_ line: Int, _ message: String) {
            out.append(Diagnostic(ruleID: ResultsRuleID.log, severity: ResultsRuleID.severity(ResultsRuleID.log), message: message,
                                  file: log, range: (line - 1)..<(line - 1)))
            lastLine = max(lastLine, line)
        }
        let malformed = Problem.malformed.rawValue
        for (line, reason) in firstLines[malformed] { add(line, "not a results record: \(reason)") }
        if counts[malformed] > firstLines[malformed].count, let last = firstLines[malformed].last {
            add(last.line, "\(counts[malformed] - firstLines[malformed].count) more lines are not results records (only the first \(ItemAnalysis.maximumNamed) are shown)")
        }
        func listed(_ problem: Problem) -> String {
            let named = names[problem.rawValue].sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            let shown = named.prefix(5).map { "\"\(ItemMessages.clipped($0.key))\" (\($0.value))" }.joined(separator: ", ")
            let unnamed = counts[problem.rawValue] - named.reduce(0) { $0 + $1.value }
            return shown + (named.count > 5 || unnamed > 0 ? ", …" : "")
        }
        if let first = firstLines[Problem.otherPack.rawValue].first {
            add(first.line, "\(counts[Problem.otherPack.rawValue]) records of another pack, not counted (first on this line): \(listed(.otherPack))")
        }
        if let first = firstLines[Problem.unknownItem.rawValue].first {
            add(first.line, "\(counts[Problem.unknownItem.rawValue]) answers to items the pack does not have, not counted (first on this line): \(listed(.unknownItem))")
        }
        if let first = firstLines[Problem.newerRevision.rawValue].first {
            add(first.line, "\(counts[Problem.newerRevision.rawValue]) answers to a revision newer than the bundle's, not counted (first on this line): \(listed(.newerRevision))")
        }
        return (out, lastLine)
    }
}
